import { volunteerRegisterRoutes } from '../../../shared/routes/volunteer-register';
import { createHandler } from '../../http/create-handler';
import { fileReply } from '../../http/file-reply';
import { statementFile } from '../../services/volunteer-register/statement-file';

export const handler = createHandler(volunteerRegisterRoutes.statement, async ({ actor, params, now }) =>
  fileReply(await statementFile(actor, params.id, params.year, now), 'application/pdf'),
);
