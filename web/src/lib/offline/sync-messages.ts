/**
 * What the service worker (web/src/sw.ts) and the pages say to each other about drafts kept offline
 * (issue 35 step 4): the Background Sync tag a page registers when it keeps a draft, and the message
 * the worker sends the pages on `sync`, answered through the message's port.
 */

export const DRAFTS_SYNC_TAG = 'send-declaration-drafts';
export const SEND_DRAFTS_MESSAGE = 'send-declaration-drafts';

/** How long the worker waits for a page's answer; browsers end a sync event after a few minutes. */
export const SEND_DRAFTS_TIMEOUT_MS = 60_000;

/** A page's answer: done when none of its user's drafts is left waiting for the network. */
export type SendDraftsReply = { isDone: boolean };
