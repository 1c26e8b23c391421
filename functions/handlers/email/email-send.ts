import { emailRoutes } from '../../../shared/routes/email';
import { createHandler } from '../../http/create-handler';
import { sendEmail } from '../../services/email/send-email';

export const handler = createHandler(emailRoutes.send, ({ actor, body, now }) => sendEmail(actor, body, now));
