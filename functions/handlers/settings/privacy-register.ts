import { privacyRoutes } from '../../../shared/routes/privacy';
import { createHandler } from '../../http/create-handler';
import { processingRegister } from '../../services/privacy/processing-register';

export const handler = createHandler(privacyRoutes.processingRegister, async () => processingRegister());
