import { join } from 'node:path';
import { handlerEntry } from '../../../infra/aws/stacks/portal-stack';
import { type AnyRoute, defineRoute, routeList } from '../../../shared/routes';
import * as z from '../../../shared/zod';

/**
 * A route that uses every kind of resource (an indexed table, both buckets, mail), added to the real registry so
 * the grant checks and cdk-nag see bucket and mail grants even while no real route needs them yet.
 */
export const probeRoute: AnyRoute = defineRoute({
  id: 'infra-probe',
  area: 'infra-probe',
  method: 'PUT',
  path: '/api/infra-probe/{id}',
  access: 'authenticated',
  summary: 'Test-only route.',
  params: z.object({ id: z.string() }),
  response: z.object({}),
  uses: { tables: ['users', 'documents'], buckets: ['files', 'signed'], mail: true },
});

export const routesWithProbe: readonly AnyRoute[] = [...routeList, probeRoute];

export const entryWithProbe = (route: AnyRoute) =>
  route === probeRoute
    ? join(import.meta.dirname, '..', 'fixtures', 'route-handler.ts')
    : handlerEntry(route);
