import { declarationRoutes } from '../../../shared/routes/declarations';
import { createHandler } from '../../http/create-handler';
import { removeDeclaration } from '../../services/declarations/remove-declaration';

export const handler = createHandler(declarationRoutes.remove, ({ actor, params, now }) =>
  removeDeclaration(actor, params.id, now),
);
