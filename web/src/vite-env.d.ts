/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare module 'virtual:api-routes' {
  type RouteEntry = { id: string; method: string; path: string; access: string; idempotent?: true };
  export const apiRouteTable: Record<string, Record<string, RouteEntry>>;
}
