import * as z from 'zod';
import type { BACKUP_SOURCE_TABLES } from '../../../shared/backup-tables';
import { settingsMessages } from '../../../shared/messages/settings';
import { volunteerMessages } from '../../../shared/messages/volunteers';
import { auditEntrySchema } from '../../../shared/schemas/audit';
import { emailTemplateSchema } from '../../../shared/schemas/email';
import { externalLinkSchema, isWebUrl } from '../../../shared/schemas/external-links';
import { accessEntrySchema } from '../../../shared/schemas/privacy';
import { isValidIban } from '../../../shared/validation/iban';
import { ACCESS_PARTITION_PREFIX } from '../../repositories/access-log';
import {
  bankAccountRecordSchema,
  entryRecordSchema,
  LEGACY_EXPORT_ROW_ATTRIBUTE,
} from '../../repositories/accounting';
import { activityRecordSchema } from '../../repositories/activity';
import { PAYMENT_FILE_COUNTER, paymentFileNumber, paymentFileRecordSchema } from '../../repositories/bank';
import { calendarRecordSchema, eventRecordSchema } from '../../repositories/calendar';
import { declarationRecordSchema } from '../../repositories/declarations';
import { documentRecordSchema, folderRecordSchema } from '../../repositories/drive';
import { familyRecordSchema } from '../../repositories/families';
import {
  ACCOUNTING_INDEXES,
  BANK_ACCOUNTS_PARTITION,
  ENTRIES_PARTITION,
  isExportRowsItem,
  TOTALS_PARTITIONS,
} from '../../repositories/keys/accounting';
import { DECLARATION_INDEXES, declarationPartitions } from '../../repositories/keys/declarations';
import { FAMILY_INDEXES, familyPartitions } from '../../repositories/keys/families';
import { SESSION_LOG_COUNTER } from '../../repositories/keys/session-logs';
import { SIGNATURE_COUNTER } from '../../repositories/keys/signatures';
import { userGuardKeys } from '../../repositories/keys/users';
import { newsRecordSchema } from '../../repositories/news';
import { notificationRecordSchema } from '../../repositories/notifications';
import { sessionLogRecordSchema } from '../../repositories/session-logs';
import { signedDocumentRecordSchema } from '../../repositories/signatures';
import { COUNTS_PARTITION, TOTALS_SORT_KEY } from '../../repositories/statistics-counters';
import { uploadRecordSchema } from '../../repositories/uploads';
import { userRecordSchema } from '../../repositories/users';

export type BackupTable = (typeof BACKUP_SOURCE_TABLES)[number];

/** The sort key of every unique-value guard item of the users table. */
export const USER_GUARD_SK = userGuardKeys.username('x').sk;
export type StoredItem = Record<string, unknown> & { pk: string; sk: string };

/**
 * One kind of record a backup holds: the table it lives in, which of that table's items it is (by
 * key), the API's schema every record is checked with on restore, and the attributes that never
 * leave the installation. Items a table holds beside its entities (index copies, unique-value
 * guards, per-reader marks) go to `indexes`; id counters to `counters`.
 */
export type EntitySpec = {
  entity: string;
  table: BackupTable;
  matches: (pk: string, sk: string) => boolean;
  schema: z.ZodType;
  /** Never written to a backup (hashes and secrets). */
  omit?: readonly string[];
  /** The id counter (pk COUNTER, this sk, in the entity's table) its numeric ids come from. */
  counter?: string;
  /** The number the counter gave a record, where its id is not the number itself (`PAY12`); else `id`. */
  counterValueOf?: (item: StoredItem) => number | null;
  /**
   * A partition (of the table or, with `index`, of one of its indexes) every item of the entity is
   * in, by its key design. When it is empty the table holds none of them, and a restore need not read
   * its records one by one to compare (a restore into an emptied installation).
   */
  everyItemIn?: { index?: string; attribute: string; value: string };
  /**
   * Attributes the repository derives from the record on every write: a restore computes them again
   * from the checked record instead of trusting the file, as a write through the API would.
   */
  derived?: (record: never) => Record<string, unknown>;
  /**
   * The user a record belongs to (theirs, not merely naming them), or null: a restore that leaves a
   * user out leaves their records out too. Activity and audit entries that mention a user are history
   * and stay; so do records of the association a user made or is assigned to (families, documents).
   */
  ownerOf?: (item: StoredItem, table: BackupTable) => number | null;
};

/**
 * The API's own rules for the fields a crafted file could turn against the portal (issue 38, item 10):
 * a link only to http(s), a user's e-mail address and IBAN as the user forms accept them. A record that
 * breaks one is a problem of the dry run, never a record that is written.
 */
