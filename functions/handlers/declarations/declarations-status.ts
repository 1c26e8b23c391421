import { declarationRoutes } from '../../../shared/routes/declarations';
import { createHandler } from '../../http/create-handler';
import { changeDeclarationStatus } from '../../services/declarations/change-declaration-status';

export const handler = createHandler(declarationRoutes.changeStatus, ({ actor, params, body, now }) =>
  changeDeclarationStatus(actor, params.id, body, now),
);
