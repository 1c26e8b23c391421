import {
  DEFAULT_RETENTION_PERIODS,
  type ExpiringEntity,
  type RetentionPeriods,
  retentionDays,
} from '../../shared/retention';
import { tableName, ttlFrom } from './table';

/**
 * The retention periods in force for the rows written now (issue 32 item 3), as the settings gave
 * them last in this container. Why a value kept here and not a read per write: audit entries are
 * built synchronously inside the transactions of some sixty services, and a route that writes an
 * audited change would otherwise need a settings read of its own in each of them. Instead the
 * function loads the periods before it works (createHandler for every route that writes one of the
 * expiring tables, the workers and schedules at their start: loadRetentionPeriods, which reads the
 * settings again after five minutes or a settings write), and every writer takes its TTL from here. Kept per settings
 * table, so test portals in one process never share it; the defaults until a load happened.
 */
const inForce = new Map<string, RetentionPeriods>();

export function keepRetentionPeriods(periods: RetentionPeriods): void {
  inForce.set(tableName('settings'), periods);
}

export const retentionPeriodsInForce = (): RetentionPeriods =>
  inForce.get(tableName('settings')) ?? DEFAULT_RETENTION_PERIODS;

/** When a row of `entity` written at `from` expires under the period in force. */
export const expiryOf = (entity: ExpiringEntity, from: Date | string): Date =>
  new Date(new Date(from).getTime() + retentionDays(retentionPeriodsInForce()[entity]) * 86_400_000);

/** The TTL attribute of a row of `entity` written at `from`. */
export const retentionTtl = (entity: ExpiringEntity, from: Date | string): number =>
  ttlFrom(expiryOf(entity, from));
