import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { removeDeclaration } from '../../services/declarations/manage-declarations';

export const handler = createHandler(routes.declarations.remove, ({ actor, params, now }) =>
  removeDeclaration(actor, params.id, now),
);
