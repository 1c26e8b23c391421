import { declarationRoutes } from '../../../shared/routes/declarations';
import { createHandler } from '../../http/create-handler';
import { createDeclaration } from '../../services/declarations/create-declaration';

export const handler = createHandler(declarationRoutes.create, ({ actor, body, now }) =>
  createDeclaration(actor, body, now),
);
