import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  declarationStatusLabel,
  declarationTypeLabel,
  formatDateTime,
  roleLabel,
  userStatusLabel,
  userTypeLabel,
} from '../../../../../shared/format';
import { messages } from '../../../../../shared/messages';
import type { AuditChange, AuditEntry } from '../../../../../shared/schemas/audit';

const m = messages.audit;

/** Codes shown as their Dutch labels; a status is a user's or a declaration's by the entry's target. */
function labelValue(entry: AuditEntry, field: string, value: string | null): string {
  if (value === null) return '—';
  if (field === 'role') return roleLabel(value);
  if (field === 'type' && entry.targetType === 'user') return userTypeLabel({ type: value }) ?? value;
  if (field === 'type') return declarationTypeLabel(value);
  if (field === 'status')
    return entry.targetType === 'user' ? userStatusLabel(value) : declarationStatusLabel(value);
  return value;
}

function describeChange(entry: AuditEntry, change: AuditChange): string {
  const field = m.fields[change.field] ?? change.field;
  if (change.treatment === 'secret') return `${field}: ${m.secretValue}`;
  const after = labelValue(entry, change.field, change.after);
  if (change.before === null) return `${field}: ${after}`;
  return `${field}: ${labelValue(entry, change.field, change.before)} → ${after}`;
}

const columns: ColumnsType<AuditEntry> = [
  {
    title: m.columns.at,
    dataIndex: 'at',
    width: 150,
    render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span>,
  },
  {
    title: m.columns.action,
    dataIndex: 'action',
    width: 200,
    render: (action: AuditEntry['action']) => m.actions[action],
  },
  {
    title: m.columns.actor,
    dataIndex: 'actorName',
    width: 140,
    render: (name: string | null) => name ?? '—',
  },
  {
    title: m.columns.target,
    key: 'target',
    width: 200,
    render: (_, entry) => (
      <>
        {m.targetTypes[entry.targetType]} {entry.targetId}
        {entry.targetName ? (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {entry.targetName}
          </Typography.Text>
        ) : null}
      </>
    ),
  },
  {
    title: m.columns.changes,
    key: 'changes',
    render: (_, entry) =>
      entry.changes.length === 0 ? (
        '—'
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {entry.changes.map((change) => (
            <li key={change.field}>{describeChange(entry, change)}</li>
          ))}
        </ul>
      ),
  },
];

export function AuditTable({ entries, loading }: { entries: AuditEntry[]; loading: boolean }) {
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={false}
      locale={{ emptyText: m.empty }}
    />
  );
}
