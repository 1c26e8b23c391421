import familiesRoutes from 'virtual:api-routes/families';
import settingsRoutes from 'virtual:api-routes/settings';
import type { ApiRoutes } from '../../../lib/api/routes';

/**
 * The two route areas the registration form calls, typed like `apiRoutes`: registration.html, framed
 * by other sites and opened on phones, loads these instead of the whole route table.
 */
export const registrationRoutes = {
  families: familiesRoutes as unknown as ApiRoutes['families'],
  settings: settingsRoutes as unknown as ApiRoutes['settings'],
};