const restoredUserSchema = userRecordSchema.omit({ passwordHash: true }).extend({
  email: z.email({ error: volunteerMessages.volunteers.invalidEmail }).max(254).nullable(),
  bankAccount: z.string().refine(isValidIban, { error: volunteerMessages.volunteers.invalidIban }).nullable(),
});
const restoredLinkSchema = externalLinkSchema.extend({
  title: z.string().trim().min(1, { error: settingsMessages.links.required }).max(120),
  url: z
    .string()
    .max(2000, { error: settingsMessages.links.invalidUrl })
    .refine(isWebUrl, { error: settingsMessages.links.invalidUrl }),
});

/** Items that are secrets of this installation: never written to a backup, never restored over. */
export type Exclusion = { table: BackupTable; matches: (pk: string, sk: string) => boolean };

const starts = (prefix: string) => (value: string) => value.startsWith(prefix);
/** The user id a key part names after its prefix (`MEMBER#12` → 12); null for anything else (`MEMBER#PUBLIC`). */
const userIdAfter = (prefix: string, value: string): number | null => {
  if (!value.startsWith(prefix)) return null;
  const id = Number(value.slice(prefix.length));
  return Number.isSafeInteger(id) ? id : null;
};
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
const anyItem = z.object({ pk: z.string().min(1), sk: z.string().min(1) });

export const EXCLUSIONS: readonly Exclusion[] = [
  // Second factors: authenticator secrets, recovery codes and passkeys belong to this installation.
  { table: 'users', matches: (_pk, sk) => sk.startsWith('MFA#') || sk.startsWith('PASSKEY#') },
  { table: 'users', matches: (pk) => pk.startsWith('MFACHALLENGE#') },
  // Secret settings (the SMTP password) are encrypted with this installation's key.
  { table: 'settings', matches: (pk) => pk === 'SETTING#smtp_password' },
];

