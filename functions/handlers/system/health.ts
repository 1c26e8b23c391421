import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(routes.system.health, async () => ({ status: 'ok' as const }));
