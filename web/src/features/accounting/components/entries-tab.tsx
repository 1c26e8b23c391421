import { Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PAYMENT_STATE_LABELS } from '../../../../../shared/format/labels';
import { messages } from '../../../../../shared/messages';
import { approvalMessages } from '../../../../../shared/messages/approvals';
import {
  canChangeEntry,
  canReviewEntry,
  entryApprovalRefusal,
} from '../../../../../shared/policies/accounting';
import type { AccountingEntry } from '../../../../../shared/schemas/accounting';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { CLEAR_INPUT } from '../../../components/control-icons';
import { IconAction } from '../../../components/icon-action';
import { CheckOutlined, CloseOutlined, EditOutlined } from '../../../components/icons';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { formatAmount, formatDay } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { EntryFilters } from '../api/accounting-keys';
import { useDeleteEntry } from '../api/delete-entry';
import { useEntryPages } from '../api/get-entries';
import { useReviewEntry } from '../api/review-entry';
import { ScrollRegion } from './scroll-region';

const m = messages.accounting;
const fourEyes = approvalMessages.approvals.entry;

/** Why the signed-in board member may not approve `entry` (the server's own sentence), or undefined. */
function approvalHint(user: { id: number }, entry: AccountingEntry): string | undefined {
  const refusal = entryApprovalRefusal(user, entry, new Date());
  return refusal ? fourEyes[refusal] : undefined;
}
const STATUS_COLORS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

type EntriesTabProps = { onEdit: (entry: AccountingEntry) => void };

