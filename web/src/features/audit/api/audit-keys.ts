import type { ListAuditQuery } from '../../../../../shared/schemas/audit';

/** The filters of the audit screen, as the route takes them (paging left out). */
export type AuditFilters = Partial<Omit<ListAuditQuery, 'limit' | 'cursor'>>;

export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (filters: AuditFilters) => [...auditKeys.lists(), filters] as const,
  people: () => [...auditKeys.all, 'people'] as const,
};
