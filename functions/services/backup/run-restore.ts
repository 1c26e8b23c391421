import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import * as z from 'zod';
import { BACKUP_SOURCE_TABLES } from '../../../shared/backup-tables';
import { formatFileSize } from '../../../shared/format/sizes';
import { backupMessages } from '../../../shared/messages/backup';
import { isAcceptedChange, needsRestoreConsent } from '../../../shared/policies/restore';
import {
  BACKUP_VERSION,
  type RestoreEntityCount,
  type RestoreProblem,
  type RestoreRoleChange,
  type RestoreSkippedUser,
  type RestoreUserClash,
} from '../../../shared/schemas/backup';
import { DECLARATION_STATUSES, FAMILY_STATUSES } from '../../../shared/statuses';
import { auditTtlOf } from '../../repositories/audit';
import {
  clearRecountPending,
  getRestoreJob,
  isRecountPending,
  markRecountPending,
  type RestoreJobRecord,
  updateRestoreJob,
} from '../../repositories/backup-jobs';
import {
  deleteItemsOfUser,
  insertStoredItems,
  partitionHoldsAny,
  putStoredItems,
  raiseCounter,
  readStoredItems,
  readTablePage,
  scanTableInSegments,
} from '../../repositories/backup-tables';
import { userGuardKeys, userKey } from '../../repositories/keys/users';
import type { Item } from '../../repositories/table';
import {
  objectEtag,
  objectSize,
  putObjectStream,
  readObjectRange,
  readObjectStream,
  readWholeObject,
  uploadStream,
} from '../../storage/backup-objects';
import { bucketName } from '../../storage/buckets';
import { deleteObject, readObjectStart } from '../../storage/objects';
import { recordAudit } from '../audit/record-audit';
import { decryptField, fieldKeyFingerprint, loadFieldEncryptionKey } from '../crypto/field-encryption';
import { forgetCachedSettings } from '../settings/settings-reader';
import { endAccessOf } from '../users/end-access';
import { ibanHistoryAfter } from '../users/iban-changes';
import {
  type BackupTable,
  COUNTERS,
  ENTITIES,
  type EntitySpec,
  entityOf,
  INDEXES,
  isRecounted,
  ownerOfRecord,
  recordId,
  USER_GUARD_SK,
  withoutDerived,
} from './catalogue';
import {
  decryptStream,
  ENCRYPTION_HEADER_BYTES,
  isEncryptedBackup,
  WrongPassphraseError,
} from './encryption';
import { BackupMac, digestOf, macMatches, macTrailerOf } from './file-mac';
import { parseBackupJson, sameStoredValue } from './json-codec';
import { recountDerivedCounters } from './recount';
import { FILE_BUCKETS } from './run-backup';
import {
  isZip,
  openZipByRanges,
  RESTORE_LIMITS,
  RestoreLimitError,
  readAll,
  ZIP_FILES_PREFIX,
  ZIP_JSON_ENTRY,
  ZIP_MAC_ENTRY,
  zipEntries,
} from './zip';

const m = backupMessages.backup;
/** Problems kept in the job; problemCount counts them all. */
const PROBLEMS_SHOWN = 200;
const PROGRESS_EVERY = 2000;
/** Records compared and written per round: one BatchGet of 100 keys, four BatchWrites. */
const BATCH = 100;

const fileShape = z.object({
  exportDate: z.string(),
  version: z.literal(BACKUP_VERSION),
  data: z.record(z.string(), z.array(z.unknown())),
  metadata: z
    .object({
      encryptionKeyFingerprint: z.string().optional(),
      buckets: z.record(z.string(), z.string()).optional(),
    })
    .loose()
    .optional(),
});
type BackupFile = z.infer<typeof fileShape>;

class RestoreRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

type Planned = {
  entity: string;
  table: BackupTable;
  item: Record<string, unknown> & { pk: string; sk: string };
};
/** A stored object in a zip backup: read from the zip (a stream) only when it is compared or put back. */
type StoredFile = { bucket: string; key: string; size: number; open: () => Promise<Readable> };

const SPECS_BY_NAME = new Map<string, EntitySpec>(
  [...ENTITIES, COUNTERS, INDEXES].map((spec) => [spec.entity, spec]),
);
const isBackupTable = (value: unknown): value is BackupTable =>
  typeof value === 'string' && (BACKUP_SOURCE_TABLES as readonly string[]).includes(value);

