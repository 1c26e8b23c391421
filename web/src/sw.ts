/// <reference lib="webworker" />
/**
 * The installable app's service worker (issue 35), built by vite-plugin-pwa's injectManifest
 * (web/vite.config.ts), which writes the build's file list into `self.__WB_MANIFEST`.
 *
 * - Precaching: the app shell and the build's static files by their hashes, so a deploy is a new
 *   precache version; navigations get the shell, except the API and the registration form.
 * - The API is never answered from a cache: no route here matches /api, so those requests go to the
 *   network untouched.
 * - Updates wait: the page asks "Nieuwe versie beschikbaar — vernieuwen" and sends SKIP_WAITING.
 * - Background Sync: when a draft declaration was kept offline the page registers
 *   DRAFTS_SYNC_TAG; on `sync` this worker asks the open pages to send their drafts and waits for
 *   their answer.
 *
 * Why the pages send the drafts and not this worker: the page knows who is signed in (a draft is only
 * ever sent under its own user's session, never another's), and it holds the one sender with its
 * upload path (presigned upload with progress through XMLHttpRequest, which workers lack) and its
 * lock against two sends at once. Sending from here would be a second copy of all that. Each draft
 * still carries its own Idempotency-Key, so a page and a retry sending the same draft store it once.
 * When no signed-in page answers, the sync fails and the browser tries again later; the page's own
 * fallback (on the next open, and on `online`) stays.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { SERVICE_WORKER_NAVIGATION_DENYLIST } from '../../shared/web-app-manifest';
import {
  DRAFTS_SYNC_TAG,
  SEND_DRAFTS_MESSAGE,
  SEND_DRAFTS_TIMEOUT_MS,
  type SendDraftsReply,
} from './lib/offline/sync-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Background Sync's event, which TypeScript's webworker library does not declare. */
type SyncEvent = ExtendableEvent & { readonly tag: string; readonly lastChance: boolean };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [...SERVICE_WORKER_NAVIGATION_DENYLIST],
  }),
);

// The build's lazily loaded screens too big to precache (pdf.js, the API reference) are cached when
// first shown; their hashed names never change content.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Asks one page to send its drafts; false when it does not answer in time (no one signed in there). */
function askToSend(client: Client): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), SEND_DRAFTS_TIMEOUT_MS);
    channel.port1.onmessage = (message: MessageEvent<SendDraftsReply>) => {
      clearTimeout(timer);
      resolve(message.data?.isDone === true);
    };
    client.postMessage({ type: SEND_DRAFTS_MESSAGE }, [channel.port2]);
  });
}

async function sendDraftsThroughPages(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const answers = await Promise.all(pages.map(askToSend));
  // A rejected sync is retried by the browser later (with back-off); the next open sends anyway.
  if (!answers.includes(true)) throw new Error('No page sent the drafts');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === DRAFTS_SYNC_TAG) sync.waitUntil(sendDraftsThroughPages());
});
