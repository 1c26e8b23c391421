import { Button, Space, type TableColumnsType, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatAmount, formatDay } from '../../../../../shared/format';
import type { Declaration } from '../../../../../shared/schemas/declarations';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { IconAction } from '../../../components/icon-action';
import { EditOutlined, EyeOutlined, PaperClipOutlined } from '../../../components/icons';
import { LoadMoreButton } from '../../../components/load-more-button';
import { RecordCardRow, RecordCards } from '../../../components/record-cards';
import { RecordTable } from '../../../components/record-table';
import { formatKilometers } from '../lib/format';
import { TYPE_LABELS, TYPE_SHORT_LABELS } from '../lib/labels';
import { DeclarationStatusTag, PaymentStateTag } from './declaration-status-tag';

export type RowAction = { kind: 'open' } | { kind: 'edit' } | { kind: 'delete' } | { kind: 'receipt' };

/** What the signed-in user may do with one row; reviewing happens in the declaration's view. */
export type RowPermissions = { canEdit: boolean; canDelete: boolean };

type DeclarationsTableProps = {
  declarations: readonly Declaration[];
  isLoading: boolean;
  /** Another page waits on the server ("Meer laden"). */
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  emptyText: string;
  footer: ReactNode;
  /** Reviewers see whose declaration it is; everyone else sees only their own. */
  showsVolunteer: boolean;
  /** Phones get one card per declaration instead of a table (issue 23 point 3). */
  asCards: boolean;
  permissionsFor: (declaration: Declaration) => RowPermissions;
  /** The row and action on their way (a delete, a receipt link). */
  busy: { id: number; key: string } | null;
  onAction: (action: RowAction, declaration: Declaration) => void;
};

/**
 * The declarations list. Type, kilometres and receipt sit under the description, so the table fits
 * a 1280 px laptop with the sidebar open without sideways scrolling (issue 23 point 2).
 */
export function DeclarationsTable(props: DeclarationsTableProps) {
  const { declarations, isLoading, emptyText, footer, showsVolunteer, asCards, busy, onAction } = props;
  const busyKey = (declaration: Declaration) => (busy?.id === declaration.id ? busy.key : null);

  const moreAndFooter = (
    <>
      <LoadMoreButton hasMore={props.hasMore} isLoading={props.isLoadingMore} onLoadMore={props.onLoadMore} />
      {footer}
    </>
  );

  if (asCards) return <DeclarationCards {...props} footer={moreAndFooter} />;

  const columns: TableColumnsType<Declaration> = [
    {
      title: 'Datum',
      dataIndex: 'date',
      key: 'date',
      width: 104,
      render: (date: string) => <span className="declarations-table__nowrap">{formatDay(date)}</span>,
    },
    {
      title: 'Beschrijving',
      dataIndex: 'description',
      key: 'description',
      render: (_, declaration) => (
        <DescriptionCell
          declaration={declaration}
          isReceiptBusy={busyKey(declaration) === 'receipt'}
          onReceipt={() => onAction({ kind: 'receipt' }, declaration)}
        />
      ),
    },
    ...(showsVolunteer
      ? [{ title: 'Vrijwilliger', dataIndex: 'userName', key: 'userName', width: 150 } as const]
      : []),
    {
      title: 'Bedrag',
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      width: 104,
      render: (amount: string) => <span className="declarations-table__nowrap">{formatAmount(amount)}</span>,
    },
    {
      title: 'Status',
      key: 'status',
      width: 150,
      render: (_, declaration) => <StatusCell declaration={declaration} />,
    },
    {
      title: 'Acties',
      key: 'actions',
      width: 124,
      render: (_, declaration) => (
        <RowActions
          declaration={declaration}
          permissions={props.permissionsFor(declaration)}
          busyKey={busyKey(declaration)}
          onAction={onAction}
        />
      ),
    },
  ];

  return (
    <RecordTable<Declaration>
      records={declarations}
      columns={columns}
      isLoading={isLoading}
      emptyText={emptyText}
      size="middle"
      footer={moreAndFooter}
      className="declarations-table"
      label="Declaraties"
    />
  );
}