/** The MAC the file carries (null: none) and the SHA-256 of the JSON it covers; a zip's files are hashed as they are compared. */
type CarriedMac = { expected: string | null; jsonDigest: Buffer };
type OpenedBackup = { file: BackupFile; files: StoredFile[]; mac: CarriedMac; close: () => Promise<void> };

const limitRefusal = (error: RestoreLimitError) =>
  new RestoreRefusal(
    error.limit === 'entries'
      ? m.tooManyEntries(RESTORE_LIMITS.zipEntries)
      : m.fileTooLarge(formatFileSize(RESTORE_LIMITS.jsonBytes)),
  );

/**
 * Opens the uploaded file without holding its stored objects: a zip is read through range GETs of
 * the S3 object (its directory, then each entry when it is needed); only the JSON is read whole. An
 * encrypted file is first decrypted, streaming, into an S3 object beside it (a multipart upload that
 * is only completed once the GCM tag at the end of the file checks out: nothing of an altered file is
 * ever read), which is then read the same way and removed by `close`.
 */
async function readBackupFile(job: RestoreJobRecord): Promise<OpenedBackup> {
  let close = async () => {};
  try {
    const source = { bucket: job.bucket, key: job.key };
    let start = await readObjectStart(source.bucket, source.key, ENCRYPTION_HEADER_BYTES);
    if (isEncryptedBackup(start)) {
      if (!job.passphraseEncrypted) throw new RestoreRefusal(m.passphraseRequired);
      // One per job: a dry run and a restore of the same upload may run at the same time.
      const plainKey = `${job.key}.${job.id}.decrypted`;
      try {
        const { body } = await readObjectStream(job.bucket, job.key);
        const plain = decryptStream(body, decryptField(job.passphraseEncrypted));
        await uploadStream(job.bucket, plainKey, plain, 'application/octet-stream');
      } catch (error) {
        if (error instanceof WrongPassphraseError) throw new RestoreRefusal(m.wrongPassphrase);
        throw error;
      }
      close = () => deleteObject(job.bucket, plainKey);
      source.key = plainKey;
      start = await readObjectStart(source.bucket, source.key, ENCRYPTION_HEADER_BYTES);
    }
    let json: Buffer | undefined;
    let zipMac: string | null = null;
    const files: StoredFile[] = [];
    if (isZip(start)) {
      const size = await objectSize(source.bucket, source.key);
      const zip = await openZipByRanges(
        (from, to) => readObjectRange(source.bucket, source.key, from, to),
        size,
      ).catch(() => Promise.reject(new RestoreRefusal(m.invalidFile)));
      const removePlain = close;
      close = async () => {
        zip.close();
        await removePlain();
      };
      try {
        for (const entry of await zipEntries(zip)) {
          if (entry.path === ZIP_JSON_ENTRY) {
            if (entry.size > RESTORE_LIMITS.jsonBytes) throw new RestoreLimitError('bytes');
            json = await readAll(await entry.open(), RESTORE_LIMITS.jsonBytes);
          } else if (entry.path === ZIP_MAC_ENTRY)
            zipMac = (await readAll(await entry.open(), RESTORE_LIMITS.macBytes)).toString('utf8').trim();
          else if (entry.path.startsWith(ZIP_FILES_PREFIX)) {
            const rest = entry.path.slice(ZIP_FILES_PREFIX.length);
            const slash = rest.indexOf('/');
            files.push({
              bucket: rest.slice(0, slash),
              key: rest.slice(slash + 1),
              size: entry.size,
              open: entry.open,
            });
          }
        }
      } catch (error) {
        if (error instanceof RestoreLimitError) throw limitRefusal(error);
        throw new RestoreRefusal(m.invalidFile);
      }
      if (!json) throw new RestoreRefusal(m.invalidFormat);
    } else {
      if ((await objectSize(source.bucket, source.key)) > RESTORE_LIMITS.jsonBytes)
        throw limitRefusal(new RestoreLimitError('bytes'));
      json = (await readWholeObject(source.bucket, source.key)).body;
    }
    const mac: CarriedMac = isZip(start)
      ? { expected: zipMac, jsonDigest: digestOf(json) }
      : (({ mac: expected, digest }) => ({ expected, jsonDigest: digest }))(macTrailerOf(json));
    let parsed: unknown;
    try {
      parsed = parseBackupJson(json);
    } catch {
      throw new RestoreRefusal(m.invalidFormat);
    }
    const shape = fileShape.safeParse(parsed);
    if (!shape.success) throw new RestoreRefusal(m.invalidFormat);
    return { file: shape.data, files, mac, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Checks every record with its entity's schema and key; what passes is planned, what fails is a problem. */
function planRecords(file: BackupFile) {
  const planned: Planned[] = [];
  const problems: RestoreProblem[] = [];
  for (const [entity, records] of Object.entries(file.data)) {
    const spec = SPECS_BY_NAME.get(entity);
    for (const [index, value] of records.entries()) {
      const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
      const id = record ? recordId(record) : `#${index + 1}`;
      const problem = (message: string) => problems.push({ entity, id, message });
      if (!spec) {
        problem(m.unknownEntity);
        continue;
      }
      if (!record || typeof record.pk !== 'string' || typeof record.sk !== 'string') {
        problem(m.recordKeyMissing);
        continue;
      }
      const crossTable = spec === COUNTERS || spec === INDEXES;
      const table = crossTable ? record.$table : spec.table;
      if (!isBackupTable(table) || entityOf(table, record.pk, record.sk) !== spec) {
        problem(m.recordKeyMismatch);
        continue;
      }
      const result = spec.schema.safeParse(record);
      if (!result.success) {
        const issue = result.error.issues[0];
        problem(m.recordInvalid(`${issue?.path.map(String).join('.') || 'record'}: ${issue?.message ?? ''}`));
        continue;
      }
      const { $table: _table, ...item } = record;
      if (spec.derived) Object.assign(item, spec.derived(result.data as never));
      planned.push({ entity, table, item: item as Planned['item'] });
    }
  }
  return { planned, problems };
}

/**
 * The users of the file whose username or e-mail address this installation's guard item gives to
 * another user (another id): restoring them would take the guard from that user, who could then no
 * longer sign in or be found by it. Not a clash when that other user is restored from the file too,
 * with other values: the restore takes the value from them (two users who swapped names, or a name
 * handed on after a rename here). One read of every restored user's guard items.
 */
async function userClashes(
  planned: readonly Planned[],
  refused: ReadonlySet<number>,
): Promise<RestoreUserClash[]> {
  const wanted: {
    userId: number;
    username: string;
    field: RestoreUserClash['field'];
    value: string;
    key: { pk: string; sk: string };
  }[] = [];
  for (const { entity, item } of planned) {
    if (entity !== 'users') continue;
    const userId = Number(item.id);
    const username = String(item.username);
    wanted.push({
      userId,
      username,
      field: 'username',
      value: username,
      key: userGuardKeys.username(username),
    });
    if (typeof item.email === 'string' && item.email !== '')
      wanted.push({
        userId,
        username,
        field: 'email',
        value: item.email,
        key: userGuardKeys.email(item.email),
      });
  }
  if (wanted.length === 0) return [];
  const keys = [...new Map(wanted.map(({ key }) => [key.pk, key])).values()];
  const owners = new Map(
    (await readStoredItems('users', keys)).map((guard) => [String(guard.pk), Number(guard.userId)]),
  );
  const givenTo = new Map<number, Set<string>>();
  for (const { userId, key } of wanted) givenTo.set(userId, (givenTo.get(userId) ?? new Set()).add(key.pk));
  // A user left out keeps what they hold here, so whoever wanted it from them is left out as well:
  // repeated until no more users are left out (the set only grows). Users whose role change was not
  // accepted are left out from the start.
  let skipped = new Set<number>(refused);
  for (;;) {
    const clashes: RestoreUserClash[] = [];
    for (const { key, ...user } of wanted) {
      const otherUserId = owners.get(key.pk);
      if (otherUserId === undefined || otherUserId === user.userId) continue;
      const isGivenUp = givenTo.has(otherUserId) && !givenTo.get(otherUserId)?.has(key.pk);
      if (isGivenUp && !skipped.has(otherUserId)) continue;
      clashes.push({ ...user, otherUserId, message: m.userClash(user.field, user.value) });
    }
    const next = new Set([...refused, ...clashes.map((clash) => clash.userId)]);
    if (next.size === skipped.size) return clashes;
    skipped = next;
  }
}

/**
 * The users of the file that would gain or change rights (shared/policies/restore.ts): a role or type
 * other than the stored one, or a new user with more rights than a volunteer. Each is listed by name;
 * a restore writes only those its request accepted (that user, that role and type) and leaves the
 * others out like a clash. One read of the stored profiles of the file's users.
 */
async function roleChangesOf(planned: readonly Planned[], job: RestoreJobRecord) {
  const users = planned.filter(({ entity }) => entity === 'users').map(({ item }) => item);
  if (users.length === 0) return { changes: [] as RestoreRoleChange[], refused: new Set<number>() };
  const stored = new Map(
    (
      await readStoredItems(
        'users',
        users.map((user) => userKey(Number(user.id))),
      )
    ).map((profile) => [Number(profile.id), profile]),
  );
  const isRestore = job.mode === 'restore';
  const changes: RestoreRoleChange[] = [];
  const refused = new Set<number>();
  for (const user of users) {
    const userId = Number(user.id);
    const existing = stored.get(userId);
    const before = existing
      ? { role: String(existing.role), type: (existing.type as string | null) ?? null }
      : null;
    const after = { role: user.role, type: user.type ?? null } as RestoreRoleChange['after'];
    if (!needsRestoreConsent(before, after)) continue;
    const accepted = isRestore && isAcceptedChange(job.acceptedRoleChanges, userId, after);
    if (isRestore && !accepted) refused.add(userId);
    changes.push({
      userId,
      username: String(user.username),
      name: `${String(user.firstName)} ${String(user.lastName)}`.trim(),
      before,
      after,
      accepted,
      message: !isRestore
        ? m.roleChange(before, after)
        : accepted
          ? m.roleChangeAccepted(before, after)
          : m.roleChangeRefused(before, after),
    });
  }
  return { changes, refused };
}

/**
 * Leaves out the users that clash and every record of the file that belongs to one of them (the
 * catalogue's `ownerOf`: their declarations, notifications, calendar memberships, ...): written, those
 * would point at a user who is not restored, or at another person with that id here. Counts, per user
 * and entity, what was left out beside the user's own profile and guard items.
 */
function withoutSkippedUsers(planned: readonly Planned[], skipped: ReadonlyMap<number, string>) {
  const leftOut = new Map<number, Map<string, number>>();
  if (skipped.size === 0) return { planned, skippedUsers: [] as RestoreSkippedUser[] };
  const kept = planned.filter(({ entity, table, item }) => {
    const owner = ownerOfRecord(entity, table, item);
    if (owner === null || !skipped.has(owner)) return true;
    if (table !== 'users') {
      const counts = leftOut.get(owner) ?? new Map<string, number>();
      counts.set(entity, (counts.get(entity) ?? 0) + 1);
      leftOut.set(owner, counts);
    }
    return false;
  });
  const skippedUsers = [...skipped].map(([userId, username]): RestoreSkippedUser => {
    const records = [...(leftOut.get(userId) ?? [])].map(([entity, count]) => ({ entity, count }));
    return { userId, username, records, message: m.recordsLeftOut(records) };
  });
  return { planned: kept, skippedUsers };
}

type HeldGuard = { pk: string; sk: string; userId: number };
const GUARDED_FIELDS = [
  { field: 'username', keyOf: userGuardKeys.username },
  { field: 'email', keyOf: userGuardKeys.email },
] as const;

/**
 * The guard items of a restored user that this installation's profile names (its username and e-mail
 * address here) and the file's profile no longer gives them. Left in place they would keep pointing at
 * the user: nobody else could take the old username, and it might still sign them in.
 */
function guardsGivenUp(existing: Record<string, unknown>, target: Record<string, unknown>): HeldGuard[] {
  const userId = Number(target.id);
  const given: HeldGuard[] = [];
  for (const { field, keyOf } of GUARDED_FIELDS) {
    const held = existing[field];
    if (typeof held !== 'string' || held.trim() === '') continue;
    const kept = target[field];
    const key = keyOf(held);
    if (typeof kept === 'string' && kept.trim() !== '' && keyOf(kept).pk === key.pk) continue;
    given.push({ ...key, userId });
  }
  return given;
}

/**
 * The value each id counter must at least have after the restore: the file's counter, and never below
 * the highest id restored from it (a file whose counter is missing or behind would hand out taken ids).
 */
function counterTargets(planned: readonly Planned[]) {
  const targets = new Map<string, { table: BackupTable; sk: string; value: number }>();
  const raise = (table: BackupTable, sk: string, value: number) => {
    const key = `${table}\u0000${sk}`;
    const current = targets.get(key);
    if (!current || current.value < value) targets.set(key, { table, sk, value });
  };
  for (const { entity, table, item } of planned) {
    if (entity === COUNTERS.entity) raise(table, item.sk, Number(item.value) || 0);
    const spec = SPECS_BY_NAME.get(entity);
    if (!spec?.counter) continue;
    const value = spec.counterValueOf ? spec.counterValueOf(item) : item.id;
    if (typeof value === 'number' && Number.isSafeInteger(value)) raise(table, spec.counter, value);
  }
  return targets;
}

/**
 * The entities of the file this installation holds none of (the partition every one of their items is
 * in is empty): each of their records is new here, so none needs reading to compare.
 */
async function absentEntities(planned: readonly Planned[]): Promise<Set<string>> {
  const absent = new Set<string>();
  for (const entity of new Set(planned.map((entry) => entry.entity))) {
    const spec = SPECS_BY_NAME.get(entity);
    if (spec?.everyItemIn && !(await partitionHoldsAny(spec.table, spec.everyItemIn))) absent.add(entity);
  }
  return absent;
}

/** The entities the dashboard totals count. */
const COUNTED_ENTITIES = ['users', 'families', 'declarations'];

/**
 * Counts per status of the families and declarations the installation held none of before the
 * restore: after it, exactly the file's records are there, so the recount need not query them.
 */
function knownCounts(planned: readonly Planned[], absent: ReadonlySet<string>) {
  const tally = <S extends string>(
    entity: string,
    statuses: readonly S[],
    statusOf: (item: Planned['item']) => unknown,
  ) => {
    if (!absent.has(entity)) return undefined;
    const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
    for (const entry of planned)
      if (entry.entity === entity) {
        const status = statusOf(entry.item) as S;
        counts[status] = (counts[status] ?? 0) + 1;
      }
    return counts;
  };
  return {
    families: tally('families', FAMILY_STATUSES, (item) => item.guidanceStatus),
    declarations: tally('declarations', DECLARATION_STATUSES, (item) => item.status),
  };
}

/** The MD5 of a stream (what a single-part object's ETag is) and its SHA-256 (for the MAC), read through once. */
async function digestsOf(stream: AsyncIterable<Uint8Array>): Promise<{ md5: string; sha256: Buffer }> {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  for await (const chunk of stream) {
    md5.update(chunk);
    sha256.update(chunk);
  }
  return { md5: md5.digest('hex'), sha256: sha256.digest() };
}

/** What a restore compares a user's access by: a change ends their sessions and links. */
const ACCESS_FIELDS = ['role', 'type', 'status'] as const;

/**
 * A restored IBAN other than the stored one (or a new user's) counts as changed by the admin who
 * restored, now, so the four-eyes rule applies to them; who changed it last never comes from the file.
 */
function markIbanChange(
  existing: Record<string, unknown> | undefined,
  target: Record<string, unknown>,
  restoredBy: number,
  now: Date,
) {
  for (const field of ['ibanChanges', 'ibanChangedBy', 'ibanChangedAt'] as const) delete target[field];
  const stored = existing ? (existing as Parameters<typeof ibanHistoryAfter>[0]) : null;
  const bankAccount = typeof target.bankAccount === 'string' ? target.bankAccount : null;
  Object.assign(target, ibanHistoryAfter(stored, bankAccount, restoredBy, now));
}

/**
 * Batches compared or written at the same time: DynamoDB takes them in parallel, one after another it
 * waits. 16 rather than 6: a restore of 100,000 items into emptied tables took 67.8 s instead of 75.2 s
 * on DynamoDB Local here (quiet machine).
 */
const PARALLEL_BATCHES = 16;

/** Runs `task` for every index below `count`, at most PARALLEL_BATCHES at a time. */
async function inParallel(count: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, count) }, lane));
}

