import { privacyMessages } from '../../../shared/messages/privacy';
import type { PrivacySubject, PrivacyTreatment } from '../../../shared/schemas/privacy';
import type { TableName } from '../../../shared/tables';

const reasons = privacyMessages.privacy.reasons;

export type StoredItem = Record<string, unknown> & { pk: string; sk: string };

/**
 * What identifies the person a privacy job is about: their ids, the names that stand for them in
 * free text (a volunteer's full name; a family's parent, and its child when the name has a surname),
 * their e-mail addresses (lower case), and the pseudonym that replaces those names where a record must stay.
 */
export type SubjectFacts = {
  subject: PrivacySubject;
  displayName: string;
  names: readonly string[];
  emails: readonly string[];
  pseudonym: string;
};

export type Decision = { treatment: PrivacyTreatment; reason: string };

/**
 * What was decided for items found earlier in the same run (tables are read in the order of
 * shared/tables.ts): a receipt follows its declaration, which is read before the documents table.
 */
export type EarlierDecisions = { of: (table: TableName, pk: string, sk: string) => Decision | undefined };

/** A stored file that belongs to a record: erased with it, and put in a person's copy. */
export type StoredFile = { bucket: string; key: string; fileName: string };

/**
 * One kind of item of a table that can name a person: which items it is (by key), whether one names
 * the subject, what an erasure does to it and why, and what a person's copy shows of it.
 */
export type PrivacyKind = {
  entity: string;
  matches: (pk: string, sk: string) => boolean;
  names: (item: StoredItem, facts: SubjectFacts) => boolean;
  decide: (item: StoredItem, facts: SubjectFacts, earlier: EarlierDecisions) => Decision;
  /** The item as an erasure leaves it (only for `pseudonymise`); by default every mention replaced. */
  pseudonymise?: (item: StoredItem, facts: SubjectFacts) => StoredItem;
  /**
   * Erases through the domain's own write (a user, family or declaration is uncounted from the
   * dashboard in the same transaction); by default the item is deleted by its key.
   */
  erase?: (item: StoredItem, now: Date) => Promise<void>;
  files?: (item: StoredItem) => readonly StoredFile[];
  /**
   * What a person's copy holds of the item; null keeps it out (secrets, hashes, guard items). By
   * default the item without its keys.
   */
  view?: (item: StoredItem, facts: SubjectFacts) => Record<string, unknown> | null;
};

/**
 * Every table of shared/tables.ts is here (tests/unit/privacy-catalogue.test.ts): either with the
 * kinds of its items that can name a person, or with why it holds no personal data. A new table is
 * thus in every person's copy and every erasure by construction, or by a decision written down.
 */
export type PrivacyTable = { kinds: readonly PrivacyKind[] } | { holdsNoPersonalData: string };

// --- Helpers ------------------------------------------------------------------------------------------

/** Key and index attributes: never shown in a copy, never rewritten by a pseudonymisation. */
export const isKeyAttribute = (name: string) => /^(pk|sk|gsi\d+pk|gsi\d+sk|ttl)$/.test(name);

const userIdOf = (facts: SubjectFacts) => (facts.subject.kind === 'volunteer' ? facts.subject.id : null);
const familyIdOf = (facts: SubjectFacts) => (facts.subject.kind === 'family' ? facts.subject.id : null);
const isNumber = (value: unknown, id: number | null) => id !== null && value === id;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The subject's names and addresses as whole words: a name is never replaced inside another word
 * (the name 'Admin' leaves 'administratie' alone). Letters and digits of any script count as word.
 */
function patternOf(facts: SubjectFacts): RegExp | null {
  const words = [...facts.names, ...facts.emails]
    .map((word) => word.trim())
    .filter((word) => word.length >= 3);
  return words.length === 0
    ? null
    : new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

function someText(value: unknown, test: (text: string) => boolean): boolean {
  if (typeof value === 'string') return test(value);
  if (Array.isArray(value)) return value.some((each) => someText(each, test));
  if (value && typeof value === 'object') return Object.values(value).some((each) => someText(each, test));
  return false;
}

function mapText(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((each) => mapText(each, map));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, each]) => [name, mapText(each, map)]));
  return value;
}

/** Whether any text of the item (keys left out) holds one of the subject's names or addresses. */
export function mentions(item: StoredItem, facts: SubjectFacts): boolean {
  const pattern = patternOf(facts);
  if (!pattern) return false;
  return Object.entries(item).some(
    ([name, value]) => !isKeyAttribute(name) && someText(value, (text) => new RegExp(pattern).test(text)),
  );
}

