import { Button, type DescriptionsProps, Typography } from 'antd';
import { formatAmount, formatDay } from '../../../../../shared/format';
import type { Declaration } from '../../../../../shared/schemas/declarations';
import { DetailsDialog, type DialogState } from '../../../components/details-dialog';
import { CheckOutlined, CloseOutlined, EditOutlined, PaperClipOutlined } from '../../../components/icons';
import { formatKilometers } from '../lib/format';
import { TYPE_LABELS } from '../lib/labels';
import type { ReviewAction } from '../lib/review';
import { DeclarationHistory } from './declaration-history';
import { LawCheckPanel } from './law-check-panel';

const APPROVE_REFUSAL_ID = 'declaration-approve-refusal';

export type ViewAction = { kind: 'review'; action: ReviewAction } | { kind: 'edit' } | { kind: 'receipt' };

type DeclarationViewDialogProps = DialogState & {
  declaration: Declaration | null;
  /** The review steps the viewer may take here; empty for anyone who only looks. */
  reviewActions: readonly ReviewAction[];
  canEdit: boolean;
  /** The action on its way (a status change, a receipt link). */
  busyKey: string | null;
  onAction: (action: ViewAction, declaration: Declaration) => void;
};

/**
 * One declaration as text (amount, receipt, history), with the reviewer's labelled buttons: a
 * decision is taken where everything it rests on is in view (issue 23 point 6).
 */
export function DeclarationViewDialog({
  declaration,
  reviewActions,
  canEdit,
  busyKey,
  onAction,
  ...dialog
}: DeclarationViewDialogProps) {
  const items: DescriptionsProps['items'] | null = declaration
    ? [
        { key: 'description', label: 'Beschrijving', children: declaration.description, span: 2 },
        { key: 'type', label: 'Type', children: TYPE_LABELS[declaration.type] },
        { key: 'date', label: 'Datum', children: formatDay(declaration.date) },
        {
          key: 'amount',
          label: 'Bedrag',
          children: <Typography.Text strong>{formatAmount(declaration.amount)}</Typography.Text>,
        },
        {
          key: 'kilometers',
          label: 'Kilometers',
          children: declaration.kilometers === null ? '—' : formatKilometers(declaration.kilometers),
        },
        {
          key: 'receipt',
          label: 'Bijlage',
          span: 2,
          children: declaration.receiptUrl ? (
            <Button
              type="link"
              icon={<PaperClipOutlined />}
              className="declaration-view__receipt"
              loading={busyKey === 'receipt'}
              aria-label={
                declaration.receiptName ? `Bijlage ${declaration.receiptName} openen` : 'Bijlage openen'
              }
              onClick={() => onAction({ kind: 'receipt' }, declaration)}
            >
              {declaration.receiptName ?? 'Bijlage'}
            </Button>
          ) : (
            'Geen bijlage'
          ),
        },
      ]
    : null;

  const steps = reviewActions.filter((action) => action.to !== 'approved' && action.to !== 'rejected');
  const reject = reviewActions.find((action) => action.to === 'rejected');
  const approve = reviewActions.find((action) => action.to === 'approved');
  const isBusy = busyKey !== null;
  const review = (action: ReviewAction) => declaration && onAction({ kind: 'review', action }, declaration);

  return (
    <DetailsDialog
      {...dialog}
      title="Declaratie bekijken"
      width={640}
      items={items}
      className="declaration-view"
      footer={
        <div className="declaration-view__footer">
          <Button onClick={dialog.onClose}>Sluiten</Button>
          {canEdit && declaration && (
            <Button icon={<EditOutlined />} onClick={() => onAction({ kind: 'edit' }, declaration)}>
              Bewerken
            </Button>
          )}
          {steps.map((action) => (
            <Button
              key={action.to}
              loading={busyKey === `review:${action.to}`}
              disabled={isBusy}
              onClick={() => review(action)}
            >
              {action.label}
            </Button>
          ))}
          {reject && (
            <Button danger icon={<CloseOutlined />} disabled={isBusy} onClick={() => review(reject)}>
              {reject.label}
            </Button>
          )}
          {approve && (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={busyKey === 'review:approved'}
              disabled={isBusy || approve.refusal !== undefined}
              aria-describedby={approve.refusal ? APPROVE_REFUSAL_ID : undefined}
              onClick={() => review(approve)}
            >
              {approve.label}
            </Button>
          )}
          {approve?.refusal && (
            <Typography.Text type="secondary" id={APPROVE_REFUSAL_ID} className="declaration-view__refusal">
              {approve.refusal}
            </Typography.Text>
          )}
        </div>
      }
    >
      {declaration && reviewActions.length > 0 && <LawCheckPanel declaration={declaration} />}
      {declaration && <DeclarationHistory declaration={declaration} />}
    </DetailsDialog>
  );
}
