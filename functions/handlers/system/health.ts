import { systemRoutes } from '../../../shared/routes/system';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(systemRoutes.health, async () => ({ status: 'ok' as const }));
