import { privacyMessages } from '../../../shared/messages/privacy';
import {
  type ExpiringEntity,
  type RetentionPeriods,
  retentionDays,
  retentionRules,
} from '../../../shared/retention';
import type { RetentionSubject } from '../../../shared/schemas/privacy';
import { conflict } from '../../domain/errors';
import { deleteLogsBefore } from '../../repositories/email';
import { tidyNewsViews } from '../../repositories/news';
import { deleteNotificationsBefore } from '../../repositories/notifications';
import {
  claimRetentionItem,
  getRetentionItem,
  listBookkeepingDatesBefore,
  listEndedFamilies,
  listRetentionPage,
  putRetentionItems,
  type RetentionItem,
} from '../../repositories/retention';
import { listUsers } from '../../repositories/users';
import type { AuditActor } from '../audit/record-audit';
import { readRetentionPeriods } from '../settings/retention-periods';
import { startBookkeepingYearErasure, startPrivacyJob } from './privacy-jobs';

const m = privacyMessages.privacy;

/** The moment `years` calendar years before `now`. */
const yearsBefore = (now: Date, years: number) => {
  const moment = new Date(now);
  moment.setUTCFullYear(moment.getUTCFullYear() - years);
  return moment;
};

/**
 * The daily retention check: lists every family whose guidance ended (status 'afgerond') longer ago
 * than the families' period (`retention_families_years`, default 2) for an admin to review, counted
 * from `endedAt`, the moment it became 'afgerond' (so a later edit does not restart the clock); a
 * family that ended before that field existed counts from its last change, never earlier, so it is
 * never listed before its time. Nothing is erased here.
 */
export async function runRetentionCheck(now: Date = new Date()): Promise<{
  listed: number;
  newsReadsGivenTtl: number;
  expired: { mailLog: number; notifications: number; newsReads: number };
}> {
  const periods = await readRetentionPeriods();
  const cutoff = yearsBefore(now, periods.families).toISOString();
  const due: RetentionItem[] = (await listEndedFamilies())
    .map((family) => ({ family, ended: family.endedAt ?? family.updatedAt }))
    .filter(({ ended }) => ended < cutoff)
    .map(({ family, ended }) => ({
      subject: { kind: 'family', id: family.id },
      name: family.parentName,
      since: ended,
      rule: 'families',
      listedAt: now.toISOString(),
    }));
  const years = await dueBookkeepingYears(now, periods.bookkeeping);
  await putRetentionItems([...due, ...years], now);
  const { newsReadsGivenTtl, ...deleted } = await deleteRowsPastTheirPeriod(periods, now);
  return { listed: due.length + years.length, newsReadsGivenTtl, expired: deleted };
}

/** The start of the period in force of `entity`: rows written before it are past it. */
const periodStart = (periods: RetentionPeriods, entity: ExpiringEntity, now: Date) =>
  new Date(now.getTime() - retentionDays(periods[entity]) * 86_400_000);

/**
 * Rows keep the TTL they were written with, so a period an admin shortened applies to older rows
 * here, at the next daily run (the settings screen says so): mail log rows, notifications and news
 * read marks written before the period in force began are deleted. Audit and access entries are
 * not: the trail is insert-only (no function may change or delete an entry, issue 38), so a shorter
 * period there holds for the entries written from then on.
 */
async function deleteRowsPastTheirPeriod(periods: RetentionPeriods, now: Date) {
  const mailLog = await deleteLogsBefore(periodStart(periods, 'mailLog', now));
  let notifications = 0;
  for (const user of await listUsers({})) {
    notifications += await deleteNotificationsBefore(user.id, periodStart(periods, 'notifications', now));
  }
  const newsReads = await tidyNewsViews(periodStart(periods, 'newsReads', now));
  return { mailLog, notifications, newsReads: newsReads.deleted, newsReadsGivenTtl: newsReads.givenTtl };
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
