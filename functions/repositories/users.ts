import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ROLES, type Role } from '../../shared/permissions';
import type { AuditEntry } from '../../shared/schemas/audit';
import { userSchema } from '../../shared/schemas/users';
import { dynamo } from '../commons/dynamo';
import { auditPut } from './audit';
import { PROFILE_SK, rolePartition, USER_INDEXES, userGuardKeys, userKey } from './keys/users';
import { counterUpdates } from './statistics';
import type { CounterChange } from './statistics-counters';
import {
  countQuery,
  type Page,
  parseItem,
  queryPage,
  recordTable,
  sendTransaction,
  type TransactionItem,
  unchangedSince,
} from './table';

const table = recordTable('users');

/** A user as stored: the API's user plus what never leaves the server. */
export const userRecordSchema = userSchema.omit({ rijksregisterNummer: true }).extend({
  passwordHash: z.string().nullable(),
  rijksregisterNummerEncrypted: z.string().nullable().default(null),
  /** The masked form shown in lists, kept beside the ciphertext so showing a user never needs the key. */
  rijksregisterNummerMasked: z.string().nullable().default(null),
  /**
   * Who set or changed the bank account and when, the setting at creation included (the last 30
   * days; shared/policies/approvals.ts): none of them approves this user's declarations meanwhile.
   */
  ibanChanges: z.array(z.object({ byId: z.number().int(), at: z.string() })).default([]),
  /** The single last change, as records stored before `ibanChanges` kept it; read, never written. */
  ibanChangedBy: z.number().int().nullable().optional(),
  ibanChangedAt: z.string().nullable().optional(),
  /** Issue 37: mails about what concerns them; absent means yes (the default). */
  notificationMails: z.boolean().optional(),
  /** Issue 31 item 6: when the acknowledged organisation notice version was acknowledged. */
  noticeAcknowledgedAt: z.string().optional(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;
export type NewUserRecord = Omit<UserRecord, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** Why a write was refused: a unique value taken, or the item changed since it was read. */
export type WriteRefusal = 'username-taken' | 'email-taken' | 'changed';

/** What a manager may search on: names, username and e-mail. */
const searchTextOf = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'username' | 'email'>) =>
  [user.firstName, user.lastName, user.username, user.email ?? ''].join(' ').toLowerCase();
/** What everyone else may search on: only what the directory shows them, so a search reveals no hidden field. */
const directorySearchTextOf = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'username'>) =>
  [user.firstName, user.lastName, user.username].join(' ').toLowerCase();

const itemOf = (record: UserRecord) => ({
  ...userKey(record.id),
  gsi1pk: rolePartition(record.role),
  gsi1sk: `${record.createdAt}#${String(record.id).padStart(10, '0')}`,
  searchText: searchTextOf(record),
  directorySearchText: directorySearchTextOf(record),
  ...record,
});

const guardPut = (key: { pk: string; sk: string }, userId: number) => table.putNew({ ...key, userId });
const guardDelete = (key: { pk: string; sk: string }, userId: number): TransactionItem => ({
  Delete: {
    TableName: table.name,
    Key: key,
    ConditionExpression: 'userId = :userId',
    ExpressionAttributeValues: { ':userId': userId },
  },
});

/**
 * Maps a cancelled transaction to the guard that refused it: the reasons come back in the order of
 * the transaction's items, so the caller says which item index guards what.
 */
function refusalOf(error: unknown, meaning: (index: number) => WriteRefusal): WriteRefusal | null {
  if ((error as { name?: string }).name !== 'TransactionCanceledException') return null;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  const index = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
  return index >= 0 ? meaning(index) : 'changed';
}

/**
 * A transaction item that writes nothing and holds only while the user is still at the version that
 * was read: an approval that relied on a payee's IBAN history fails if that history changed meanwhile.
 */
export const userUnchangedCheck = (user: Pick<UserRecord, 'id' | 'version'>): TransactionItem => ({
  ConditionCheck: {
    TableName: table.name,
    Key: userKey(user.id),
    ConditionExpression: 'version = :version',
    ExpressionAttributeValues: { ':version': user.version },
  },
});

export async function getUserById(id: number): Promise<UserRecord | null> {
  const result = await dynamo.send(new GetCommand({ TableName: table.name, Key: userKey(id) }));
  return result.Item ? parseItem(userRecordSchema, result.Item, 'user record') : null;
}

async function userIdByGuard(key: { pk: string; sk: string }): Promise<number | null> {
  const guard = await dynamo.send(new GetCommand({ TableName: table.name, Key: key }));
  return guard.Item ? Number(guard.Item.userId) : null;
}

// Access pattern: sign-in and reset requests by username, through the unique-username guard item.
export async function findUserByUsername(username: string): Promise<UserRecord | null> {
  const id = await userIdByGuard(userGuardKeys.username(username));
  return id === null ? null : getUserById(id);
}

// Access pattern: reset requests by e-mail, through the unique-e-mail guard item.
export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const id = await userIdByGuard(userGuardKeys.email(email));
  return id === null ? null : getUserById(id);
}

