import type { TABLES } from '../../../shared/tables';

/**
 * Key shapes of the sessions table, which holds sessions, invitation/reset tokens and rate-limit
 * windows (shared/tables.ts says what its index answers). Pure: no environment, no client.
 */
type IndexName = keyof typeof TABLES.sessions.indexes;
export const SESSION_INDEXES = { byUser: 'byUser' } as const satisfies Record<IndexName, IndexName>;

export const sessionKey = (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' });

export const tokenKey = (tokenHash: string) => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' });

/** When a user last signed in: one item per user, kept under their byUser partition (kind `SIGNIN#`). */
export const signInKey = (userId: number) => ({ pk: `SIGNIN#${userId}`, sk: 'SIGNIN' });

export const rateWindowKey = (bucket: string, windowStart: number) => ({
  pk: `RATE#${bucket}`,
  sk: `WINDOW#${windowStart}`,
});

/** The byUser partition: a user's sessions and tokens together, so revoking them all is one Query. */
export const ownerPartition = (userId: number) => `USER#${userId}`;
