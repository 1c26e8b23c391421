import { Tag } from 'antd';
import { PAYMENT_STATE_LABELS } from '../../../../../shared/format/labels';
import type { DeclarationStatus, PaymentState } from '../../../../../shared/schemas/declarations';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/labels';

export function DeclarationStatusTag({ status }: { status: DeclarationStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {STATUS_LABELS[status]}
    </Tag>
  );
}

/** Issue 34: an approved declaration in a payment file ('In betaling'), or seen paid on the statement ('Betaald'). */
export function PaymentStateTag({ state }: { state: PaymentState | null }) {
  if (!state) return null;
  return (
    <Tag color={state === 'betaald' ? 'green' : 'blue'} data-payment={state}>
      {PAYMENT_STATE_LABELS[state]}
    </Tag>
  );
}
