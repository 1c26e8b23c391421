import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { recentDriveActivity } from '../../services/drive/recent-activity';

export const handler = createHandler(documentRoutes.activity, ({ actor, now }) =>
  recentDriveActivity(actor, now),
);