export const ENTITIES: readonly EntitySpec[] = [
  {
    entity: 'users',
    table: 'users',
    matches: (pk, sk) => pk.startsWith('USER#') && sk === 'PROFILE',
    counter: 'USER',
    schema: restoredUserSchema,
    omit: ['passwordHash'],
    ownerOf: (item) => numberOrNull(item.id),
  },
  {
    entity: 'families',
    table: 'families',
    matches: (pk, sk) => pk.startsWith('FAMILY#') && sk === 'FAMILY',
    counter: 'FAMILY',
    everyItemIn: { index: FAMILY_INDEXES.byCreatedAt, attribute: 'gsi1pk', value: familyPartitions.all },
    schema: familyRecordSchema,
  },
  {
    entity: 'sessionLogs',
    table: 'sessionlogs',
    matches: (pk, sk) => pk.startsWith('LOG#') && sk === 'LOG',
    counter: SESSION_LOG_COUNTER,
    schema: sessionLogRecordSchema,
  },
  {
    entity: 'declarations',
    table: 'declarations',
    matches: (pk, sk) => pk.startsWith('DECLARATION#') && sk === 'DECLARATION',
    counter: 'DECLARATION',
    everyItemIn: { index: DECLARATION_INDEXES.byDate, attribute: 'gsi3pk', value: declarationPartitions.all },
    schema: declarationRecordSchema,
    ownerOf: (item) => numberOrNull(item.userId),
  },
  {
    entity: 'emailTemplates',
    table: 'mail',
    matches: (pk) => pk === 'TEMPLATES',
    schema: emailTemplateSchema,
  },
  {
    entity: 'systemTemplates',
    table: 'mail',
    matches: (pk) => pk === 'SYSTEM_TEMPLATES',
    schema: z.object({ id: z.string() }),
  },
  {
    entity: 'mailLog',
    table: 'mail',
    matches: (pk) => pk === 'LOG',
    schema: z.object({ id: z.string() }),
    everyItemIn: { attribute: 'pk', value: 'LOG' },
  },
  {
    entity: 'externalLinks',
    table: 'settings',
    matches: (_pk, sk) => sk.startsWith('LINK#'),
    counter: 'LINK',
    schema: restoredLinkSchema,
  },
  {
    entity: 'settings',
    table: 'settings',
    matches: (pk) => pk.startsWith('SETTING#'),
    schema: z.object({ key: z.string(), value: z.unknown() }),
  },
  {
    entity: 'calendars',
    table: 'calendar',
    matches: (pk, sk) => pk.startsWith('CALENDAR#') && sk === 'CALENDAR',
    counter: 'CALENDAR',
    schema: calendarRecordSchema,
  },
  {
    entity: 'calendarShares',
    table: 'calendar',
    matches: (pk, sk) => pk.startsWith('CALENDAR#') && sk.startsWith('MEMBER#'),
    schema: z.object({ calendarId: z.number().int() }),
    ownerOf: (item) => userIdAfter('MEMBER#', item.sk),
  },
  {
    entity: 'events',
    table: 'calendar',
    matches: (pk, sk) => pk.startsWith('EVENT#') && sk === 'EVENT',
    counter: 'EVENT',
    schema: eventRecordSchema,
  },
  {
    entity: 'news',
    table: 'news',
    matches: (pk, sk) => pk.startsWith('NEWS#') && sk === 'NEWS',
    counter: 'NEWS',
    schema: newsRecordSchema,
  },
  {
    entity: 'newsReads',
    table: 'news',
    matches: (pk, sk) => pk.startsWith('NEWS#') && sk.startsWith('VIEW#'),
    schema: anyItem,
    ownerOf: (item) => userIdAfter('VIEW#', item.sk),
  },
  {
    entity: 'folders',
    table: 'documents',
    matches: (pk, sk) => pk.startsWith('FOLDER#') && sk === 'FOLDER',
    counter: 'folder',
    schema: folderRecordSchema,
  },
  {
    entity: 'documents',
    table: 'documents',
    matches: (pk, sk) => pk.startsWith('DOCUMENT#') && sk === 'DOCUMENT',
    counter: 'document',
    schema: documentRecordSchema,
  },
  {
    entity: 'uploads',
    table: 'documents',
    matches: (pk, sk) => pk.startsWith('UPLOAD#') && sk === 'UPLOAD',
    schema: uploadRecordSchema,
    // Their own while not attached, or attached to their declaration (a receipt); a drive document's
    // or a signing job's file is the association's.
    ownerOf: (item) =>
      item.attachedTo === null || String(item.attachedTo).startsWith('declaration#')
        ? numberOrNull(item.ownerId)
        : null,
  },
  {
    entity: 'signedDocuments',
    table: 'signatures',
    matches: (pk, sk) => pk === 'SIGNED' && sk.startsWith('DOC#'),
    counter: SIGNATURE_COUNTER,
    schema: signedDocumentRecordSchema,
  },
  {
    entity: 'accountingEntries',
    table: 'accounting',
    matches: (pk, sk) => pk.startsWith('ENTRY#') && sk === 'ENTRY',
    counter: 'ENTRY',
    everyItemIn: { index: ACCOUNTING_INDEXES.byDate, attribute: 'gsi1pk', value: ENTRIES_PARTITION },
    schema: entryRecordSchema,
    // The export row has an item of its own now, rebuilt after the restore (recount.ts): a file from
    // before carries it on the transaction, where it is dropped.
    derived: () => ({ [LEGACY_EXPORT_ROW_ATTRIBUTE]: undefined }),
  },
  {
    entity: 'bankAccounts',
    table: 'accounting',
    matches: (pk, sk) => pk === 'BANKACCOUNTS' && sk.startsWith('BANKACCOUNT#'),
    counter: 'BANKACCOUNT',
    schema: bankAccountRecordSchema,
  },
  {
    // Issue 34: the payment files, checked like any record; their declarations carry the payment state.
    // Bank lines, their markers and the bank's balance stay index items (issue 34's reconcile side).
    entity: 'paymentFiles',
    table: 'accounting',
    matches: (pk, sk) => pk.startsWith('PAYMENTFILE#') && sk === 'FILE',
    schema: paymentFileRecordSchema,
    counter: PAYMENT_FILE_COUNTER,
    counterValueOf: (item) => paymentFileNumber(String(item.fileId)),
  },
  {
    entity: 'notifications',
    table: 'notifications',
    matches: (pk, sk) => pk.startsWith('USER#') && sk.startsWith('NOTIFICATION#'),
    counter: 'NOTIFICATION',
    schema: notificationRecordSchema,
    ownerOf: (item) => numberOrNull(item.recipientId),
  },
  { entity: 'activity', table: 'activity', matches: starts('STREAM#'), schema: activityRecordSchema },
  {
    entity: 'audit',
    table: 'audit',
    matches: (pk) => pk === 'AUDIT',
    schema: auditEntrySchema,
    everyItemIn: { attribute: 'pk', value: 'AUDIT' },
  },
  {
    // Who looked at a family or a user's rijksregisternummer (issue 32): a key family of the audit table.
    entity: 'accessEntries',
    table: 'audit',
    matches: starts(ACCESS_PARTITION_PREFIX),
    schema: accessEntrySchema,
  },
  { entity: 'statistics', table: 'statistics', matches: () => true, schema: anyItem },
];

