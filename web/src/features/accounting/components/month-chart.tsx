import { Typography } from 'antd';
import { parseCents } from '../../../../../shared/money';
import type { AccountingSummary } from '../../../../../shared/schemas/accounting';
import { formatAmount, formatMonth } from '../../../lib/format';

const cents = (decimal: string) => {
  const negative = decimal.startsWith('-');
  const value = parseCents(negative ? decimal.slice(1) : decimal) ?? 0;
  return negative ? -value : value;
};

const INCOME = '#389e0d';
const EXPENSES = '#cf1322';

/** Income beside expenses per month of the period: bars scaled to the largest month. */
export function MonthChart({ months }: { months: AccountingSummary['months'] }) {
  const shown = months.slice(-24);
  const largest = Math.max(1, ...shown.flatMap((month) => [cents(month.income), cents(month.expenses)]));
  const height = (decimal: string) => `${Math.max(0, (cents(decimal) / largest) * 100)}%`;
  return (
    <figure className="accounting-chart" aria-label="Inkomsten en uitgaven per maand">
      <div className="accounting-chart__bars">
        {shown.map((month) => (
          <div key={month.month} className="accounting-chart__month">
            <div className="accounting-chart__pair">
              <span
                className="accounting-chart__bar"
                style={{ height: height(month.income), background: INCOME }}
                title={`Inkomsten ${formatMonth(month.month)}: ${formatAmount(month.income)}`}
              />
              <span
                className="accounting-chart__bar"
                style={{ height: height(month.expenses), background: EXPENSES }}
                title={`Uitgaven ${formatMonth(month.month)}: ${formatAmount(month.expenses)}`}
              />
            </div>
            <Typography.Text className="accounting-chart__label">{formatMonth(month.month)}</Typography.Text>
          </div>
        ))}
      </div>
      <figcaption className="accounting-chart__legend">
        <span>
          <i style={{ background: INCOME }} /> Inkomsten
        </span>
        <span>
          <i style={{ background: EXPENSES }} /> Uitgaven
        </span>
      </figcaption>
    </figure>
  );
}
