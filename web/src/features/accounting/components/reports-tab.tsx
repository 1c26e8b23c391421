import { Button, Card, DatePicker, Form, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { messages } from '../../../../../shared/messages';
import type { AccountingSummary } from '../../../../../shared/schemas/accounting';
import { DownloadOutlined } from '../../../components/icons';
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

/** The portal's one date format (dd-mm-jjjj), not the browser's: a native date input follows its locale. */
const DATE_FORMAT = 'DD-MM-YYYY';
const ISO_DAY = 'YYYY-MM-DD';

/** The period's two ends; neither may pass the other. */
const PERIOD_BOUNDS = [
  { key: 'dateFrom', label: 'Van', id: 'accounting-date-from' },
  { key: 'dateTo', label: 'Tot', id: 'accounting-date-to' },
] as const;

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
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form layout="inline" className="accounting-period">
        {PERIOD_BOUNDS.map(({ key, label, id }) => (
          <Form.Item key={key} label={label} htmlFor={id}>
            <DatePicker
              id={id}
              format={DATE_FORMAT}
              allowClear={false}
              value={dayjs(period[key], ISO_DAY)}
              disabledDate={(day) =>
                key === 'dateTo' ? day.format(ISO_DAY) < period.dateFrom : day.format(ISO_DAY) > period.dateTo
              }
              onChange={(day) => day && onPeriodChange({ ...period, [key]: day.format(ISO_DAY) })}
            />
          </Form.Item>
        ))}
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
