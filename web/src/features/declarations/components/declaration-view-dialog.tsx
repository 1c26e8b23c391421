import { Button, type DescriptionsProps, Typography } from 'antd';
import { formatAmount, formatDay } from '../../../../../shared/format';
import { volunteerLawMessages } from '../../../../../shared/messages/volunteer-law';
import type { Declaration } from '../../../../../shared/schemas/declarations';
import { DetailsDialog, type DialogState } from '../../../components/details-dialog';
import { CheckOutlined, CloseOutlined, EditOutlined, PaperClipOutlined } from '../../../components/icons';
import { useLawCheck } from '../api/get-law-check';
import { formatKilometers } from '../lib/format';
import { TYPE_LABELS } from '../lib/labels';
import type { ReviewAction } from '../lib/review';
import { DeclarationHistory } from './declaration-history';
import { LawCheckPanel } from './law-check-panel';

const APPROVE_REFUSAL_ID = 'declaration-approve-refusal';
const law = volunteerLawMessages.volunteerLaw;

/** `withinCeiling`: an admin approves only the part of a flat allowance within the volunteer law's ceilings. */
export type ViewAction =
  | { kind: 'review'; action: ReviewAction; withinCeiling?: boolean }
  | { kind: 'edit' }
  | { kind: 'receipt' };

type DeclarationViewDialogProps = DialogState & {
  declaration: Declaration | null;
  /** The review steps the viewer may take here; empty for anyone who only looks. */
  reviewActions: readonly ReviewAction[];
  canEdit: boolean;
  /** An admin: when approving would pass a ceiling of the volunteer law, they may approve the part within. */
  canApproveWithinCeiling: boolean;
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
  canApproveWithinCeiling,
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
        ...(declaration.claimedAmount
          ? [
              {
                key: 'claimed',
                label: law.claimedLabel,
                children: formatAmount(declaration.claimedAmount),
              },
            ]
          : []),
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
  const review = (action: ReviewAction, withinCeiling?: boolean) =>
    declaration &&
    onAction({ kind: 'review', action, ...(withinCeiling ? { withinCeiling } : {}) }, declaration);
  // The volunteer law (issue 31): an approval that would pass a ceiling is refused by the server, so
  // the button is off and says why; an admin may approve the part within (the amount it comes to).
  const lawCheck = useLawCheck(approve && declaration ? declaration.id : null).data;
  const isOverCeiling = (lawCheck?.overCeilings.length ?? 0) > 0;
  const approveRefusal = approve?.refusal ?? (isOverCeiling ? law.overCeilingRefusal : undefined);
  const part =
    approve && !approve.refusal && canApproveWithinCeiling && isOverCeiling
      ? (lawCheck?.approvableAmount ?? null)
      : null;

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
          {approve && part !== null && (
            <Button
              icon={<CheckOutlined />}
              loading={busyKey === 'review:approved:within-ceiling'}
              disabled={isBusy}
              onClick={() => review(approve, true)}
            >
              {law.approveWithinCeiling(formatAmount(part))}
            </Button>
          )}
          {approve && (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={busyKey === 'review:approved'}
              disabled={isBusy || approveRefusal !== undefined}
              aria-describedby={approveRefusal ? APPROVE_REFUSAL_ID : undefined}
              onClick={() => review(approve)}
            >
              {approve.label}
            </Button>
          )}
          {approveRefusal && (
            <Typography.Text type="secondary" id={APPROVE_REFUSAL_ID} className="declaration-view__refusal">
              {approveRefusal}
            </Typography.Text>
          )}
        </div>
      }
    >
      {declaration && reviewActions.length > 0 && (
        <LawCheckPanel declaration={declaration} canApproveWithinCeiling={canApproveWithinCeiling} />
      )}
      {declaration && <DeclarationHistory declaration={declaration} />}
    </DetailsDialog>
  );
}
