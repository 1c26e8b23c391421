import { apiRouteTable } from 'virtual:api-routes';
import type { AnyRoute } from '../../../../shared/routes/define';
import type { routes } from '../../../../shared/routes/index';
import type { ApiRoute } from './client';

type Registry = typeof routes;

export type ApiRoutes = {
  readonly [Area in keyof Registry]: {
    readonly [Key in keyof Registry[Area]]: Registry[Area][Key] extends AnyRoute
      ? ApiRoute<Registry[Area][Key]>
      : never;
  };
};

/** Every registry route as `{ id, method, path, access }`, typed by its registry entry. */
export const apiRoutes = apiRouteTable as unknown as ApiRoutes;
