import { backupRoutes } from '../../../shared/routes/backup';
import { createHandler } from '../../http/create-handler';
import { startBackup } from '../../services/backup/backup-jobs';

export const handler = createHandler(backupRoutes.start, ({ actor, body }) => startBackup(actor, body));
