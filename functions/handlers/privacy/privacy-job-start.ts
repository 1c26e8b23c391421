import { privacyRoutes } from '../../../shared/routes/privacy';
import { createHandler } from '../../http/create-handler';
import { startPrivacyJob } from '../../services/privacy/privacy-jobs';

export const handler = createHandler(privacyRoutes.start, ({ actor, body }) => startPrivacyJob(actor, body));
