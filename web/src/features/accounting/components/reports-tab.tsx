import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Table } from 'antd';
import { messages } from '../../../../../shared/messages';
import type { AccountingSummary } from '../../../../../shared/schemas/accounting';
import { formatAmount } from '../../../lib/format';
import type { Period } from '../api/accounting-keys';
import { MonthChart } from './month-chart';

const m = messages.accounting;
type Breakdown = AccountingSummary['categoryBreakdown'][number];

type ReportsTabProps = {
  period: Period;
  onPeriodChange: (period: Period) => void;
  summary: AccountingSummary | undefined;
  isLoading: boolean;
  onDownload: () => void;
  isDownloading: boolean;
};

/** Spec §2 Rapporten: the period, 'Download Rapport', the breakdown per category and type, and a chart per month. */
export function ReportsTab({
  period,
  onPeriodChange,
  summary,
  isLoading,
  onDownload,
  isDownloading,
}: ReportsTabProps) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Form layout="inline" className="accounting-period">
        <Form.Item label="Van" htmlFor="accounting-date-from">
          <Input
            id="accounting-date-from"
            type="date"
            value={period.dateFrom}
            max={period.dateTo}
            onChange={(event) =>
              event.target.value && onPeriodChange({ ...period, dateFrom: event.target.value })
            }
          />
        </Form.Item>
        <Form.Item label="Tot" htmlFor="accounting-date-to">
          <Input
            id="accounting-date-to"
            type="date"
            value={period.dateTo}
            min={period.dateFrom}
            onChange={(event) =>
              event.target.value && onPeriodChange({ ...period, dateTo: event.target.value })
            }
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" icon={<DownloadOutlined />} loading={isDownloading} onClick={onDownload}>
            Download Rapport
          </Button>
        </Form.Item>
      </Form>
      <Card title="Per categorie">
        <Table<Breakdown>
          rowKey={(line) => `${line.type}|${line.category}`}
          size="small"
          pagination={false}
          loading={isLoading}
          dataSource={summary?.categoryBreakdown ?? []}
          locale={{ emptyText: m.noBreakdown }}
          columns={[
            { title: 'Categorie', dataIndex: 'category' },
            { title: 'Type', dataIndex: 'type', render: (type: Breakdown['type']) => m.typeLabels[type] },
            {
              title: 'Totaal',
              dataIndex: 'total',
              align: 'right',
              render: (total: string) => formatAmount(total),
            },
          ]}
        />
      </Card>
      <Card title="Inkomsten en uitgaven per maand">{summary && <MonthChart months={summary.months} />}</Card>
    </Space>
  );
}
