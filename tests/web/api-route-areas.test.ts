import familiesRoutes from 'virtual:api-routes/families';
import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes/index';
import { registrationRoutes } from '../../web/src/features/registration/api/routes';
import { apiRoutes } from '../../web/src/lib/api/routes';

describe('the route table the browser holds', () => {
  it('serves each area as a module of its own, equal to that area of the whole table', () => {
    expect(familiesRoutes).toEqual(apiRoutes.families);
    expect(Object.keys(apiRoutes).sort()).toEqual(Object.keys(routes).sort());
  });

  it('gives the registration form the two areas it calls, with the registry’s paths', () => {
    expect(registrationRoutes.families.publicRegistration).toEqual(apiRoutes.families.publicRegistration);
    expect(registrationRoutes.settings.publicSettings.path).toBe(routes.settings.publicSettings.path);
    expect(registrationRoutes.families.publicRegistration.access).toBe('public');
  });
});
