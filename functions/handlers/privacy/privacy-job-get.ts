import { privacyRoutes } from '../../../shared/routes/privacy';
import { createHandler } from '../../http/create-handler';
import { getPrivacyJobStatus } from '../../services/privacy/privacy-jobs';

export const handler = createHandler(privacyRoutes.get, ({ params }) => getPrivacyJobStatus(params.id));
