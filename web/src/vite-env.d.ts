/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare module 'virtual:api-routes' {
  type RouteEntry = { id: string; method: string; path: string; access: string; idempotent?: true };
  export const apiRouteTable: Record<string, Record<string, RouteEntry>>;
}

/** One area of the route table (web/vite.config.ts), for a page that calls only a few areas. */
declare module 'virtual:api-routes/*' {
  type RouteEntry = { id: string; method: string; path: string; access: string; idempotent?: true };
  const areaRoutes: Record<string, RouteEntry>;
  export default areaRoutes;
}
