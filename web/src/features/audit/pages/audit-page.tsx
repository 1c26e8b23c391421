import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { describeError } from '../../../lib/api/errors';
import type { AuditFilters as Filters } from '../api/audit-keys';
import { useAuditPages } from '../api/get-audit';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

const m = messages.audit;

/** The audit trail for admins: who changed what and when, filtered and a page at a time. */
export function AuditPage() {
  const [filters, setFilters] = useState<Filters>({});
  const pages = useAuditPages(filters);
  const entries = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {m.title}
        </Typography.Title>
        <AuditFilters value={filters} onChange={setFilters} />
        {pages.error ? (
          <Alert type="error" showIcon message={describeError(pages.error, messages.generic.error)} />
        ) : null}
        <AuditTable entries={entries} loading={pages.isLoading} />
        {pages.hasNextPage ? (
          <Button onClick={() => pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            {m.loadMore}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
