import { type DeclarationRecord, declarationRecordSchema } from '../../repositories/declarations';
import { lawYearKey } from '../../repositories/keys/declarations';
import { batchWriteAll, type Item, tableName } from '../../repositories/table';
import {
  REGISTER_PARTITION_PREFIX,
  type RegisterTotals,
  registerLineItem,
  registerTotalItem,
} from '../../repositories/volunteer-register';
import { countingOf, isCounted, registerLineOf } from './law-approval';

/**
 * After a restore, the volunteer-law counters (LAW#<user>#<year>: approved allowances per day and
 * year, transport kilometres) and the yearly register (REGISTER#<year>: a line per approved allowance
 * and the year's totals) are counted again from the declarations now stored, with the approval's own
 * rule (law-approval.ts), instead of taken from the file: a file whose counters were lowered would
 * otherwise let approvals pass the legal ceilings. What the file says that is not counted is kept:
 * each year's regime and what other organisations pay. `pages` is every item of the declarations
 * table; only what differs is written. Answers the number of items written or deleted.
 */

const LAW_COUNTERS = ['allowanceCents', 'allowanceCount', 'transportTenths'] as const;
const DAY_PREFIX = 'day#';
const keyOf = (item: Item) => `${String(item.pk)}\u0000${String(item.sk)}`;
const isDeclaration = (item: Item) => String(item.pk).startsWith('DECLARATION#') && item.sk === 'DECLARATION';
const isLawYear = (item: Item) => String(item.pk).startsWith('LAW#') && item.sk === 'LAW';
const isRegisterItem = (item: Item) => String(item.pk).startsWith(REGISTER_PARTITION_PREFIX);

function countedDeclaration(item: Item): DeclarationRecord | null {
  const parsed = declarationRecordSchema.safeParse(item);
  return parsed.success && isCounted(parsed.data) ? parsed.data : null;
}

/** The counters of a LAW item, zeros left out, for comparing what is stored with what is counted. */
function countersOf(item: Item): Record<string, number> {
  const counters: Record<string, number> = {};
  for (const [name, value] of Object.entries(item))
    if (
      ((LAW_COUNTERS as readonly string[]).includes(name) || name.startsWith(DAY_PREFIX)) &&
      typeof value === 'number' &&
      value !== 0
    )
      counters[name] = value;
  return counters;
}

const sameNumbers = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => b[name] === value);

export async function recountLawCounters(pages: AsyncIterable<readonly Item[]>, now: Date): Promise<number> {
  const storedLaw = new Map<string, Item>();
  const storedRegister = new Map<string, Item>();
  const counted: DeclarationRecord[] = [];
  for await (const page of pages)
    for (const item of page) {
      if (isLawYear(item)) storedLaw.set(keyOf(item), item);
      else if (isRegisterItem(item)) storedRegister.set(keyOf(item), item);
      else if (isDeclaration(item)) {
        const declaration = countedDeclaration(item);
        if (declaration) counted.push(declaration);
      }
    }

  // What the approvals of the stored declarations add up to, per volunteer and year.
  const wantedLaw = new Map<string, { userId: number; year: number; counters: Record<string, number> }>();
  const wantedRegister = new Map<string, Item>();
  const totals = new Map<number, RegisterTotals>();
  for (const declaration of counted) {
    const counting = countingOf(declaration);
    const key = lawYearKey(counting.userId, counting.year);
    const entry = wantedLaw.get(keyOf(key)) ?? { userId: counting.userId, year: counting.year, counters: {} };
    const add = (name: string, value: number) => {
      entry.counters[name] = (entry.counters[name] ?? 0) + value;
    };
    add('allowanceCents', counting.allowanceCents);
    add('allowanceCount', 1);
    add('transportTenths', counting.transportTenths);
    add(`${DAY_PREFIX}${counting.day}`, counting.allowanceCents);
    wantedLaw.set(keyOf(key), entry);

    const line = registerLineOf(declaration);
    const lineItem = registerLineItem(line);
    wantedRegister.set(keyOf(lineItem), lineItem);
    const total = totals.get(line.year) ?? { allowanceCents: 0, transportTenths: 0, lineCount: 0 };
    totals.set(line.year, {
      allowanceCents: total.allowanceCents + line.allowanceCents,
      transportTenths: total.transportTenths + line.transportTenths,
      lineCount: total.lineCount + 1,
    });
  }
  for (const [year, total] of totals) {
    const totalItem = registerTotalItem(year, total);
    wantedRegister.set(keyOf(totalItem), totalItem);
  }

  const puts: Item[] = [];
  const deletes: { pk: string; sk: string }[] = [];
  for (const key of new Set([...storedLaw.keys(), ...wantedLaw.keys()])) {
    const stored = storedLaw.get(key);
    const wanted = wantedLaw.get(key);
    const counters = Object.fromEntries(
      Object.entries(wanted?.counters ?? {}).filter(([, value]) => value !== 0),
    );
    if (stored && sameNumbers(countersOf(stored), counters)) continue;
    // The file's own fields (regime, other organisations' amount) stay; its counters are replaced.
    const kept = Object.fromEntries(
      Object.entries(stored ?? {}).filter(
        ([name]) => !name.startsWith(DAY_PREFIX) && !(LAW_COUNTERS as readonly string[]).includes(name),
      ),
    );
    const userId = wanted?.userId ?? Number(stored?.userId);
    const year = wanted?.year ?? Number(stored?.year);
    puts.push({
      ...kept,
      ...lawYearKey(userId, year),
      userId,
      year,
      ...Object.fromEntries(LAW_COUNTERS.map((name) => [name, counters[name] ?? 0])),
      ...Object.fromEntries(Object.entries(counters).filter(([name]) => name.startsWith(DAY_PREFIX))),
      version: (Number(stored?.version) || 0) + 1,
      updatedAt: now.toISOString(),
    });
  }
  for (const [key, item] of wantedRegister) {
    const stored = storedRegister.get(key);
    if (!stored || !sameNumbers(stored, item)) puts.push(item);
  }
  for (const [key, item] of storedRegister)
    if (!wantedRegister.has(key)) deletes.push({ pk: String(item.pk), sk: String(item.sk) });

  await batchWriteAll(tableName('declarations'), { puts, deletes });
  return puts.length + deletes.length;
}
