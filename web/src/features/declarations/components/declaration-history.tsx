import { Alert, Descriptions, Timeline, Typography } from 'antd';
import type { Declaration, DeclarationStatus } from '../../../../../shared/schemas/declarations';
import { formatMoment } from '../lib/format';
import { STATUS_LABELS } from '../lib/labels';
import { DeclarationStatusTag, PaymentStateTag } from './declaration-status-tag';

const STEP_COLORS: Record<DeclarationStatus, string> = {
  pending: 'gray',
  in_behandeling: 'blue',
  wordt_verwerkt: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** Where a declaration stands and how it got there: status, the reviewer's note, every step. */
export function DeclarationHistory({ declaration }: { declaration: Declaration }) {
  return (
    <div className="declaration-history">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'status', label: 'Status', children: <DeclarationStatusTag status={declaration.status} /> },
          ...(declaration.paymentStatus
            ? [
                {
                  key: 'payment',
                  label: 'Betaling',
                  children: <PaymentStateTag state={declaration.paymentStatus} />,
                },
              ]
            : []),
          { key: 'user', label: 'Vrijwilliger', children: declaration.userName },
        ]}
      />
      {declaration.reviewNotes && (
        <Alert
          type={declaration.status === 'rejected' ? 'error' : 'info'}
          showIcon
          title={
            <>
              <Typography.Text strong>
                {declaration.status === 'rejected' ? 'Reden van afwijzing: ' : 'Opmerking: '}
              </Typography.Text>
              {declaration.reviewNotes}
            </>
          }
        />
      )}
      <Timeline
        className="declaration-history__steps"
        items={declaration.statusHistory.map((step) => ({
          key: `${step.at}-${step.to}`,
          color: STEP_COLORS[step.to],
          content: (
            <>
              <Typography.Text>
                {step.from === null ? 'Ingediend' : STATUS_LABELS[step.to]} door {step.byName}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary" className="declaration-history__minor">
                {formatMoment(step.at)}
                {step.note && step.note !== declaration.reviewNotes ? ` · ${step.note}` : ''}
              </Typography.Text>
            </>
          ),
        }))}
      />
    </div>
  );
}
