/** Stands in for vite-plugin-pwa's `virtual:pwa-register`, which only a production build has. */
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return async () => undefined;
}