/** The item with every mention of the subject (keys left alone) replaced by the pseudonym. */
export function replaceMentions(item: StoredItem, facts: SubjectFacts): StoredItem {
  const pattern = patternOf(facts);
  if (!pattern) return item;
  const replaced = Object.fromEntries(
    Object.entries(item).map(([name, value]) => [
      name,
      isKeyAttribute(name)
        ? value
        : mapText(value, (text) => text.replace(new RegExp(pattern), facts.pseudonym)),
    ]),
  ) as StoredItem;
  return typeof replaced.version === 'number' ? { ...replaced, version: replaced.version + 1 } : replaced;
}

export const withoutKeys = (item: StoredItem): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !isKeyAttribute(name)));

const erase = (reason: string = reasons.erase): Decision => ({ treatment: 'erase', reason });
const keep = (reason: string): Decision => ({ treatment: 'keep', reason });
const pseudonymise = (reason: string): Decision => ({ treatment: 'pseudonymise', reason });
const secret = () => null;
const idAfter = (prefix: string, value: string) =>
  value.startsWith(prefix) ? Number(value.slice(prefix.length).split('#')[0]) : Number.NaN;

const isSubject = (subject: unknown, type: string, id: number | null) =>
  id !== null &&
  typeof subject === 'object' &&
  subject !== null &&
  (subject as { type?: unknown }).type === type &&
  (subject as { id?: unknown }).id === id;

/** Declarations in the books (approved, or being paid): kept ten years, with their receipt. */
export const isBooked = (status: unknown) => status === 'approved' || status === 'wordt_verwerkt';

// --- The catalogue ------------------------------------------------------------------------------------

/**
 * The domain writes an erasure of a whole record goes through; set by erase-hooks.ts, kept apart so
 * this catalogue stays a plain declaration (and a unit test imports it without AWS clients).
 */
export type EraseHooks = {
  user: PrivacyKind['erase'];
  family: PrivacyKind['erase'];
  declaration: PrivacyKind['erase'];
};

