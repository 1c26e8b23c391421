import { emailRoutes } from '../../../shared/routes/email';
import { createHandler } from '../../http/create-handler';
import { unsubscribe } from '../../services/email/unsubscribe';

export const handler = createHandler(emailRoutes.unsubscribe, ({ params, now }) =>
  unsubscribe(params.token, now),
);
