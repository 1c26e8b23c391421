import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../commons/dynamo';
import { type Page, parseItem, queryAll, queryPage, type TransactionItem, tableName } from './table';

/**
 * Issue 31 item 5: the nominative register of flat allowances, kept on approval in the declarations
 * table. One partition per calendar year (pk = REGISTER#<year>): a line per approved allowance
 * (sk = LINE#<user id>#<day>#<declaration id>, so the year reads by volunteer then day and one
 * volunteer's lines are a prefix), and the year's totals (sk = TOTAL), changed in the same transaction.
 */

const TABLE = () => tableName('declarations');
export const REGISTER_PARTITION_PREFIX = 'REGISTER#';
const partitionOf = (year: number) => `${REGISTER_PARTITION_PREFIX}${year}`;
const pad = (id: number) => String(id).padStart(10, '0');
const volunteerPrefix = (userId: number) => `LINE#${pad(userId)}#`;
const lineKey = (line: Pick<RegisterLineRecord, 'year' | 'userId' | 'date' | 'declarationId'>) => ({
  pk: partitionOf(line.year),
  sk: `${volunteerPrefix(line.userId)}${line.date}#${pad(line.declarationId)}`,
});
const totalKey = (year: number) => ({ pk: partitionOf(year), sk: 'TOTAL' });

/** A line as stored, and a year's totals as stored: for the restore's recount (services/volunteer-law/recount-law.ts). */
export const registerLineItem = (line: RegisterLineRecord) => ({ ...lineKey(line), ...line });
export const registerTotalItem = (year: number, totals: RegisterTotals) => ({
  ...totalKey(year),
  year,
  ...totals,
});

export const registerLineRecordSchema = z.object({
  year: z.number().int(),
  userId: z.number().int(),
  volunteerName: z.string(),
  date: z.string(),
  declarationId: z.number().int(),
  allowanceCents: z.number().int(),
  transportTenths: z.number().int(),
});
export type RegisterLineRecord = z.infer<typeof registerLineRecordSchema>;

export type RegisterTotals = { allowanceCents: number; transportTenths: number; lineCount: number };

const totalsChange = (line: RegisterLineRecord, sign: 1 | -1): TransactionItem => ({
  Update: {
    TableName: TABLE(),
    Key: totalKey(line.year),
    UpdateExpression: 'SET #year = :year ADD allowanceCents :cents, transportTenths :tenths, lineCount :one',
    ExpressionAttributeNames: { '#year': 'year' },
    ExpressionAttributeValues: {
      ':year': line.year,
      ':cents': sign * line.allowanceCents,
      ':tenths': sign * line.transportTenths,
      ':one': sign,
    },
  },
});

/** An approved allowance enters the register: its line and the year's totals, for the approval's transaction. */
export const registerLineWrites = (line: RegisterLineRecord): TransactionItem[] => [
  {
    Put: {
      TableName: TABLE(),
      Item: { ...lineKey(line), ...line },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  totalsChange(line, 1),
];

/** An allowance leaves the register (approval undone, rejected after all, deleted). */
export const registerLineRemovals = (line: RegisterLineRecord): TransactionItem[] => [
  { Delete: { TableName: TABLE(), Key: lineKey(line) } },
  totalsChange(line, -1),
];

// Access pattern: one page of a year's register, by volunteer then day (pk = REGISTER#<year>, sk begins LINE#).
export async function registerLinesPage(
  year: number,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<RegisterLineRecord>> {
  const result = await queryPage(
    {
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :line)',
      ExpressionAttributeValues: { ':pk': partitionOf(year), ':line': 'LINE#' },
    },
    page,
    { table: 'declarations', partition: partitionOf(year) },
  );
  return {
    items: result.items.map((item) => parseItem(registerLineRecordSchema, item, 'register line')),
    nextCursor: result.nextCursor,
  };
}

// Access pattern: every line of a year's register (the xlsx and PDF exports), one Query paged through.
export async function allRegisterLines(year: number): Promise<RegisterLineRecord[]> {
  const items = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :line)',
    ExpressionAttributeValues: { ':pk': partitionOf(year), ':line': 'LINE#' },
  });
  return items.map((item) => parseItem(registerLineRecordSchema, item, 'register line'));
}

// Access pattern: one volunteer's lines of a year (their statement): a prefix of the year's partition.
export async function volunteerRegisterLines(year: number, userId: number): Promise<RegisterLineRecord[]> {
  const items = await queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :volunteer)',
    ExpressionAttributeValues: { ':pk': partitionOf(year), ':volunteer': volunteerPrefix(userId) },
  });
  return items.map((item) => parseItem(registerLineRecordSchema, item, 'register line'));
}

// Access pattern: the year's totals, one item by key.
export async function registerTotals(year: number): Promise<RegisterTotals> {
  const result = await dynamo.send(new GetCommand({ TableName: TABLE(), Key: totalKey(year) }));
  const item = result.Item ?? {};
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    allowanceCents: number(item.allowanceCents),
    transportTenths: number(item.transportTenths),
    lineCount: number(item.lineCount),
  };
}
