import { declarationRoutes } from '../../../shared/routes/declarations';
import { createHandler } from '../../http/create-handler';
import { updateDeclaration } from '../../services/declarations/update-declaration';

export const handler = createHandler(declarationRoutes.update, ({ actor, params, body, now }) =>
  updateDeclaration(actor, params.id, body, now),
);