/** True once any user was ever created (the id counter exists). */
export async function hasAnyUser(): Promise<boolean> {
  const result = await dynamo.send(
    new GetCommand({ TableName: table.name, Key: { pk: 'COUNTER', sk: 'USER' } }),
  );
  return Boolean(result.Item);
}

export type UserFilter = {
  role?: Role | undefined;
  status?: UserRecord['status'] | undefined;
  search?: string | undefined;
  /** Which text the search looks in: everything a manager sees, or only the directory's names. */
  searchIn?: 'all' | 'directory';
};

/** Status and search narrow a query of users as a filter expression. */
function userFilterExpression(filter: UserFilter) {
  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  if (filter.status) {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = filter.status;
  }
  if (filter.search) {
    conditions.push('contains(#search, :search)');
    names['#search'] = filter.searchIn === 'all' ? 'searchText' : 'directorySearchText';
    values[':search'] = filter.search.toLowerCase();
  }
  return {
    ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
    names,
    values,
  };
}

// Access pattern: the users of one role, newest first (byDirectory: gsi1pk = ROLE#<role>); without a
// role filter, one query per role. Status and search narrow each query with a filter expression.
// Every page of each role: for the server's own lookups (admins, coordinators), never a list route.
export async function listUsers(filter: UserFilter): Promise<UserRecord[]> {
  const roles = filter.role ? [filter.role] : [...ROLES];
  const pages = await Promise.all(roles.map((role) => queryRole(role, filter)));
  return pages.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

async function queryRole(role: Role, filter: UserFilter): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await listUsersPage({ ...filter, role }, { limit: 200, cursor: cursor ?? undefined });
    users.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return users;
}

