import { backupRoutes } from '../../../shared/routes/backup';
import { createHandler } from '../../http/create-handler';
import { downloadBackup } from '../../services/backup/backup-jobs';

export const handler = createHandler(backupRoutes.download, ({ actor, params }) =>
  downloadBackup(actor, params.id),
);
