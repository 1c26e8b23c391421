import { Table, Tag } from 'antd';
import { formatDateTime } from '../../../../../shared/format/dates';
import { messages } from '../../../../../shared/messages';
import type { EmailLog, EmailLogStatus } from '../../../../../shared/schemas/email';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useEmailLogs } from '../api/logs';

const m = messages.email;

/** Spec §4: delivered green 'Verzonden', failed red 'Mislukt', pending yellow 'In wachtrij'. */
const STATUS: Record<EmailLogStatus, { label: string; color: string }> = {
  delivered: { label: m.statusDelivered, color: 'green' },
  failed: { label: m.statusFailed, color: 'red' },
  pending: { label: m.statusPending, color: 'gold' },
  skipped: { label: m.statusSkipped, color: 'default' },
};

export function EmailHistory() {
  const logs = useEmailLogs();
  const shown = logs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Table<EmailLog>
        rowKey="id"
        size="small"
        loading={logs.isLoading}
        dataSource={shown}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: 'Datum', dataIndex: 'sentAt', render: (value: string) => formatDateTime(value) },
          { title: 'Ontvanger', dataIndex: 'recipient' },
          { title: 'Onderwerp', dataIndex: 'subject' },
          { title: 'Afzender', dataIndex: 'sender' },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (status: EmailLogStatus) => {
              const shownStatus = STATUS[status] ?? STATUS.delivered;
              return <Tag color={shownStatus.color}>{shownStatus.label}</Tag>;
            },
          },
          { title: 'Fout', dataIndex: 'error', render: (value: string | null) => value ?? '' },
        ]}
      />
      <LoadMoreButton
        hasMore={logs.hasNextPage}
        isLoading={logs.isFetchingNextPage}
        onLoadMore={() => void logs.fetchNextPage()}
      />
    </>
  );
}
