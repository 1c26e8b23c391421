import { volunteerRegisterRoutes } from '../../../shared/routes/volunteer-register';
import { createHandler } from '../../http/create-handler';
import { fileReply } from '../../http/file-reply';
import { registerPdfFile } from '../../services/volunteer-register/register-pdf-file';

export const handler = createHandler(volunteerRegisterRoutes.pdf, async ({ params, now }) =>
  fileReply(await registerPdfFile(params.year, now), 'application/pdf'),
);
