import { Card, Col, Row, Statistic } from 'antd';
import { parseCents } from '../../../../../shared/money';
import type { AccountingSummary } from '../../../../../shared/schemas/accounting';
import { formatAmount } from '../../../lib/format';

const isNegative = (decimal: string) => decimal.startsWith('-');

/** Spec §2 Overzicht: total income, total expenses and the net result, green when ≥ 0, else red. */
export function SummaryCards({
  summary,
  isLoading,
}: {
  summary: AccountingSummary | undefined;
  isLoading: boolean;
}) {
  const net = summary?.netResult ?? '0.00';
  const netColor = isNegative(net) && parseCents(net.slice(1)) !== 0 ? '#cf1322' : '#237804';
  const card = (title: string, value: string | undefined, color?: string) => (
    <Col xs={24} md={8}>
      <Card loading={isLoading}>
        <Statistic
          title={title}
          value={value === undefined ? '—' : formatAmount(value)}
          valueStyle={color ? { color } : undefined}
        />
      </Card>
    </Col>
  );
  return (
    <Row gutter={[16, 16]} aria-label="Totalen van de periode">
      {card('Totale inkomsten', summary?.totalIncome)}
      {card('Totale uitgaven', summary?.totalExpenses)}
      {card('Netto resultaat', summary?.netResult, netColor)}
    </Row>
  );
}
