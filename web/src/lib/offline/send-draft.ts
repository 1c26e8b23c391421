import { request } from '../api/client';
import { apiRoutes } from '../api/routes';
import { uploadFile } from '../upload/upload-file';
import { type DeclarationDraft, deleteDraft, isNetworkFailure, listDrafts } from './drafts';

/**
 * Sends one draft: its photo first (a fresh upload), then the declaration with the draft's own
 * Idempotency-Key, so a draft the server already stored (its answer lost) is not stored twice.
 */
export async function sendDraft(draft: DeclarationDraft): Promise<void> {
  let body = draft.body;
  if (draft.receipt) {
    const file = new File([draft.receipt.blob], draft.receipt.name, { type: draft.receipt.type });
    const upload = await uploadFile(file, 'declaration-receipt');
    body = { ...body, receiptUploadId: upload.uploadId };
  }
  const route = apiRoutes.declarations.create;
  await request(route.method, route.path, { body, authenticated: true, idempotencyKey: draft.id });
}

/** How many drafts went, and whether a network failure stopped the rest (they wait for the next try). */
export type DraftsSent = { sent: number; isStillOffline: boolean };

let sending: Promise<DraftsSent> | null = null;

/**
 * Sends the user's drafts in the order they were made; stops at the first network failure (still
 * offline). A draft the server refuses stays, for the user to edit or discard.
 */
export function sendDrafts(userId: number): Promise<DraftsSent> {
  sending ??= (async () => {
    let sent = 0;
    try {
      for (const draft of await listDrafts(userId)) {
        try {
          await sendDraft(draft);
          await deleteDraft(draft.id);
          sent += 1;
        } catch (error) {
          if (isNetworkFailure(error)) return { sent, isStillOffline: true };
        }
      }
    } finally {
      sending = null;
    }
    return { sent, isStillOffline: false };
  })();
  return sending;
}
