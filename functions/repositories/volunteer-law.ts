import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { LAW_REGIMES, type LawRegime } from '../../shared/statuses';
import { dynamo } from '../commons/dynamo';
import { lawYearKey } from './keys/declarations';
import { batchGetAll, type Item, parseItem, type TransactionItem, tableName } from './table';

const TABLE = () => tableName('declarations');
const DAY_PREFIX = 'day#';

/** A volunteer's counters of one year, as stored (absent fields are zero; `regime` absent: the default applies). */
export const lawYearRecordSchema = z
  .object({
    userId: z.number().int(),
    year: z.number().int(),
    regime: z.enum(LAW_REGIMES).optional(),
    otherCents: z.number().int().default(0),
    allowanceCents: z.number().int().default(0),
    allowanceCount: z.number().int().default(0),
    transportTenths: z.number().int().default(0),
    version: z.number().int().default(0),
  })
  .passthrough();

export type LawYearRecord = {
  userId: number;
  year: number;
  regime: LawRegime | null;
  otherCents: number;
  allowanceCents: number;
  allowanceCount: number;
  transportTenths: number;
  /** Approved allowance cents per day of activity (yyyy-mm-dd). */
  days: Record<string, number>;
  version: number;
};

const emptyYear = (userId: number, year: number): LawYearRecord => ({
  userId,
  year,
  regime: null,
  otherCents: 0,
  allowanceCents: 0,
  allowanceCount: 0,
  transportTenths: 0,
  days: {},
  version: 0,
});

// Access pattern: one volunteer's counters of one year, by key (strongly consistent: a ceiling check reads it).
export async function getLawYear(userId: number, year: number): Promise<LawYearRecord> {
  const result = await dynamo.send(
    new GetCommand({ TableName: TABLE(), Key: lawYearKey(userId, year), ConsistentRead: true }),
  );
  return result.Item ? lawYearOf(result.Item) : emptyYear(userId, year);
}

// Access pattern: several volunteers' counters of one year, by key (the register's per-volunteer totals).
export async function getLawYears(userIds: readonly number[], year: number): Promise<LawYearRecord[]> {
  const ids = [...new Set(userIds)];
  const items = await batchGetAll(
    TABLE(),
    ids.map((userId) => lawYearKey(userId, year)),
  );
  const found = new Map(items.map(lawYearOf).map((record) => [record.userId, record]));
  return ids.map((userId) => found.get(userId) ?? emptyYear(userId, year));
}

function lawYearOf(item: Item): LawYearRecord {
  const parsed = parseItem(lawYearRecordSchema, item, 'volunteer-law year');
  const days: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(DAY_PREFIX) && typeof value === 'number' && value !== 0)
      days[name.slice(DAY_PREFIX.length)] = value;
  }
  return {
    userId: parsed.userId,
    year: parsed.year,
    regime: parsed.regime ?? null,
    otherCents: parsed.otherCents,
    allowanceCents: parsed.allowanceCents,
    allowanceCount: parsed.allowanceCount,
    transportTenths: parsed.transportTenths,
    days,
    version: parsed.version,
  };
}

/**
 * Sets the regime and the other organisations' amount, bound to the version read (0: none stored
 * yet); an approval in between bumps the version, so a regime changed after it fails here.
 */
export function lawProfileUpdate(
  previous: LawYearRecord,
  next: { regime: LawRegime; otherCents: number },
  now: Date,
): TransactionItem {
  return {
    Update: {
      TableName: TABLE(),
      Key: lawYearKey(previous.userId, previous.year),
      UpdateExpression:
        'SET userId = :userId, #year = :year, regime = :regime, otherCents = :other, updatedAt = :now ADD version :one',
      ConditionExpression:
        previous.version === 0 ? 'attribute_not_exists(version) OR version = :zero' : 'version = :version',
      ExpressionAttributeNames: { '#year': 'year' },
      ExpressionAttributeValues: {
        ':userId': previous.userId,
        ':year': previous.year,
        ':regime': next.regime,
        ':other': next.otherCents,
        ':now': now.toISOString(),
        ':one': 1,
        ...(previous.version === 0 ? { ':zero': 0 } : { ':version': previous.version }),
      },
    },
  };
}

export type LawCounting = {
  userId: number;
  year: number;
  day: string;
  allowanceCents: number;
  transportTenths: number;
};

/**
 * Counts an approved flat allowance, atomically within the ceilings: the condition holds only while
 * the year is flat rate, the other organisations' amount is the one the check used, and the day, year
 * and kilometre totals leave room for it. Two approvals at once cannot both pass a ceiling: the second
 * transaction fails its condition and nothing of it is written.
 */
export function countAllowance(
  counting: LawCounting,
  limits: { dayCents: number; yearCents: number; transportTenths: number; otherCents: number },
  now: Date,
): TransactionItem {
  return {
    Update: {
      TableName: TABLE(),
      Key: lawYearKey(counting.userId, counting.year),
      UpdateExpression:
        'SET userId = :userId, #year = :year, regime = if_not_exists(regime, :flat), updatedAt = :now ADD allowanceCents :cents, allowanceCount :one, transportTenths :tenths, #day :cents, version :one',
      ConditionExpression: [
        '(attribute_not_exists(regime) OR regime = :flat)',
        '(attribute_not_exists(allowanceCents) OR allowanceCents <= :yearRoom)',
        '(attribute_not_exists(#day) OR #day <= :dayRoom)',
        '(attribute_not_exists(transportTenths) OR transportTenths <= :kmRoom)',
        limits.otherCents === 0
          ? '(attribute_not_exists(otherCents) OR otherCents = :other)'
          : 'otherCents = :other',
      ].join(' AND '),
      ExpressionAttributeNames: { '#year': 'year', '#day': `${DAY_PREFIX}${counting.day}` },
      ExpressionAttributeValues: {
        ':userId': counting.userId,
        ':year': counting.year,
        ':flat': 'flat',
        ':now': now.toISOString(),
        ':cents': counting.allowanceCents,
        ':tenths': counting.transportTenths,
        ':one': 1,
        ':yearRoom': limits.yearCents - limits.otherCents - counting.allowanceCents,
        ':dayRoom': limits.dayCents - counting.allowanceCents,
        ':kmRoom': limits.transportTenths - counting.transportTenths,
        ':other': limits.otherCents,
      },
    },
  };
}

/** Gives an approved allowance's counts back (its approval undone, it was rejected or deleted after all). */
export function uncountAllowance(counting: LawCounting, now: Date): TransactionItem {
  return {
    Update: {
      TableName: TABLE(),
      Key: lawYearKey(counting.userId, counting.year),
      UpdateExpression:
        'SET updatedAt = :now ADD allowanceCents :cents, allowanceCount :minusOne, transportTenths :tenths, #day :cents, version :one',
      ConditionExpression: 'attribute_exists(allowanceCount)',
      ExpressionAttributeNames: { '#day': `${DAY_PREFIX}${counting.day}` },
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':cents': -counting.allowanceCents,
        ':tenths': -counting.transportTenths,
        ':minusOne': -1,
        ':one': 1,
      },
    },
  };
}
