import { auditPage, listAuditQuery } from '../schemas/audit';
import { defineRoute } from './define';

export const auditRoutes = {
  list: defineRoute({
    id: 'audit-list',
    area: 'audit',
    method: 'GET',
    path: '/api/audit',
    access: 'viewAudit',
    summary:
      'The audit trail newest first, a page at a time, filtered by action, actor, target user and period (admins only).',
    query: listAuditQuery,
    response: auditPage,
    uses: { tables: ['audit'] },
  }),
};
