import { backupRoutes } from '../../../shared/routes/backup';
import { createHandler } from '../../http/create-handler';
import { startRestore } from '../../services/backup/restore-jobs';

export const handler = createHandler(backupRoutes.restore, ({ actor, body }) =>
  startRestore(actor, body, 'restore'),
);
