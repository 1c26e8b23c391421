import { documentRoutes } from '../../../shared/routes/documents';
import { createHandler } from '../../http/create-handler';
import { getFolderDeleteJob } from '../../services/drive/delete-job';

export const handler = createHandler(documentRoutes.getJob, ({ actor, params }) =>
  getFolderDeleteJob(actor, params.id),
);
