import type { MiddlewareObj } from '@middy/core';
import type { AnyRoute } from '../../shared/routes/define';
import { writesExpiringRows } from '../../shared/routes/define';
import { loadRetentionPeriods } from '../services/settings/retention-periods';

/**
 * A route that writes rows kept for a period from the settings (audit and access entries, mail log,
 * notifications, news read marks) loads the periods in force before its handler runs, so each row
 * is written with its TTL (repositories/retention-periods.ts). They are kept for a
 * few minutes per container (services/settings/retention-periods.ts): most requests read nothing.
 */
export const routeRetention = (route: AnyRoute): MiddlewareObj => ({
  before: async () => {
    if (writesExpiringRows(route.uses)) await loadRetentionPeriods();
  },
});
