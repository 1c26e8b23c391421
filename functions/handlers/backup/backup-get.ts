import { backupRoutes } from '../../../shared/routes/backup';
import { createHandler } from '../../http/create-handler';
import { getBackup } from '../../services/backup/backup-jobs';

export const handler = createHandler(backupRoutes.get, ({ params }) => getBackup(params.id));