function DescriptionCell({
  declaration,
  isReceiptBusy,
  onReceipt,
}: {
  declaration: Declaration;
  isReceiptBusy: boolean;
  onReceipt: () => void;
}) {
  return (
    <div className="cell-stack">
      <Typography.Paragraph
        ellipsis={{ rows: 2, tooltip: declaration.description }}
        className="declarations-table__text"
      >
        {declaration.description}
      </Typography.Paragraph>
      <span className="declarations-table__meta">
        <Typography.Text type="secondary" title={TYPE_LABELS[declaration.type]}>
          {TYPE_SHORT_LABELS[declaration.type]}
          {declaration.kilometers !== null && ` · ${formatKilometers(declaration.kilometers)}`}
        </Typography.Text>
        {declaration.receiptUrl && (
          <Tooltip title={`${declaration.receiptName ?? 'Bijlage'} downloaden`}>
            <Button
              type="link"
              size="small"
              icon={<PaperClipOutlined />}
              loading={isReceiptBusy}
              aria-label={
                declaration.receiptName ? `Bijlage ${declaration.receiptName} openen` : 'Bijlage openen'
              }
              className="declarations-table__receipt"
              onClick={onReceipt}
            >
              <span className="declarations-table__receipt-name">{declaration.receiptName ?? 'Bijlage'}</span>
            </Button>
          </Tooltip>
        )}
      </span>
    </div>
  );
}

/** The status and the reviewer's note; on a card (`hasNoteBelow`) the note gets a line of its own. */
function StatusCell({
  declaration,
  hasNoteBelow = false,
}: {
  declaration: Declaration;
  hasNoteBelow?: boolean;
}) {
  return (
    <div className="cell-stack">
      <DeclarationStatusTag status={declaration.status} />
      <PaymentStateTag state={declaration.paymentStatus} />
      {declaration.reviewNotes && !hasNoteBelow && (
        <Typography.Text
          type="secondary"
          className="declarations-table__minor"
          ellipsis={{ tooltip: declaration.reviewNotes }}
        >
          {declaration.reviewNotes}
        </Typography.Text>
      )}
    </div>
  );
}

/** One card per declaration: date, description, amount, status and the actions, nothing sideways. */
function DeclarationCards({
  declarations,
  isLoading,
  emptyText,
  footer,
  showsVolunteer,
  permissionsFor,
  busy,
  onAction,
}: DeclarationsTableProps) {
  return (
    <RecordCards
      items={declarations}
      isLoading={isLoading}
      emptyText={emptyText}
      label="Declaraties"
      keyOf={(declaration) => declaration.id}
      footer={footer}
      renderCard={(declaration) => (
        <>
          <RecordCardRow>
            <Typography.Text type="secondary">{formatDay(declaration.date)}</Typography.Text>
            <Typography.Text strong className="declarations-table__nowrap">
              {formatAmount(declaration.amount)}
            </Typography.Text>
          </RecordCardRow>
          <DescriptionCell
            declaration={declaration}
            isReceiptBusy={busy?.id === declaration.id && busy.key === 'receipt'}
            onReceipt={() => onAction({ kind: 'receipt' }, declaration)}
          />
          {showsVolunteer && <Typography.Text type="secondary">{declaration.userName}</Typography.Text>}
          <RecordCardRow>
            <StatusCell declaration={declaration} hasNoteBelow />
            <RowActions
              declaration={declaration}
              permissions={permissionsFor(declaration)}
              busyKey={busy?.id === declaration.id ? busy.key : null}
              onAction={onAction}
            />
          </RecordCardRow>
          {/* Issue 37: on a phone the reason of a rejection is read in full, not cut to one line. */}
          {declaration.reviewNotes && (
            <Typography.Paragraph type="secondary" className="declarations-table__note" style={{ margin: 0 }}>
              {declaration.reviewNotes}
            </Typography.Paragraph>
          )}
        </>
      )}
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
  return (
    <Space size={2} wrap={false}>
      <IconAction
        title="Bekijken"
        icon={<EyeOutlined />}
        onClick={() => onAction({ kind: 'open' }, declaration)}
      />
      {permissions.canEdit && (
        <IconAction
          title="Bewerken"
          icon={<EditOutlined />}
          onClick={() => onAction({ kind: 'edit' }, declaration)}
        />
      )}
      {permissions.canDelete && (
        <ConfirmDeleteButton
          title="Declaratie verwijderen"
          description={`Weet u zeker dat u "${declaration.description}" wilt verwijderen?`}
          onConfirm={() => onAction({ kind: 'delete' }, declaration)}
          loading={busyKey === 'delete'}
        />
      )}
    </Space>
  );
}