/** Id counters (pk = COUNTER in any table): restored to the larger of the backup's and the current value. */
export const COUNTERS: EntitySpec = {
  entity: 'counters',
  table: 'users',
  matches: (pk) => pk === 'COUNTER',
  schema: z.object({ value: z.number().int().nonnegative() }),
};

/** Everything else a table holds beside its entities, kept as it is so the entities' lookups work again. */
export const INDEXES: EntitySpec = {
  entity: 'indexes',
  table: 'users',
  matches: () => true,
  schema: anyItem,
  // A user's username and e-mail guards, and their calendar feed and its secret lookup.
  ownerOf: (item, table) => {
    if (table === 'users' && item.sk === USER_GUARD_SK) return numberOrNull(item.userId);
    if (table === 'calendar' && item.pk.startsWith('FEEDSECRET#')) return numberOrNull(item.userId);
    if (table === 'calendar' && item.sk === 'FEED') return userIdAfter('FEED#', item.pk);
    return null;
  },
};

/** The order of `data` in the file: the spec's entities first, then the rest. */
export const ENTITY_NAMES = [...ENTITIES.map((spec) => spec.entity), COUNTERS.entity, INDEXES.entity];

/**
 * Counters kept on write that a restore recounts from the restored records instead of trusting the
 * file: the dashboard totals, the bookkeeping month and day totals, each bank account's balance
 * and use count, and the session figures. A restore compares these items without them (`all`: everything but the key) and
 * writes what the recount gives once the records are in.
 */
export type Derived = {
  table: BackupTable;
  matches: (pk: string, sk: string) => boolean;
  attributes: 'all' | readonly string[];
};

export const DERIVED: readonly Derived[] = [
  {
    table: 'statistics',
    matches: (pk, sk) => pk === COUNTS_PARTITION && sk === TOTALS_SORT_KEY,
    attributes: 'all',
  },
  {
    table: 'accounting',
    matches: (pk) => pk === TOTALS_PARTITIONS.month || pk === TOTALS_PARTITIONS.day,
    attributes: 'all',
  },
  {
    table: 'accounting',
    matches: (pk, sk) => pk === BANK_ACCOUNTS_PARTITION && sk.startsWith('BANKACCOUNT#'),
    attributes: ['balanceCents', 'entryCount'],
  },
  // The session figures (impact report, hours): monthly buckets per scope and each family's months.
  { table: 'sessionlogs', matches: (pk) => pk.startsWith('FIGURES#'), attributes: 'all' },
];

const derivedOf = (table: BackupTable, item: Record<string, unknown>) =>
  DERIVED.find((entry) => entry.table === table && entry.matches(String(item.pk), String(item.sk)));

/** An item that is a counter as a whole: a restore never writes it from the file, the recount does. */
export const isRecounted = (table: BackupTable, item: Record<string, unknown>) =>
  derivedOf(table, item)?.attributes === 'all';

/** The item without the attributes a restore recounts: what "unchanged" compares. */
export function withoutDerived(table: BackupTable, item: Record<string, unknown>): Record<string, unknown> {
  const derived = derivedOf(table, item);
  if (!derived) return item;
  if (derived.attributes === 'all') return { pk: item.pk, sk: item.sk };
  const kept = { ...item };
  for (const name of derived.attributes) delete kept[name];
  return kept;
}

/** Items rebuilt from the records after every restore (recount.ts): never in a backup, never restored from one. */
const REBUILT: readonly Exclusion[] = [{ table: 'accounting', matches: isExportRowsItem }];

export const isExcluded = (table: BackupTable, pk: string, sk: string) =>
  [...EXCLUSIONS, ...REBUILT].some((exclusion) => exclusion.table === table && exclusion.matches(pk, sk));

/** The entity a stored item belongs to; null for an item no backup holds. */
export function entityOf(table: BackupTable, pk: string, sk: string): EntitySpec | null {
  if (isExcluded(table, pk, sk)) return null;
  if (COUNTERS.matches(pk, sk)) return COUNTERS;
  return ENTITIES.find((spec) => spec.table === table && spec.matches(pk, sk)) ?? INDEXES;
}

/** What a record in the file names itself by: its `id` when it has one, else its key. */
export function recordId(record: Record<string, unknown>): string {
  const id = record.id ?? record.key;
  if (typeof id === 'string' || typeof id === 'number') return String(id);
  return `${String(record.pk)} / ${String(record.sk)}`;
}

/** The user a record of the file belongs to by its entity's rule; null when it belongs to nobody. */
export const ownerOfRecord = (entity: string, table: BackupTable, item: StoredItem): number | null => {
  const spec = entity === INDEXES.entity ? INDEXES : ENTITIES.find((each) => each.entity === entity);
  return spec?.ownerOf?.(item, table) ?? null;
};
