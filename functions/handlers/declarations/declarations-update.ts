import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { updateDeclaration } from '../../services/declarations/manage-declarations';

export const handler = createHandler(routes.declarations.update, ({ actor, params, body, now }) =>
  updateDeclaration(actor, params.id, body, now),
);