/** A table the file holds at least this many records of is read whole to compare them, not by key. */
const SCAN_FROM_RECORDS = 1000;
/** Parallel Scan segments per table read whole. */
const SCAN_SEGMENTS = 4;

const storedKey = (item: { pk?: unknown; sk?: unknown }) => `${String(item.pk)}\u0000${String(item.sk)}`;

/**
 * The stored items of the planned records, for the tables the file holds many records of (issue 40:
 * a second restore of the same file ≤ 0.6 × writing it): a parallel Scan of such a table reads its
 * items for a fraction of what BatchGetItem calls by key cost, and a backup's tables are mostly the
 * file's records. Tables with fewer records, and entities this installation holds none of, are left
 * to the reads by key (or none) of the comparison.
 */
async function storedItemsByScan(
  planned: readonly Planned[],
  absent: ReadonlySet<string>,
): Promise<Map<BackupTable, Map<string, Item>>> {
  const wanted = new Map<BackupTable, Set<string>>();
  for (const { table, entity, item } of planned) {
    if (absent.has(entity)) continue;
    const keys = wanted.get(table) ?? new Set<string>();
    keys.add(storedKey(item));
    wanted.set(table, keys);
  }
  const read = new Map<BackupTable, Map<string, Item>>();
  await Promise.all(
    [...wanted]
      .filter(([, keys]) => keys.size >= SCAN_FROM_RECORDS)
      .map(async ([table, keys]) => {
        const found = new Map<string, Item>();
        await scanTableInSegments(table, SCAN_SEGMENTS, (items) => {
          for (const item of items) {
            const key = storedKey(item);
            if (keys.has(key)) found.set(key, item);
          }
        });
        read.set(table, found);
      }),
  );
  return read;
}

