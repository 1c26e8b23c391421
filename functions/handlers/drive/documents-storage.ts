import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { driveStorage } from '../../services/drive/storage';

export const handler = createHandler(documentRoutes.storage, ({ actor }) => driveStorage(actor));
