import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { createDeclaration } from '../../services/declarations/manage-declarations';

export const handler = createHandler(routes.declarations.create, ({ actor, body, now }) =>
  createDeclaration(actor, body, now),
);