/**
 * Validates (dry run) or restores one uploaded backup. Every record is checked first; a restore of a
 * file with any problem writes nothing. Records are upserted by key in batches and only when they
 * differ from what is stored, so a second run changes nothing. Users keep the password hash they
 * have; a user new to this installation comes back pending, without one. A rijksregisternummer
 * encrypted with another key is left out. Id counters only go up; files are put back when they differ.
 */
export async function runRestore(jobId: string, now: () => Date = () => new Date()): Promise<void> {
  const job = await getRestoreJob(jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  await loadFieldEncryptionKey();
  await updateRestoreJob(jobId, { status: 'running', done: 0 });

  let read: Awaited<ReturnType<typeof readBackupFile>>;
  try {
    read = await readBackupFile(job);
  } catch (error) {
    if (!(error instanceof RestoreRefusal)) throw error;
    await updateRestoreJob(
      jobId,
      { status: 'failed', error: error.reason, finishedAt: now().toISOString() },
      true,
    );
    return;
  }
  try {
    await restoreFrom(job, read, now);
  } finally {
    await read.close();
  }
}

/** The rest of a run once the file is open: check, compare, and (restore) write. */
async function restoreFrom(job: RestoreJobRecord, read: OpenedBackup, now: () => Date): Promise<void> {
  const jobId = job.id;
  const { file, files } = read;
  const checked = planRecords(file);
  const { problems } = checked;
  const roleChanges = await roleChangesOf(checked.planned, job);
  const clashes = await userClashes(checked.planned, roleChanges.refused);
  const skipped = new Map(clashes.map((clash) => [clash.userId, clash.username]));
  for (const change of roleChanges.changes)
    if (roleChanges.refused.has(change.userId)) skipped.set(change.userId, change.username);
  const { planned, skippedUsers } = withoutSkippedUsers(checked.planned, skipped);
  const writing = job.mode === 'restore' && problems.length === 0;
  const total = (planned.length + files.length) * (writing ? 2 : 1);
  let done = 0;
  let reported = 0;
  const report = async () => {
    if (done - reported < PROGRESS_EVERY) return;
    reported = done;
    await updateRestoreJob(jobId, { done, total });
  };
  await updateRestoreJob(jobId, { total, exportDate: file.exportDate });

  const sameKey = file.metadata?.encryptionKeyFingerprint === fieldKeyFingerprint();
  const bucketRenames = new Map<string, string>();
  for (const bucket of FILE_BUCKETS) {
    const old = file.metadata?.buckets?.[bucket];
    if (old) bucketRenames.set(old, bucketName(bucket));
  }
  const counts = new Map<string, RestoreEntityCount>();
  for (const entity of Object.keys(file.data))
    counts.set(entity, { entity, added: 0, changed: 0, unchanged: 0 });
  let rrnSkipped = 0;
  let usersPending = 0;
  const accessChanged = new Set<number>();
  const writes: { table: BackupTable; entity: string; item: Record<string, unknown> }[] = [];
  const givenUp: HeldGuard[] = [];

  const absent = await absentEntities(planned);
  const scanned = await storedItemsByScan(planned, absent);
  await inParallel(Math.ceil(planned.length / BATCH), async (index) => {
    const batch = planned.slice(index * BATCH, index * BATCH + BATCH);
    const byTable = new Map<BackupTable, Planned[]>();
    for (const entry of batch) byTable.set(entry.table, [...(byTable.get(entry.table) ?? []), entry]);
    for (const [table, entries] of byTable) {
      const toRead = entries.filter(({ entity }) => !absent.has(entity));
      const current =
        scanned.get(table) ??
        new Map(
          (toRead.length === 0
            ? []
            : await readStoredItems(table, [
                ...new Map(
                  toRead.map(({ item }) => [storedKey(item), { pk: item.pk, sk: item.sk }]),
                ).values(),
              ])
          ).map((item) => [storedKey(item), item]),
        );
      for (const { entity, item } of entries) {
        const existing = current.get(storedKey(item));
        const target: Record<string, unknown> = { ...item };
        if (typeof target.bucket === 'string' && bucketRenames.has(target.bucket))
          target.bucket = bucketRenames.get(target.bucket);
        let guardsToRemove: HeldGuard[] = [];
        if (entity === 'users') {
          if (existing) guardsToRemove = guardsGivenUp(existing, target);
          target.passwordHash = existing?.passwordHash ?? null;
          if (!existing) usersPending += 1;
          // Without a password here an active user could not sign in: they need an invitation first.
          if (target.passwordHash === null && target.status === 'active') target.status = 'pending';
          if (!sameKey && target.rijksregisterNummerEncrypted) {
            rrnSkipped += 1;
            target.rijksregisterNummerEncrypted = existing?.rijksregisterNummerEncrypted ?? null;
            target.rijksregisterNummerMasked = existing?.rijksregisterNummerMasked ?? null;
          }
          markIbanChange(existing, target, job.createdBy, now());
          if (existing && ACCESS_FIELDS.some((field) => existing[field] !== target[field]))
            accessChanged.add(Number(target.id));
        }
        // A calendar feed's secret is encrypted with the key too: another installation cannot read it.
        if (!sameKey && table === 'calendar' && item.pk.startsWith('FEED')) continue;
        if (entity === 'counters' && existing)
          target.value = Math.max(Number(existing.value) || 0, Number(target.value) || 0);
        // The audit trail keeps each entry two years from its instant, whatever the file says.
        if (entity === 'audit') target.ttl = existing?.ttl ?? auditTtlOf(String(target.at));
        const count = counts.get(entity);
        if (!count) continue;
        // Counters kept on write are left out of the comparison: the recount after the writes sets them.
        const isSame =
          existing !== undefined &&
          guardsToRemove.length === 0 &&
          sameStoredValue(withoutDerived(table, existing), withoutDerived(table, target));
        // An entry of the audit trail is never changed: a file that says otherwise is refused.
        if (entity === 'audit' && existing && !isSame) {
          problems.push({ entity, id: recordId(target), message: m.auditEntryChanged });
          done += 1;
          continue;
        }
        givenUp.push(...guardsToRemove);
        if (!existing) count.added += 1;
        else if (isSame) count.unchanged += 1;
        else count.changed += 1;
        if (!isSame && !isRecounted(table, target)) writes.push({ table, entity, item: target });
        done += 1;
      }
    }
    await report();
  });

  const fileCount = { added: 0, changed: 0, unchanged: 0 };
  const fileWrites: StoredFile[] = [];
  const mac = new BackupMac().json(read.mac.jsonDigest);
  let signedKept = 0;
  for (const stored of files) {
    // Every file is read once, for the MAC and to compare; a restore reads the ones it puts back again.
    const digests = await digestsOf(await stored.open());
    mac.file(`${ZIP_FILES_PREFIX}${stored.bucket}/${stored.key}`, digests.sha256);
    if (!(FILE_BUCKETS as readonly string[]).includes(stored.bucket)) {
      problems.push({ entity: 'files', id: `${stored.bucket}/${stored.key}`, message: m.unknownBucket });
      continue;
    }
    const physical = bucketName(stored.bucket as (typeof FILE_BUCKETS)[number]);
    const etag = await objectEtag(physical, stored.key);
    const same = etag !== null && etag === digests.md5;
    // A signed PDF is evidence: one stored here is never overwritten by a file's other version.
    const isSignedKept = !same && etag !== null && stored.bucket === 'signed';
    if (etag === null) fileCount.added += 1;
    else if (same || isSignedKept) fileCount.unchanged += 1;
    else fileCount.changed += 1;
    if (isSignedKept) signedKept += 1;
    else if (!same) fileWrites.push({ ...stored, bucket: physical });
    done += 1;
    await report();
  }
  const fromThisInstallation = macMatches(read.mac.expected, mac.hex());

  const result = {
    entities: [...counts.values()],
    problems: problems.slice(0, PROBLEMS_SHOWN),
    problemCount: problems.length,
    rrnSkipped,
    usersPending,
    usersSkipped: skippedUsers.length,
    userClashes: clashes.slice(0, PROBLEMS_SHOWN),
    skippedUsers: skippedUsers.slice(0, PROBLEMS_SHOWN),
    files: files.length > 0 ? fileCount : null,
    roleChanges: roleChanges.changes.slice(0, PROBLEMS_SHOWN),
    fromThisInstallation,
    signedKept,
  };
  const isForeignRefused = !fromThisInstallation && !job.acceptForeignFile;
  if (job.mode === 'validate' || problems.length > 0 || isForeignRefused) {
    const refused = job.mode === 'restore';
    await updateRestoreJob(
      jobId,
      {
        ...result,
        status: refused ? 'failed' : 'done',
        ...(refused ? { error: problems.length > 0 ? m.restoreHasProblems : m.foreignNotConfirmed } : {}),
        done: total,
        finishedAt: now().toISOString(),
      },
      true,
    );
    return;
  }

  // The counters kept on write are recounted after records were written, or when an earlier run
  // wrote and stopped before its recount; a restore that writes no record leaves them as they are
  // (issue 40: a second restore of the same file reads no table whole).
  const recountsAll = await isRecountPending();
  const recounts = writes.length > 0 || recountsAll;
  if (writes.length > 0) await markRecountPending(jobId, now().toISOString());
  // Files first: a record that names a file finds it in place.
  for (const stored of fileWrites) {
    const type = stored.key.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';
    await putObjectStream(stored.bucket, stored.key, await stored.open(), stored.size, type);
  }
  done += files.length;
  // Before the profiles: a run that stops in between finds the old values still in the stored
  // profiles next time, and gives them up then. A guard the file gives to someone (a user of the
  // file took the value over) is written, not removed.
  const guardsWritten = new Set(
    planned
      .filter((entry) => entry.table === 'users' && entry.item.sk === USER_GUARD_SK)
      .map(({ item }) => item.pk),
  );
  await deleteItemsOfUser(
    'users',
    givenUp.filter((guard) => !guardsWritten.has(guard.pk)),
  );
  const records = writes.filter(({ entity }) => entity !== 'counters' && entity !== 'audit');
  await inParallel(Math.ceil(records.length / BATCH), async (index) => {
    const batch = records.slice(index * BATCH, index * BATCH + BATCH);
    const byTable = new Map<BackupTable, Record<string, unknown>[]>();
    for (const { table, item } of batch) byTable.set(table, [...(byTable.get(table) ?? []), item]);
    for (const [table, items] of byTable) await putStoredItems(table, items);
    done += batch.length;
    await report();
  });
  await insertStoredItems(
    'audit',
    writes.filter(({ entity }) => entity === 'audit').map(({ item }) => item),
  );
  for (const { table, sk, value } of counterTargets(planned).values()) await raiseCounter(table, sk, value);
  // A session remembers its user's rights and a link the account state it was made for.
  for (const userId of accessChanged) await endAccessOf(userId);
  if (recounts) {
    await recountDerivedCounters(
      writes.some(({ entity }) => COUNTED_ENTITIES.includes(entity)) ? knownCounts(planned, absent) : null,
      everyItemOf('sessionlogs'),
      everyItemOf('declarations'),
      now(),
      (table) => recountsAll || writes.some((write) => write.table === table),
    );
    await clearRecountPending();
  }
  forgetCachedSettings();
  // Audited once it has run: a refused file restored nothing, so it leaves no entry either.
  await recordAudit({
    action: 'backup-restored',
    actor: { id: job.createdBy, username: job.createdByName },
    target: { type: 'backup', id: 0, userId: null, name: job.fileName },
    changes: result.entities
      .filter((entity) => entity.added + entity.changed > 0)
      .map((entity) => ({
        field: entity.entity,
        treatment: 'value' as const,
        before: null,
        after: `+${entity.added} ~${entity.changed}`,
      })),
    now: now(),
  });
  await updateRestoreJob(
    jobId,
    { ...result, status: 'done', done: total, finishedAt: now().toISOString() },
    true,
  );
}

/** After the last failed attempt the job says so; what was written stays (a new run picks up the rest). */
export async function markRestoreFailed(jobId: string, now: Date = new Date()) {
  await updateRestoreJob(
    jobId,
    { status: 'failed', error: m.restoreFailed, finishedAt: now.toISOString() },
    true,
  );
}

/** Every item of a table, a page at a time: the restore's recount of the counters kept on write. */
async function* everyItemOf(table: BackupTable): AsyncGenerator<Item[]> {
  let startKey: Item | undefined;
  do {
    const page = await readTablePage(table, startKey);
    yield page.items;
    startKey = page.nextKey;
  } while (startKey);
}
