import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { changeDeclarationStatus } from '../../services/declarations/manage-declarations';

export const handler = createHandler(routes.declarations.changeStatus, ({ actor, params, body, now }) =>
  changeDeclarationStatus(actor, params.id, body, now),
);