// Access pattern: one page of users newest first: of one role (byDirectory, gsi1pk = ROLE#<role>), or
// of every role (byProfile, sk = PROFILE); status and search narrow the page as a filter expression.
export async function listUsersPage(
  filter: UserFilter,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<UserRecord>> {
  const { FilterExpression, names, values } = userFilterExpression(filter);
  const byRole = filter.role !== undefined;
  const partition = byRole ? rolePartition(filter.role as Role) : PROFILE_SK;
  const result = await queryPage(
    {
      TableName: table.name,
      IndexName: byRole ? USER_INDEXES.byDirectory : USER_INDEXES.byProfile,
      KeyConditionExpression: '#partition = :partition',
      ...(FilterExpression ? { FilterExpression } : {}),
      ExpressionAttributeNames: { ...names, '#partition': byRole ? 'gsi1pk' : 'sk' },
      ExpressionAttributeValues: { ...values, ':partition': partition },
      ScanIndexForward: false,
    },
    page,
    { table: 'users', index: byRole ? USER_INDEXES.byDirectory : USER_INDEXES.byProfile, partition },
  );
  return {
    items: result.items.map((item) => parseItem(userRecordSchema, item, 'user record')),
    nextCursor: result.nextCursor,
  };
}

/**
 * Writes the user and its username/e-mail guard items in one transaction, so two concurrent
 * creates with one username cannot both succeed.
 */
export async function insertUser(
  input: NewUserRecord,
  now: Date,
  counters: readonly CounterChange[],
  audit?: (user: UserRecord) => AuditEntry,
): Promise<{ user: UserRecord } | { refused: WriteRefusal }> {
  const id = await table.nextId('USER');
  const timestamp = now.toISOString();
  const record: UserRecord = { ...input, id, createdAt: timestamp, updatedAt: timestamp, version: 1 };
  try {
    await sendTransaction({
      TransactItems: [
        table.putNew(itemOf(record)),
        guardPut(userGuardKeys.username(record.username), id),
        ...(record.email ? [guardPut(userGuardKeys.email(record.email), id)] : []),
        // Counters and audit last: the refusal mapping reads the guards by their index.
        ...counterUpdates(counters),
        ...(audit ? [auditPut(audit(record))] : []),
      ],
    });
  } catch (error) {
    const refused = refusalOf(error, (index) =>
      index === 1 ? 'username-taken' : index === 2 ? 'email-taken' : 'changed',
    );
    if (refused) return { refused };
    throw error;
  }
  return { user: record };
}

/**
 * Replaces a user read earlier: conditional on the version that was read (a lost race changes
 * nothing), moving the guard items when the username or e-mail changed.
 */
export async function replaceUser(
  previous: UserRecord,
  changes: Partial<NewUserRecord>,
  now: Date,
  counters: readonly CounterChange[],
  audit?: (user: UserRecord) => AuditEntry,
  keeps?: UserRecord | null,
): Promise<{ user: UserRecord } | { refused: WriteRefusal }> {
  const next: UserRecord = {
    ...previous,
    ...changes,
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  const guardItems: { item: TransactionItem; meaning: WriteRefusal }[] = [];
  const sameKey = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
  if (!sameKey(previous.username, next.username)) {
    guardItems.push({
      item: guardPut(userGuardKeys.username(next.username), next.id),
      meaning: 'username-taken',
    });
    guardItems.push({
      item: guardDelete(userGuardKeys.username(previous.username), next.id),
      meaning: 'changed',
    });
  }
  if (!sameKey(previous.email, next.email)) {
    if (next.email)
      guardItems.push({ item: guardPut(userGuardKeys.email(next.email), next.id), meaning: 'email-taken' });
    if (previous.email)
      guardItems.push({
        item: guardDelete(userGuardKeys.email(previous.email), next.id),
        meaning: 'changed',
      });
  }
  try {
    await sendTransaction({
      TransactItems: [
        table.putUnchanged(itemOf(next), previous.version),
        ...guardItems.map((guard) => guard.item),
        ...counterUpdates(counters),
        ...(audit ? [auditPut(audit(next))] : []),
        ...(keeps ? [unchangedCheck(keeps)] : []),
      ],
    });
  } catch (error) {
    const refused = refusalOf(error, (index) =>
      index === 0 ? 'changed' : (guardItems[index - 1]?.meaning ?? 'changed'),
    );
    if (refused) return { refused };
    throw error;
  }
  return { user: next };
}

/**
 * A transaction element that writes nothing and holds only while `user` is still as it was read:
 * the active admin a demotion, deactivation or deletion of another admin leaves behind. Two admins
 * removing each other at the same moment cannot both succeed.
 */
const unchangedCheck = (user: UserRecord) =>
  ({
    ConditionCheck: { TableName: table.name, Key: userKey(user.id), ...unchangedSince(user.version) },
  }) satisfies TransactionItem;

/** Deletes the user and its guard items, conditional on the version that was read. */
export async function deleteUser(
  previous: UserRecord,
  counters: readonly CounterChange[],
  audit?: AuditEntry,
  keeps?: UserRecord | null,
): Promise<'deleted' | 'changed'> {
  try {
    await sendTransaction({
      TransactItems: [
        table.deleteUnchanged(userKey(previous.id), previous.version),
        { Delete: { TableName: table.name, Key: userGuardKeys.username(previous.username) } },
        ...(previous.email
          ? [{ Delete: { TableName: table.name, Key: userGuardKeys.email(previous.email) } }]
          : []),
        ...counterUpdates(counters),
        ...(audit ? [auditPut(audit)] : []),
        ...(keeps ? [unchangedCheck(keeps)] : []),
      ],
    });
    return 'deleted';
  } catch (error) {
    if (refusalOf(error, () => 'changed')) return 'changed';
    throw error;
  }
}

/**
 * Access pattern: how many users of each status exist, for rebuilding the statistics counters after a
 * bulk load (byDirectory, one COUNT query per role and status, the status as a filter: users have no
 * status index, and there are tens of them, not thousands). Never in a request path.
 */
export async function countUsersByStatus(
  roles: readonly string[] = ROLES,
): Promise<Record<UserRecord['status'], number>> {
  const statuses = userRecordSchema.shape.status.options;
  const counts = await Promise.all(
    statuses.map(async (status) => {
      const perRole = await Promise.all(
        roles.map((role) =>
          countQuery({
            TableName: table.name,
            IndexName: USER_INDEXES.byDirectory,
            KeyConditionExpression: 'gsi1pk = :directory',
            FilterExpression: '#status = :status',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':directory': rolePartition(role), ':status': status },
          }),
        ),
      );
      return [status, perRole.reduce((sum, count) => sum + count, 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<UserRecord['status'], number>;
}
