import { backupRoutes } from '../../../shared/routes/backup';
import { createHandler } from '../../http/create-handler';
import { listBackups } from '../../services/backup/backup-jobs';

export const handler = createHandler(backupRoutes.list, ({ query }) => listBackups(query));
