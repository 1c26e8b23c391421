import { privacyMessages } from '../../../shared/messages/privacy';
import {
  DEFAULT_RETENTION_PERIODS,
  RETENTION_PERIOD_SETTINGS,
  type RetentionPeriods,
  retentionRules,
} from '../../../shared/retention';
import type { RetentionSubject } from '../../../shared/schemas/privacy';
import { SETTING_DEFINITIONS } from '../../../shared/schemas/settings';
import { conflict } from '../../domain/errors';
import { addMissingNewsViewTtls } from '../../repositories/news';
import {
  claimRetentionItem,
  getRetentionItem,
  listBookkeepingDatesBefore,
  listEndedFamilies,
  listRetentionPage,
  putRetentionItems,
  type RetentionItem,
} from '../../repositories/retention';
import type { AuditActor } from '../audit/record-audit';
import { readAllSettings } from '../settings/settings-reader';
import { startBookkeepingYearErasure, startPrivacyJob } from './privacy-jobs';

const m = privacyMessages.privacy;

/** The moment `years` calendar years before `now`. */
const yearsBefore = (now: Date, years: number) => {
  const moment = new Date(now);
  moment.setUTCFullYear(moment.getUTCFullYear() - years);
  return moment;
};

/**
 * The periods in force: each the admin's setting when it passes the setting's own check (so never
 * below a legal minimum, even if a stored value predates the check), else the default.
 */
export async function readRetentionPeriods(): Promise<RetentionPeriods> {
  const settings = await readAllSettings();
  const periods = { ...DEFAULT_RETENTION_PERIODS };
  for (const [entity, key] of Object.entries(RETENTION_PERIOD_SETTINGS) as [
    keyof RetentionPeriods,
    (typeof RETENTION_PERIOD_SETTINGS)[keyof RetentionPeriods],
  ][]) {
    const stored = settings.get(key)?.value;
    const parsed = stored === undefined ? undefined : SETTING_DEFINITIONS[key].value.safeParse(stored);
    if (parsed?.success) periods[entity] = Number(parsed.data);
  }
  return periods;
}

/**
 * The daily retention check: lists every family whose guidance ended (status 'afgerond') longer ago
 * than the families' period (`retention_families_years`, default 2) for an admin to review. A
 * family's last change stands for the day it ended: never earlier, so a family is never listed before
 * its time. Nothing is erased here.
 */
export async function runRetentionCheck(
  now: Date = new Date(),
): Promise<{ listed: number; newsReadsGivenTtl: number }> {
  const periods = await readRetentionPeriods();
  const cutoff = yearsBefore(now, periods.families).toISOString();
  const due: RetentionItem[] = (await listEndedFamilies())
    .filter((family) => family.updatedAt < cutoff)
    .map((family) => ({
      subject: { kind: 'family', id: family.id },
      name: family.parentName,
      since: family.updatedAt,
      rule: 'families',
      listedAt: now.toISOString(),
    }));
  const years = await dueBookkeepingYears(now, periods.bookkeeping);
  await putRetentionItems([...due, ...years], now);
  const newsReadsGivenTtl = await addMissingNewsViewTtls();
  return { listed: due.length + years.length, newsReadsGivenTtl };
}

/**
 * The financial years whose declarations and bookkeeping passed their period (`years` after the
 * close of the year, 31 December): one item per year, counting its transactions and declarations.
 */
async function dueBookkeepingYears(now: Date, years: number): Promise<RetentionItem[]> {
  // Year Y closes on 31-12-Y; it is due once Y + 1 + years has begun.
  const lastDueYear = now.getUTCFullYear() - years - 1;
  const dates = await listBookkeepingDatesBefore(String(lastDueYear + 1));
  const counts = new Map<number, { entries: number; declarations: number }>();
  const countOf = (year: number) => counts.get(year) ?? { entries: 0, declarations: 0 };
  for (const date of dates.entries) {
    const year = Number(date.slice(0, 4));
    counts.set(year, { ...countOf(year), entries: countOf(year).entries + 1 });
  }
  for (const date of dates.declarations) {
    const year = Number(date.slice(0, 4));
    counts.set(year, { ...countOf(year), declarations: countOf(year).declarations + 1 });
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, count]) => ({
      subject: { kind: 'bookkeepingYear', id: year },
      name: m.bookkeepingYear(year, count.entries, count.declarations),
      since: `${year}-12-31`,
      rule: 'bookkeeping',
      listedAt: now.toISOString(),
    }));
}

export async function listRetention(page: { limit: number; cursor?: string | undefined }) {
  const result = await listRetentionPage(page);
  return {
    rules: retentionRules(await readRetentionPeriods()),
    items: result.items,
    nextCursor: result.nextCursor,
  };
}

/**
 * An admin confirms what the check listed: each person still on the list gets one erasure job of the
 * engine, each financial year one job that pseudonymises its bookkeeping and erases its declarations
 * (each job its own audit entry counting what it did). An item leaves the list as its job starts; a
 * second confirmation of the same item (or one at the same moment) finds it gone and starts nothing.
 */
export async function confirmRetention(
  actor: NonNullable<AuditActor>,
  subjects: readonly RetentionSubject[],
  now: Date = new Date(),
): Promise<{ jobIds: string[] }> {
  const listed = await Promise.all(subjects.map((subject) => getRetentionItem(subject.kind, subject.id)));
  if (listed.some((item) => item === null)) throw conflict(m.notListed);
  const jobIds: string[] = [];
  for (const subject of subjects) {
    if (!(await claimRetentionItem(subject.kind, subject.id))) continue;
    const { jobId } =
      subject.kind === 'bookkeepingYear'
        ? await startBookkeepingYearErasure(actor, subject.id, now)
        : await startPrivacyJob(
            actor,
            { mode: 'erase', subject: { kind: subject.kind, id: subject.id } },
            now,
          );
    jobIds.push(jobId);
  }
  return { jobIds };
}
