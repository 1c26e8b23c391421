import type { TABLES } from '../../../shared/tables';

/**
 * Key shapes of the users table (shared/tables.ts says what each index answers). Pure: no environment,
 * no client, so other tables' readers (the activity feed's names, the staff recipients) use them
 * without the users repository.
 */
type IndexName = keyof typeof TABLES.users.indexes;
export const USER_INDEXES = {
  byDirectory: 'byDirectory',
  byProfile: 'byProfile',
  byRole: 'byRole',
} as const satisfies Record<IndexName, IndexName>;

/** The sort key of every profile item, and so the one partition of the byProfile index. */
export const PROFILE_SK = 'PROFILE';

export const userKey = (id: number) => ({ pk: `USER#${id}`, sk: PROFILE_SK });

/** The items that keep usernames and e-mail addresses unique (case-insensitive): one per value. */
export const userGuardKeys = {
  username: (username: string) => ({ pk: `USERNAME#${username.trim().toLowerCase()}`, sk: 'GUARD' }),
  email: (email: string) => ({ pk: `EMAIL#${email.trim().toLowerCase()}`, sk: 'GUARD' }),
};

/** The partition of one role in the byDirectory and byRole indexes. */
export const rolePartition = (role: string) => `ROLE#${role}`;
