import {
  CheckOutlined,
  ClockCircleOutlined,
  CloseOutlined,
  EditOutlined,
  EyeOutlined,
  PaperClipOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Declaration, DeclarationStatus } from '../../../../../shared/schemas/declarations';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { formatAmount, formatDay, formatKilometers } from '../lib/format';
import { TYPE_LABELS, TYPE_SHORT_LABELS } from '../lib/labels';
import type { ReviewAction } from '../lib/review';
import { DeclarationStatusTag } from './declaration-status-tag';

export type RowAction =
  | { kind: 'open' }
  | { kind: 'review'; action: ReviewAction }
  | { kind: 'delete' }
  | { kind: 'receipt' };

/** What the signed-in user may do with one row. */
export type RowPermissions = { canEdit: boolean; canDelete: boolean; reviewActions: readonly ReviewAction[] };

type DeclarationsTableProps = {
  declarations: readonly Declaration[];
  isLoading: boolean;
  emptyText: string;
  footer: ReactNode;
  permissionsFor: (declaration: Declaration) => RowPermissions;
  /** The row and action on their way (a status change, a delete, a receipt link). */
  busy: { id: number; key: string } | null;
  onAction: (action: RowAction, declaration: Declaration) => void;
};

const REVIEW_ICONS: Record<DeclarationStatus, ReactNode> = {
  pending: <ClockCircleOutlined />,
  in_behandeling: <ClockCircleOutlined />,
  wordt_verwerkt: <SyncOutlined />,
  approved: <CheckOutlined />,
  rejected: <CloseOutlined />,
};

export function DeclarationsTable({
  declarations,
  isLoading,
  emptyText,
  footer,
  permissionsFor,
  busy,
  onAction,
}: DeclarationsTableProps) {
  const busyKey = (declaration: Declaration) => (busy?.id === declaration.id ? busy.key : null);
  const columns: TableColumnsType<Declaration> = [
    {
      title: 'Datum',
      dataIndex: 'date',
      key: 'date',
      width: 96,
      render: (date: string) => <span className="declarations-table__nowrap">{formatDay(date)}</span>,
    },
    {
      title: 'Type',
      dataIndex: 'type',
      key: 'type',
      width: 104,
      render: (type: Declaration['type']) => (
        <Tag color={type === 'expense' ? 'purple' : 'cyan'} title={TYPE_LABELS[type]}>
          {TYPE_SHORT_LABELS[type]}
        </Tag>
      ),
    },
    {
      title: 'Beschrijving',
      dataIndex: 'description',
      key: 'description',
      render: (description: string) => (
        <Typography.Paragraph
          ellipsis={{ rows: 2, tooltip: description }}
          className="declarations-table__text"
        >
          {description}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'Bedrag',
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      width: 88,
      render: (amount: string) => <span className="declarations-table__nowrap">{formatAmount(amount)}</span>,
    },
    {
      title: 'Kilometers',
      dataIndex: 'kilometers',
      key: 'kilometers',
      align: 'right',
      width: 104,
      render: (kilometers: number | null) =>
        kilometers === null ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <span className="declarations-table__nowrap">{formatKilometers(kilometers)}</span>
        ),
    },
    {
      title: 'Vrijwilliger',
      dataIndex: 'userName',
      key: 'userName',
      width: 120,
    },
    {
      title: 'Status',
      key: 'status',
      width: 124,
      render: (_, declaration) => (
        <div className="declarations-table__stack">
          <DeclarationStatusTag status={declaration.status} />
          {declaration.reviewNotes && (
            <Typography.Text
              type="secondary"
              className="declarations-table__minor"
              ellipsis={{ tooltip: declaration.reviewNotes }}
            >
              {declaration.reviewNotes}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: 'Bijlage',
      key: 'receipt',
      width: 130,
      render: (_, declaration) =>
        declaration.receiptUrl ? (
          <Tooltip title={`${declaration.receiptName ?? 'Bijlage'} downloaden`}>
            <Button
              type="link"
              size="small"
              icon={<PaperClipOutlined />}
              loading={busyKey(declaration) === 'receipt'}
              aria-label={
                declaration.receiptName ? `Bijlage ${declaration.receiptName} openen` : 'Bijlage openen'
              }
              className="declarations-table__receipt"
              onClick={() => onAction({ kind: 'receipt' }, declaration)}
            >
              <span className="declarations-table__receipt-name">{declaration.receiptName ?? 'Bijlage'}</span>
            </Button>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: 'Acties',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, declaration) => (
        <RowActions
          declaration={declaration}
          permissions={permissionsFor(declaration)}
          busyKey={busyKey(declaration)}
          onAction={onAction}
        />
      ),
    },
  ];

  return (
    <Table<Declaration>
      rowKey="id"
      columns={columns}
      dataSource={declarations as Declaration[]}
      loading={isLoading}
      pagination={false}
      locale={{ emptyText }}
      size="middle"
      scroll={{ x: 1090 }}
      footer={() => footer}
      aria-label="Declaraties"
      className="declarations-table"
    />
  );
}

type RowActionsProps = {
  declaration: Declaration;
  permissions: RowPermissions;
  busyKey: string | null;
  onAction: (action: RowAction, declaration: Declaration) => void;
};

function RowActions({ declaration, permissions, busyKey, onAction }: RowActionsProps) {
  const openLabel = permissions.canEdit ? 'Bewerken' : 'Bekijken';
  return (
    <Space size={2} wrap={false}>
      <IconButton
        label={openLabel}
        icon={permissions.canEdit ? <EditOutlined /> : <EyeOutlined />}
        onClick={() => onAction({ kind: 'open' }, declaration)}
      />
      {permissions.reviewActions.map((action) => (
        <IconButton
          key={action.to}
          label={action.label}
          icon={REVIEW_ICONS[action.to]}
          tone={action.to === 'approved' ? 'success' : action.to === 'rejected' ? 'danger' : undefined}
          loading={busyKey === `review:${action.to}`}
          disabled={busyKey !== null}
          onClick={() => onAction({ kind: 'review', action }, declaration)}
        />
      ))}
      {permissions.canDelete && (
        <ConfirmDeleteButton
          title="Declaratie verwijderen"
          description={`Weet je zeker dat je "${declaration.description}" wilt verwijderen?`}
          onConfirm={() => onAction({ kind: 'delete' }, declaration)}
          loading={busyKey === 'delete'}
        />
      )}
    </Space>
  );
}

type IconButtonProps = {
  label: string;
  icon: ReactNode;
  tone?: 'success' | 'danger' | undefined;
  loading?: boolean;
  disabled?: boolean;
  onClick: () => void;
};

function IconButton({ label, icon, tone, loading, disabled, onClick }: IconButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={icon}
        aria-label={label}
        danger={tone === 'danger'}
        className={tone === 'success' ? 'declarations-table__approve' : undefined}
        loading={loading}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}
