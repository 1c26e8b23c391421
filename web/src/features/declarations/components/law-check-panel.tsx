import { Alert, Descriptions, Spin, Typography } from 'antd';
import { formatAmount } from '../../../../../shared/format';
import { volunteerLawMessages } from '../../../../../shared/messages/volunteer-law';
import type { Declaration } from '../../../../../shared/schemas/declarations';
import { useLawCheck } from '../api/get-law-check';
import { formatKilometers } from '../lib/format';

const law = volunteerLawMessages.volunteerLaw;

/**
 * The volunteer law beside the reviewer's buttons (issue 31 item 4): this volunteer's day and year
 * totals (other organisations included), the transport kilometres used of the yearly limit, what
 * approving brings them to, each ceiling it would pass, and the warning when the figures are a fallback.
 */
export function LawCheckPanel({
  declaration,
  canApproveWithinCeiling,
}: {
  declaration: Declaration;
  /** An admin may approve the part within the ceilings (the button is beside the others). */
  canApproveWithinCeiling: boolean;
}) {
  const check = useLawCheck(declaration.id);
  if (check.isPending) return <Spin size="small" />;
  if (!check.data) return null;
  const data = check.data;
  const figures = data.figures;
  const isPending = declaration.status !== 'approved';
  const arrow = (now: string, after: string) => (isPending && now !== after ? `${now} → ${after}` : now);
  return (
    <section className="law-check" aria-label={law.reviewTitle}>
      <Typography.Title level={5}>{law.reviewTitle}</Typography.Title>
      {data.warning && <Alert type="warning" showIcon title={data.warning} className="law-check__warning" />}
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'regime',
            label: `Regime ${declaration.date.slice(0, 4)}`,
            children: law.regimeLabels[data.regime],
          },
          ...(data.applies
            ? [
                {
                  key: 'day',
                  label: 'Deze dag',
                  children: `${arrow(formatAmount(data.dayTotal), formatAmount(data.dayTotalAfter))} van ${formatAmount(figures.dayCeiling)}`,
                },
                {
                  key: 'year',
                  label: 'Dit jaar (alle organisaties)',
                  children: `${arrow(formatAmount(data.yearTotal), formatAmount(data.yearTotalAfter))} van ${formatAmount(figures.yearCeiling)}`,
                },
                {
                  key: 'other',
                  label: 'Waarvan andere organisaties',
                  children: formatAmount(data.otherOrganisationsAmount),
                },
                {
                  key: 'km',
                  label: 'Kilometers vervoer',
                  children: `${arrow(formatKilometers(data.transportKm), formatKilometers(data.transportKmAfter))} van ${formatKilometers(figures.transportKm)}`,
                },
              ]
            : []),
        ]}
      />
      {isPending && data.overCeilings.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={data.overCeilings.join(' ')}
          description={
            data.approvableAmount === null
              ? undefined
              : canApproveWithinCeiling
                ? law.withinCeilingAdminHint(
                    formatAmount(data.approvableAmount),
                    formatAmount(declaration.amount),
                  )
                : law.withinCeilingOnlyAdminHint(formatAmount(data.approvableAmount))
          }
        />
      )}
    </section>
  );
}