export function privacyCatalogue(hooks: EraseHooks): Record<TableName, PrivacyTable> {
  return {
    users: {
      kinds: [
        {
          entity: 'profile',
          matches: (pk, sk) => pk.startsWith('USER#') && sk === 'PROFILE',
          names: (item, facts) => isNumber(item.id, userIdOf(facts)),
          decide: () => erase(),
          erase: hooks.user,
          view: (item) => {
            const { passwordHash: _hash, ...rest } = withoutKeys(item);
            return rest;
          },
        },
        {
          // Second factors, passkeys, unique-value guards and sign-in challenges: secrets, never copied.
          entity: 'accountItems',
          matches: () => true,
          names: (item, facts) =>
            item.pk === `USER#${userIdOf(facts)}` || isNumber(item.userId, userIdOf(facts)),
          decide: () => erase(),
          view: secret,
        },
      ],
    },
    sessions: {
      kinds: [
        {
          // Sessions, invitation and reset links (byUser partition) and the last sign-in.
          entity: 'sessionsAndLinks',
          matches: () => true,
          names: (item, facts) =>
            item.gsi1pk === `USER#${userIdOf(facts)}` || item.pk === `SIGNIN#${userIdOf(facts)}`,
          decide: () => erase(),
          view: secret,
        },
      ],
    },
    idempotency: {
      kinds: [
        {
          // The stored answers of a user's recent creates (which may repeat what they entered).
          entity: 'storedAnswers',
          matches: (pk) => pk.startsWith('IDEMPOTENCY#'),
          names: (item, facts) =>
            item.pk.startsWith(`IDEMPOTENCY#${userIdOf(facts)}#`) || mentions(item, facts),
          decide: () => erase(),
          view: secret,
        },
      ],
    },
    families: {
      kinds: [
        {
          entity: 'family',
          matches: (pk, sk) => pk.startsWith('FAMILY#') && sk === 'FAMILY',
          names: (item, facts) =>
            isNumber(item.id, familyIdOf(facts)) || isNumber(item.assignedTo, userIdOf(facts)),
          decide: (item, facts) =>
            isNumber(item.id, familyIdOf(facts)) ? erase() : keep(reasons.assignment),
          erase: hooks.family,
          // A volunteer's copy says which families they guide, not what the families' records hold.
          view: (item, facts) =>
            isNumber(item.id, familyIdOf(facts))
              ? withoutKeys(item)
              : { familyId: item.id, assignedTo: item.assignedTo },
        },
      ],
    },
    sessionlogs: {
      kinds: [
        {
          entity: 'sessionLogs',
          matches: (pk, sk) => pk.startsWith('LOG#') && (sk === 'LOG' || sk.startsWith('VERSION#')),
          names: (item, facts) =>
            isNumber(item.familyId, familyIdOf(facts)) ||
            (Array.isArray(item.volunteerIds) && item.volunteerIds.includes(userIdOf(facts))),
          decide: (item, facts) =>
            isNumber(item.familyId, familyIdOf(facts)) ? erase() : keep(reasons.sessionOfFamily),
          view: (item, facts) =>
            isNumber(item.familyId, familyIdOf(facts))
              ? withoutKeys(item)
              : {
                  id: item.id,
                  date: item.date,
                  startTime: item.startTime,
                  durationMinutes: item.durationMinutes,
                  kind: item.kind,
                  volunteerIds: item.volunteerIds,
                },
        },
        {
          entity: 'sessionFigures',
          matches: (pk) => pk.startsWith('FIGURES#VOLUNTEER#') || pk.startsWith('FIGURES#FAMILY#'),
          names: (item, facts) =>
            isNumber(idAfter('FIGURES#VOLUNTEER#', item.pk), userIdOf(facts)) ||
            isNumber(idAfter('FIGURES#FAMILY#', item.pk), familyIdOf(facts)),
          decide: () => erase(),
        },
      ],
    },
    declarations: {
      kinds: [
        {
          entity: 'declarations',
          matches: (pk, sk) => pk.startsWith('DECLARATION#') && sk === 'DECLARATION',
          names: (item, facts) => isNumber(item.userId, userIdOf(facts)) || mentions(item, facts),
          decide: (item, facts) =>
            isNumber(item.userId, userIdOf(facts)) && !isBooked(item.status)
              ? erase()
              : pseudonymise(reasons.declarationBooked),
          erase: hooks.declaration,
          pseudonymise: (item, facts) => ({
            ...replaceMentions(item, facts),
            ...(isNumber(item.userId, userIdOf(facts)) ? { userName: facts.pseudonym } : {}),
          }),
        },
      ],
    },
    mail: {
      kinds: [
        {
          entity: 'mailLog',
          matches: (pk) => pk === 'LOG',
          names: (item, facts) => facts.emails.includes(String(item.recipient).toLowerCase()),
          decide: () => erase(),
        },
        {
          // A bounce or complaint, an opt-out, and the opt-out links that name the address.
          entity: 'mailSuppressions',
          matches: (pk) =>
            pk.startsWith('SUPPRESSED#') || pk.startsWith('OPTOUT#') || pk.startsWith('OPTOUTTOKEN#'),
          names: (item, facts) =>
            facts.emails.includes(item.pk.slice(item.pk.indexOf('#') + 1)) ||
            facts.emails.includes(String(item.address ?? '').toLowerCase()),
          decide: () => erase(),
          view: (item) =>
            item.pk.startsWith('OPTOUTTOKEN#')
              ? null
              : { address: item.pk.split('#')[1], ...withoutKeys(item) },
        },
      ],
    },
    calendar: {
      kinds: [
        {
          entity: 'calendarAccess',
          matches: (pk, sk) => sk.startsWith('MEMBER#') || sk === 'FEED' || pk.startsWith('FEEDSECRET#'),
          names: (item, facts) =>
            item.sk === `MEMBER#${userIdOf(facts)}` ||
            item.pk === `FEED#${userIdOf(facts)}` ||
            isNumber(item.userId, userIdOf(facts)),
          decide: () => erase(),
          view: (item) =>
            item.pk.startsWith('FEEDSECRET#') || item.sk === 'FEED' ? null : withoutKeys(item),
        },
        {
          // Events, their month copies and calendars whose text names the person.
          entity: 'calendarEntries',
          matches: () => true,
          names: (item, facts) => isNumber(item.ownerId, userIdOf(facts)) || mentions(item, facts),
          decide: () => pseudonymise(reasons.associationRecord),
        },
      ],
    },
    news: {
      kinds: [
        {
          entity: 'newsReads',
          matches: (pk, sk) => pk.startsWith('NEWS#') && sk.startsWith('VIEW#'),
          names: (item, facts) => item.sk === `VIEW#${userIdOf(facts)}`,
          decide: () => erase(),
        },
        {
          entity: 'news',
          matches: (pk, sk) => pk.startsWith('NEWS#') && sk === 'NEWS',
          names: (item, facts) => isNumber(item.authorId, userIdOf(facts)) || mentions(item, facts),
          decide: () => pseudonymise(reasons.associationRecord),
        },
      ],
    },
    documents: {
      kinds: [
        {
          // Uploaded files: a volunteer's receipts and files nothing claimed are theirs; a receipt of a
          // booked declaration is part of the books, any other attached file the association's.
          entity: 'uploads',
          matches: (pk, sk) => pk.startsWith('UPLOAD#') && sk === 'UPLOAD',
          names: (item, facts) => isNumber(item.ownerId, userIdOf(facts)),
          decide: (item, _facts, earlier) => {
            const attachedTo = typeof item.attachedTo === 'string' ? item.attachedTo : null;
            if (attachedTo === null) return erase();
            if (!attachedTo.startsWith('declaration#')) return keep(reasons.associationRecord);
            const declaration = earlier.of(
              'declarations',
              `DECLARATION#${attachedTo.slice('declaration#'.length)}`,
              'DECLARATION',
            );
            return declaration?.treatment === 'erase' ? erase() : keep(reasons.receiptBooked);
          },
          files: (item) => [
            { bucket: String(item.bucket), key: String(item.key), fileName: String(item.fileName) },
          ],
        },
        {
          entity: 'driveDocuments',
          matches: (pk, sk) =>
            (pk.startsWith('DOCUMENT#') && sk === 'DOCUMENT') ||
            (pk.startsWith('FOLDER#') && sk === 'FOLDER'),
          names: (item, facts) => isNumber(item.uploadedBy, userIdOf(facts)) || mentions(item, facts),
          decide: () => pseudonymise(reasons.associationRecord),
        },
      ],
    },
    signatures: {
      kinds: [
        {
          entity: 'signedDocuments',
          matches: () => true,
          names: (item, facts) => isNumber(item.signerId, userIdOf(facts)) || mentions(item, facts),
          decide: () => keep(reasons.signature),
        },
      ],
    },
    accounting: {
      kinds: [
        {
          // Transactions, their export rows, bank accounts and bookings: the books, kept ten years.
          entity: 'bookkeeping',
          matches: () => true,
          names: (item, facts) =>
            isNumber(item.createdById, userIdOf(facts)) ||
            isNumber(item.processedById, userIdOf(facts)) ||
            mentions(item, facts),
          decide: () => pseudonymise(reasons.bookkeeping),
          pseudonymise: (item, facts) => ({
            ...replaceMentions(item, facts),
            ...(isNumber(item.createdById, userIdOf(facts)) ? { createdByName: facts.pseudonym } : {}),
            ...(isNumber(item.processedById, userIdOf(facts)) ? { processedByName: facts.pseudonym } : {}),
          }),
        },
      ],
    },
    settings: {
      holdsNoPersonalData:
        "The association's settings and external links: about the association, never about a member or a family.",
    },
    statistics: {
      holdsNoPersonalData: 'Dashboard counts per status and month: numbers, never a person.',
    },
    notifications: {
      kinds: [
        {
          entity: 'notifications',
          matches: () => true,
          names: (item, facts) =>
            isNumber(item.recipientId, userIdOf(facts)) ||
            item.pk === `REMINDER#family#${familyIdOf(facts)}` ||
            isSubject(item.subject, 'family', familyIdOf(facts)) ||
            mentions(item, facts),
          decide: () => erase(),
        },
      ],
    },
    activity: {
      kinds: [
        {
          entity: 'activity',
          matches: () => true,
          names: (item, facts) =>
            isNumber(item.actorId, userIdOf(facts)) ||
            (item.subjectType === facts.subject.kind.replace('volunteer', 'user') &&
              item.subjectId === String(facts.subject.id)) ||
            mentions(item, facts),
          decide: () => erase(),
        },
      ],
    },
    audit: {
      kinds: [
        {
          entity: 'audit',
          matches: () => true,
          names: (item, facts) =>
            isNumber(item.actorId, userIdOf(facts)) ||
            isNumber(item.targetUserId, userIdOf(facts)) ||
            (item.targetType === 'family' && isNumber(item.targetId, familyIdOf(facts))) ||
            mentions(item, facts),
          decide: () => keep(reasons.audit),
        },
      ],
    },
    backups: {
      kinds: [
        {
          entity: 'jobs',
          matches: () => true,
          names: (item, facts) =>
            isNumber((item.createdBy as { id?: unknown } | null)?.id, userIdOf(facts)) ||
            ((item.subject as { kind?: unknown; id?: unknown } | undefined)?.kind === facts.subject.kind &&
              (item.subject as { id?: unknown }).id === facts.subject.id),
          decide: () => keep(reasons.backupJob),
          view: secret,
        },
      ],
    },
  };
}

/** The kind an item of a table is, by its key; null when the table holds no personal data or no kind fits. */
export function kindOf(table: PrivacyTable, pk: string, sk: string): PrivacyKind | null {
  if ('holdsNoPersonalData' in table) return null;
  return table.kinds.find((kind) => kind.matches(pk, sk)) ?? null;
}
