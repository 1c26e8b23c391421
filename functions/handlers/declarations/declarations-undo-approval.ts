import { declarationRoutes } from '../../../shared/routes/declarations';
import { createHandler } from '../../http/create-handler';
import { undoApproval } from '../../services/declarations/undo-approval';

export const handler = createHandler(declarationRoutes.undoApproval, ({ actor, params, body, now }) =>
  undoApproval(actor, params.id, body, now),
);
