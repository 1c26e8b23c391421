import type { ListAuditQuery } from '../../../shared/schemas/audit';
import { listAuditPage } from '../../repositories/audit';

/** One page of the audit trail, newest first; the route lets only admins ask. */
export function listAudit(query: ListAuditQuery, now: Date) {
  const { limit, cursor, ...filter } = query;
  return listAuditPage(filter, { limit, cursor }, now);
}
