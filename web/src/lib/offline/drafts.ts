/**
 * Declarations kept on the phone while there is no connection (issue 35 step 4): in IndexedDB, with
 * the receipt photo as a Blob, one per submission. A draft's id is its Idempotency-Key, so however
 * often it is sent again (a lost answer, two tabs, the next open) the server stores it once. Drafts
 * belong to the user who made them: they are read per user, cleared on sign-out, and a different
 * user signing in on the device removes every draft that is not theirs.
 */

import { UploadTransferError } from '../upload/put-with-progress';
import { requestDraftsSync } from './request-sync';

const DATABASE = 'vrijwilligersportaal-offline';
const STORE = 'declaration-drafts';
const VERSION = 1;

export type DraftReceipt = { name: string; type: string; blob: Blob };

export type DeclarationDraft = {
  /** Also the Idempotency-Key of every attempt to send it. */
  id: string;
  userId: number;
  /** The declaration body as the form made it, without a receipt upload id. */
  body: Record<string, unknown>;
  receipt: DraftReceipt | null;
  createdAt: string;
};

/** Fired on window whenever drafts were added, sent or removed, so every list shows the same. */
export const DRAFTS_CHANGED_EVENT = 'declaration-drafts-changed';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('userId', 'userId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const database = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request?.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

const changed = () => window.dispatchEvent(new Event(DRAFTS_CHANGED_EVENT));

export async function listDrafts(userId: number): Promise<DeclarationDraft[]> {
  const drafts = await run<DeclarationDraft[]>('readonly', (store) =>
    store.index('userId').getAll(IDBKeyRange.only(userId)),
  );
  return (drafts ?? []).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Keeps a draft and asks for a Background Sync to send it when the connection returns. */
export async function saveDraft(draft: DeclarationDraft): Promise<void> {
  await run('readwrite', (store) => store.put(draft));
  changed();
  await requestDraftsSync();
}

export async function deleteDraft(id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(id));
  changed();
}

/** On sign-out: nothing of the user stays on the device. */
export async function clearDrafts(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await run('readwrite', (store) => store.clear());
  changed();
}

/** When someone signs in: another user's drafts never stay beside theirs. */
export async function clearOtherUsersDrafts(userId: number): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const all = (await run<DeclarationDraft[]>('readonly', (store) => store.getAll())) ?? [];
  const others = all.filter((draft) => draft.userId !== userId);
  if (others.length === 0) return;
  await run('readwrite', (store) => {
    for (const draft of others) store.delete(draft.id);
    return undefined;
  });
  changed();
}

/** A submit that failed because the phone had no connection (not an answer of the server). */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError || (error instanceof UploadTransferError && error.status === 0);
}
