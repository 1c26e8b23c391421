/**
 * Registers the service worker of the installable app (issue 35; web/vite.config.ts builds it) once
 * the page has loaded, so its precache downloads never compete with the first screen. Vite's dev
 * server has no worker. `onUpdate` is called when a new version waits; `activateUpdate` then
 * switches to it and reloads the page.
 */
type UpdateListener = (activateUpdate: () => void) => void;

let registration: Promise<void> | null = null;

export function registerServiceWorker(onUpdate: UpdateListener): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || registration) return;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    const update = registerSW({
      immediate: true,
      onNeedRefresh: () => onUpdate(() => void update(true)),
    });
  };
  registration = new Promise((resolve) => {
    const start = () => {
      register().then(resolve, resolve);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
}