/** Spec §2 Transacties: filters, the table and its actions (approve/reject for the board). */
export function EntriesTab({ onEdit }: EntriesTabProps) {
  const user = useCurrentUser();
  const toast = useToast();
  const [filters, setFilters] = useState<EntryFilters>({
    type: null,
    status: null,
    category: '',
    bankAccount: '',
  });
  const debounced = useDebouncedValue(filters, 300);
  const pages = useEntryPages(debounced);
  const review = useReviewEntry();
  const remove = useDeleteEntry();
  const entries = pages.data?.pages.flatMap((page) => page.items) ?? [];

  const decide = async (entry: AccountingEntry, decision: 'approve' | 'reject') => {
    try {
      await review.mutateAsync({ id: entry.id, decision, expectedVersion: entry.version });
      toast.success(decision === 'approve' ? m.approved : m.rejected);
    } catch (error) {
      toast.failure(error, m.failedText, m.failed);
    }
  };
  const deleteEntry = async (entry: AccountingEntry) => {
    try {
      await remove.mutateAsync(entry.id);
      toast.success(m.deleted);
    } catch (error) {
      toast.failure(error, m.failedText, m.failed);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div className="accounting-filters">
        <Select<NonNullable<EntryFilters['type']> | 'all'>
          aria-label="Type"
          value={filters.type ?? 'all'}
          onChange={(value) => setFilters({ ...filters, type: value === 'all' ? null : value })}
          options={[
            { value: 'all', label: 'Alle types' },
            { value: 'incoming', label: m.typeLabels.incoming },
            { value: 'outgoing', label: m.typeLabels.outgoing },
          ]}
        />
        <Select<NonNullable<EntryFilters['status']> | 'all'>
          aria-label="Status"
          value={filters.status ?? 'all'}
          onChange={(value) => setFilters({ ...filters, status: value === 'all' ? null : value })}
          options={[
            { value: 'all', label: 'Alle statussen' },
            { value: 'pending', label: m.statusLabels.pending },
            { value: 'approved', label: m.statusLabels.approved },
            { value: 'rejected', label: m.statusLabels.rejected },
          ]}
        />
        <Input
          aria-label="Categorie"
          placeholder="Categorie"
          allowClear={CLEAR_INPUT}
          value={filters.category}
          onChange={(event) => setFilters({ ...filters, category: event.target.value })}
        />
        <Input
          aria-label="Bankrekening"
          placeholder="Bankrekening"
          allowClear={CLEAR_INPUT}
          value={filters.bankAccount}
          onChange={(event) => setFilters({ ...filters, bankAccount: event.target.value })}
        />
      </div>
      <ScrollRegion label="Transacties">
        <Table<AccountingEntry>
          rowKey="id"
          size="small"
          loading={pages.isLoading}
          dataSource={entries}
          pagination={false}
          locale={{ emptyText: m.noEntries }}
          columns={[
            {
              title: 'Datum',
              dataIndex: 'date',
              render: (date: string) => formatDay(date),
              width: 110,
            },
            {
              title: 'Type',
              dataIndex: 'type',
              render: (type: AccountingEntry['type']) => m.typeLabels[type],
            },
            {
              title: 'Beschrijving',
              dataIndex: 'description',
              render: (description: string, entry) => (
                <>
                  {description}
                  {entry.payeeName && (
                    <Typography.Text type="secondary" className="accounting-payee">
                      {m.payeeLine(entry.payeeName)}
                    </Typography.Text>
                  )}
                  {entry.structuredCommunication && entry.status !== 'rejected' && (
                    <Typography.Text type="secondary" copyable className="accounting-communication">
                      {entry.structuredCommunication}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            { title: 'Categorie', dataIndex: 'category' },
            {
              title: 'Bedrag',
              dataIndex: 'amount',
              align: 'right',
              render: (amount: string, entry) => (
                <span
                  className={entry.type === 'incoming' ? 'accounting-amount--in' : 'accounting-amount--out'}
                >
                  {formatAmount(amount)}
                </span>
              ),
            },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (status: AccountingEntry['status'], entry) => (
                <>
                  <Tag color={STATUS_COLORS[status]}>{m.statusLabels[status]}</Tag>
                  {entry.paymentStatus && (
                    <Tag color="blue" data-payment={entry.paymentStatus}>
                      {PAYMENT_STATE_LABELS[entry.paymentStatus]}
                    </Tag>
                  )}
                </>
              ),
            },
            {
              title: 'Verwerkt door',
              dataIndex: 'processedByName',
              render: (name: string | null) => name ?? '—',
            },
            {
              title: 'Acties',
              key: 'actions',
              render: (_, entry) => (
                <Space size={0}>
                  {canReviewEntry(user, entry) && (
                    <>
                      <ApproveAction entry={entry} hint={approvalHint(user, entry)} onApprove={decide} />
                      <IconAction
                        title="Afwijzen"
                        danger
                        icon={<CloseOutlined />}
                        label={`${entry.description} afwijzen`}
                        onClick={() => decide(entry, 'reject')}
                      />
                    </>
                  )}
                  {canChangeEntry(user, entry) && (
                    <>
                      <IconAction
                        title="Bewerken"
                        icon={<EditOutlined />}
                        label={`${entry.description} bewerken`}
                        onClick={() => onEdit(entry)}
                      />
                      <ConfirmDeleteButton
                        title="Transactie verwijderen"
                        description={m.deleteConfirm(entry.description)}
                        ariaLabel={`${entry.description} verwijderen`}
                        onConfirm={() => deleteEntry(entry)}
                      />
                    </>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </ScrollRegion>
      <LoadMoreButton
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoadMore={() => pages.fetchNextPage()}
      />
    </Space>
  );
}

type ApproveActionProps = {
  entry: AccountingEntry;
  /** Why the button is off under the four-eyes rule; absent when the viewer may approve. */
  hint: string | undefined;
  onApprove: (entry: AccountingEntry, decision: 'approve') => void;
};

/** Goedkeuren, off with the reason in its tooltip and accessible name when four eyes forbid it. */
function ApproveAction({ entry, hint, onApprove }: ApproveActionProps) {
  return (
    <IconAction
      title="Goedkeuren"
      icon={<CheckOutlined />}
      label={hint ? `${entry.description} goedkeuren: ${hint}` : `${entry.description} goedkeuren`}
      hint={hint}
      disabled={hint !== undefined}
      onClick={() => onApprove(entry, 'approve')}
    />
  );
}
