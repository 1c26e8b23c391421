import { settingsRoutes } from '../../../shared/routes/settings';
import { createHandler } from '../../http/create-handler';
import { sendTestMail } from '../../services/settings/send-test-mail';

export const handler = createHandler(settingsRoutes.testMail, ({ body }) => sendTestMail(body.to));
