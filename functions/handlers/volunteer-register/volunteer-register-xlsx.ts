import { volunteerRegisterRoutes } from '../../../shared/routes/volunteer-register';
import { XLSX_MEDIA_TYPE } from '../../../shared/schemas/volunteer-register';
import { createHandler } from '../../http/create-handler';
import { fileReply } from '../../http/file-reply';
import { registerXlsx } from '../../services/volunteer-register/register-xlsx-file';

export const handler = createHandler(volunteerRegisterRoutes.xlsx, async ({ params }) =>
  fileReply(await registerXlsx(params.year), XLSX_MEDIA_TYPE),
);
