import { Card, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { Statistics } from '../../../../../shared/schemas/dashboard';
import { CheckCircleOutlined, FlagOutlined, UserAddOutlined } from '../../../components/icons';
import { formatMonth } from '../../../lib/format';

type Row = { key: keyof Omit<Statistics['month'], 'month'>; label: string; icon: ReactNode };

const ROWS: readonly Row[] = [
  { key: 'newVolunteers', label: 'Nieuwe vrijwilligers', icon: <UserAddOutlined /> },
  { key: 'endedSupervisions', label: 'Afgeronde begeleidingen', icon: <FlagOutlined /> },
  { key: 'approvedDeclarations', label: 'Goedgekeurde declaraties', icon: <CheckCircleOutlined /> },
];

type MonthlyOverviewCardProps = { month: Statistics['month'] | undefined; isLoading: boolean };

/** Spec §2's monthly overview, counted by the server for the current month in Belgian time. */
export function MonthlyOverviewCard({ month, isLoading }: MonthlyOverviewCardProps) {
  const { token } = theme.useToken();
  return (
    <Card
      title={month ? `Overzicht ${formatMonth(month.month)}` : 'Overzicht deze maand'}
      className="dashboard-card"
      role="region"
      aria-label="Maandoverzicht"
    >
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : (
        <dl className="monthly-overview">
          {ROWS.map((row) => (
            <div key={row.key} className="monthly-overview__row divided-row" data-testid={`month-${row.key}`}>
              <dt>
                <span className="monthly-overview__icon" style={{ color: token.colorPrimary }} aria-hidden>
                  {row.icon}
                </span>
                <Typography.Text>{row.label}</Typography.Text>
              </dt>
              <dd className="monthly-overview__value">{month ? month[row.key] : '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
