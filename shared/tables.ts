/**
 * DynamoDB table definitions: the single source for CDK (infra/aws) and the local runtime (infra/local).
 * Every table keys on `pk`/`sk` (strings). Numeric ids of the spec come from an atomic counter item
 * (`pk = COUNTER`, `sk = <entity>`) inside the entity's own table.
 */
export type IndexDefinition = {
  partitionKey: string;
  sortKey?: string;
  /** The access pattern this index answers. */
  pattern: string;
  /**
   * The non-key attributes the index carries (INCLUDE projection); every attribute (ALL) when absent.
   * A narrow projection keeps a frequent small lookup from reading whole items.
   */
  projection?: readonly string[];
};

export type TableDefinition = {
  /** Logical name; the physical name is `<prefix><name>` locally and comes from `TABLE_<NAME>` in Lambda. */
  name: string;
  description: string;
  ttlAttribute?: string;
  indexes: Record<string, IndexDefinition>;
};

const table = <const T extends TableDefinition>(definition: T) => definition;

export const TABLES = {
  users: table({
    name: 'users',
    description:
      'Users/volunteers (USER#<id>), unique username/e-mail guard items, the id counter, and the screening reminder dates (pk = SCREENING, sk = <reminder day>#<id>: the scheduled check asks one Query for those due).',
    indexes: {
      byDirectory: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        pattern: 'List users of one role (gsi1pk = ROLE#<role>), newest first by createdAt.',
      },
      byProfile: {
        partitionKey: 'sk',
        sortKey: 'gsi1sk',
        pattern:
          'Every user newest first, a page at a time (sk = PROFILE, gsi1sk = <createdAt>#<id>): the users list without a role filter. Only profile items carry gsi1sk, so guards and the counter stay out, and users stored before this index need no backfill.',
      },
      byRole: {
        partitionKey: 'gsi1pk',
        projection: ['id', 'role', 'status'],
        pattern:
          'The ids and statuses of the users of one role (gsi1pk = ROLE#<role>, projecting only id, role and status): who gets a notification (every active admin and coordinator) without reading whole user items. Keyed on the attribute every profile already carries, so no backfill.',
      },
    },
  }),
  sessions: table({
    name: 'sessions',
    description: 'Sessions, invitation/reset tokens (by SHA-256 hash) and rate-limit windows.',
    ttlAttribute: 'ttl',
    indexes: {
      byUser: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        pattern: 'All sessions or tokens of one user (gsi1pk = USER#<id>), to revoke them together.',
      },
    },
  }),
  idempotency: table({
    name: 'idempotency',
    description:
      'Claims on Idempotency-Key headers with the stored answer (pk = IDEMPOTENCY#<caller>#<key>): a table of its own, so the answers (which may hold personal data) expire after the idempotency window and only the routes that create something may write them.',
    ttlAttribute: 'ttl',
    indexes: {},
  }),
  families: table({
    name: 'families',
    description: 'Families with their registrations (FAMILY#<id>) and the id counter.',
    indexes: {
      byCreatedAt: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        pattern:
          'All families newest first (gsi1pk = FAMILIES, gsi1sk = <createdAt>#<id>): the staff list and its search. One partition on purpose: the association has hundreds of families, not millions.',
      },
      byStatus: {
        partitionKey: 'gsi2pk',
        sortKey: 'gsi2sk',
        pattern:
          'Families of one guidance status newest first (gsi2pk = STATUS#<status>): the status filter and tabs; with gsi2sk >= a date, the new registrations of the last 7 days (STATUS#in_behandeling).',
      },
      byAssignee: {
        partitionKey: 'gsi3pk',
        sortKey: 'gsi3sk',
        pattern:
          'Families assigned to one volunteer newest first (gsi3pk = ASSIGNEE#<userId>, left out when unassigned: a sparse index): what a volunteer or homework coach without manage rights may see.',
      },
    },
  }),
  declarations: table({
    name: 'declarations',
    description: 'Declarations (DECLARATION#<id>) with their status history, and the id counter.',
    indexes: {
      byOwner: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        pattern: "One user's declarations, newest date first (gsi1pk = OWNER#<userId>).",
      },
      byStatus: {
        partitionKey: 'gsi2pk',
        sortKey: 'gsi2sk',
        pattern:
          'All declarations in one status, newest date first (gsi2pk = STATUS#<status>), for reviewers.',
      },
      byDate: {
        partitionKey: 'gsi3pk',
        sortKey: 'gsi3sk',
        pattern:
          "Every declaration newest date first (gsi3pk = DECLARATIONS, gsi3sk = <date>#<id>): the reviewers' list of all statuses, a page at a time. One partition on purpose: an association files thousands of declarations a year, not millions.",
      },
    },
  }),
  mail: table({
    name: 'mail',
    description: 'E-mail templates and the mail log.',
    ttlAttribute: 'ttl',
    indexes: {},
  }),
  calendar: table({
    name: 'calendar',
    description:
      'Calendars (CALENDAR#<id> / CALENDAR, with their shares) and one member item per owner, share and public flag (CALENDAR#<id> / MEMBER#<userId|PUBLIC>); events (EVENT#<id> / EVENT) with a pointer under their calendar (CALENDAR#<id> / EVENT#<id>) and a copy in every month they touch (BUCKET#<calendarId>#<yyyy-mm> / <start>#<id>, a series in every month from its first to its last occurrence): a window is one Query per calendar and month, never a scan. Feed secrets (FEED#<userId> / FEED, FEEDSECRET#<sha256> / FEED). Id counters.',
    indexes: {
      byMember: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        projection: ['calendarId', 'permission'],
        pattern:
          'The calendars one user may see (gsi1pk = MEMBER#<userId>: owned and shared with them; MEMBER#PUBLIC: the public ones), on the member items only (a sparse index), projecting the calendar id and the permission.',
      },
    },
  }),
  news: table({
    name: 'news',
    description:
      'News messages (NEWS#<id>, sk NEWS) with one read mark per reader (sk VIEW#<userId>, expiring a year after it was written: ttl), the scheduled messages waiting for the hourly check (pk = SCHEDULED, sk = <publishDate>#<id>) and the id counter.',
    ttlAttribute: 'ttl',
    indexes: {
      byPublishDate: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        pattern:
          'Every message newest publish date first (gsi1pk = NEWS, gsi1sk = <publishDate>#<id>): the news list and the sidebar counts, filtered on status and target role. One partition on purpose: an association posts hundreds of messages, not millions.',
      },
    },
  }),
  documents: table({
    name: 'documents',
    description:
      "Upload records (UPLOAD#<id>), and a marker per confirmed upload (UNCLAIMED_UPLOADS / <confirmedAt>#<id>, naming its object) for the daily sweep of what nothing attached; drive folders (FOLDER#<id> / FOLDER, each with its ancestors' ids, its own document count and bytes) and documents (DOCUMENT#<id> / DOCUMENT); the drive usage counter (USAGE / TOTAL, kept on write); folder delete jobs (JOB#<uuid> / JOB); id counters.",
    indexes: {
      byParent: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        pattern:
          "The child folders of one folder by name (gsi1pk = CHILDREN#<parentId|ROOT>, gsi1sk = <lower-case name>#<id>) and the documents of one folder newest first (gsi1pk = DOCS#<folderId>, gsi1sk = <createdAt>#<id>): a folder's listing is one Query, whatever the size of the drive.",
      },
    },
  }),
  signatures: table({ name: 'signatures', description: 'Signed documents by token.', indexes: {} }),
  accounting: table({
    name: 'accounting',
    description:
      'Transactions (ENTRY#<id> / ENTRY), bank accounts (BANKACCOUNTS / BANKACCOUNT#<id>) with a guard per IBAN (IBAN#<iban> / BANKACCOUNT), the booking of each declaration (DECLARATION#<id> / BOOKING, its current booked state), the approved totals kept on write per month (TOTALS#MONTH / <yyyy-mm>) and per day (TOTALS#DAY / <yyyy-mm-dd>), one export row per transaction (EXPORTROWS / <date>#<id>, its exported fields: the Excel export reads a period as a key range of it) with the marker that every transaction has one (EXPORTROWS#STATE / COMPLETE), the bank (issue 34): payment files with their payments (PAYMENTFILE#<fileId> / FILE), imported bank lines keyed by account, statement and the reference the bank gives (BANKLINES#<accountId> / LINE#<statementId>#<reference>) with a marker per line still to handle (UNMATCHED#<accountId> / the sort key of the line), a marker per approved outgoing transaction with a payee IBAN not yet paid (PAYABLEENTRIES / <date>#<id>: the payables list reads them as one Query) and the last closing balance on the statements per account (BANKBALANCE#<accountId> / BALANCE), and the id counters.',
    indexes: {
      byDate: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        pattern:
          'Every transaction newest date first (gsi1pk = ENTRIES, gsi1sk = <date>#<id>): the transaction list and the export of a period, a key range on the date, never a scan. One partition on purpose: an association books thousands of transactions a year, not millions.',
      },
    },
  }),
  sessionlogs: table({
    name: 'sessionlogs',
    description:
      'The session log (issue 33): sessions (LOG#<id> / LOG) with their earlier versions (LOG#<id> / VERSION#<n>), one marker per completed appointment (APPOINTMENT#<eventId>#<occurrence> / COMPLETED, naming its session: an appointment becomes a session once), the figures kept on write in monthly buckets per scope (FIGURES#ALL, FIGURES#VOLUNTEER#<id>, FIGURES#FAMILY#<id>, FIGURES#SCHOOL#<name> / MONTH#<yyyy-mm>: a report of five years reads 60 items per scope, whatever the number of sessions), and the id counter.',
    indexes: {
      byFamily: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        pattern:
          "The sessions of one family, newest first (gsi1pk = FAMILY#<familyId>, gsi1sk = <date>T<start>#<id>): the family's session log, a page at a time.",
      },
    },
  }),
  settings: table({
    name: 'settings',
    description:
      'Settings, external links and the organisation notice versions (pk = NOTICE, sk = VERSION#<n>: the newest is one Query).',
    indexes: {},
  }),
  statistics: table({
    name: 'statistics',
    description:
      'Dashboard counters kept on write, in the same transaction as the change they count: pk = COUNTS with sk = TOTALS (current counts per status) and sk = MONTH#<yyyy-mm> (what happened in that month, and the net change of each current count). GET /api/statistics reads three items whatever the size of the data.',
    indexes: {},
  }),
  notifications: table({
    name: 'notifications',
    description:
      'Notifications for the bell, one item per recipient (pk = USER#<recipientId>, sk = NOTIFICATION#<id>, newest last), the id counter, and the markers of the scheduled check (pk = REMINDER#<subject>#<id>: one reminder per subject; pk = DIGEST#<yyyy-mm-dd>: one digest mail per day).',
    ttlAttribute: 'ttl',
    indexes: {
      byUnread: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        pattern:
          'The unread notifications of one user newest first (gsi1pk = UNREAD#<userId>, removed once read: a sparse index): the bell badge and mark-all-read.',
      },
      byUnreadSubject: {
        partitionKey: 'gsi2pk',
        sortKey: 'gsi2sk',
        pattern:
          'The unread notifications about one declaration or family, across recipients (gsi2pk = SUBJECT#<type>#<id>, gsi2sk = USER#<recipientId>; removed once read: sparse): once the subject is handled they are marked read for everyone.',
      },
    },
  }),
  activity: table({
    name: 'activity',
    description: 'Activity and audit log.',
    ttlAttribute: 'ttl',
    indexes: {},
  }),
  audit: table({
    name: 'audit',
    description:
      'The audit trail: one item per audited action (pk = AUDIT, sk = <at>#<id>), newest last; kept for the audit period in the settings (default two years, never less) through the TTL attribute set on write, filtered on expiry when read; the functions may only insert (no UpdateItem, DeleteItem or BatchWriteItem in any role). One partition on purpose: an association audits hundreds of actions a month, not millions. Beside it the access entries (issue 32): one item per read of a family or of a rijksregisternummer (pk = ACCESS#FAMILY#<id> or ACCESS#USER#<id>, sk = <at>#<id>: who, when, which fields, never the data), insert-only and kept for their own period in the settings (default two years), without index keys so the lists of the trail never show them.',
    ttlAttribute: 'ttl',
    indexes: {
      byActor: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        pattern:
          'What one user did, newest first (gsi1pk = ACTOR#<userId>, gsi1sk = <at>#<id>): the actor filter.',
      },
      byTargetUser: {
        partitionKey: 'gsi2pk',
        sortKey: 'gsi2sk',
        pattern:
          'What was done to one user or their declarations, newest first (gsi2pk = TARGET#<userId>, gsi2sk = <at>#<id>): the target filter.',
      },
      byAction: {
        partitionKey: 'gsi3pk',
        sortKey: 'gsi3sk',
        pattern:
          'One kind of action, newest first (gsi3pk = ACTION#<action>, gsi3sk = <at>#<id>): the action filter.',
      },
    },
  }),
  backups: table({
    name: 'backups',
    description:
      'Backup jobs (BACKUP#<uuid> / JOB, with who made it, progress and the stored file) and restore jobs (RESTORE#<uuid> / JOB, with the dry run or the result); both expire after 30 days like the backup files.',
    ttlAttribute: 'ttl',
    indexes: {
      byCreatedAt: {
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        pattern:
          'Recent backups newest first (gsi1pk = BACKUPS, gsi1sk = <createdAt>#<id>): the list on the backup screen. One partition on purpose: one backup a day plus a few by hand.',
      },
    },
  }),
} as const satisfies Record<string, TableDefinition>;

export type TableName = keyof typeof TABLES;

/**
 * The one sessions attribute every route may write: the idle-timeout stamp createHandler refreshes on
 * each request. IAM limits that grant to these attributes (plus the key), so a read route cannot
 * create, extend or delete a session; only the routes that name `sessions` in `writes` can.
 */
export const SESSION_ACTIVITY_ATTRIBUTES = ['lastSeenAt'] as const;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

export { tableEnvVar } from './table-env';
