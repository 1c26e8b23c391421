import { backupRoutes } from '../../../shared/routes/backup';
import { createHandler } from '../../http/create-handler';
import { getRestore } from '../../services/backup/restore-jobs';

export const handler = createHandler(backupRoutes.getRestore, ({ params }) => getRestore(params.id));
