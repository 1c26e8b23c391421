import { DRAFTS_SYNC_TAG } from './sync-messages';

type SyncManager = { register(tag: string): Promise<void> };

/**
 * Asks the browser to wake the service worker when the connection returns (Background Sync, where
 * the browser has it), so the drafts go even if the `online` event is missed. Without a worker or
 * without Background Sync this does nothing: the drafts then go on `online` and on the next open.
 */
export async function requestDraftsSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)?.sync;
    if (!sync) return false;
    await sync.register(DRAFTS_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
