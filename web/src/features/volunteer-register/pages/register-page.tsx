import {
  Alert,
  Button,
  Card,
  Select,
  Space,
  Statistic,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { formatDay } from '../../../../../shared/format/dates';
import { formatAmount } from '../../../../../shared/format/money';
import { volunteerRegisterMessages } from '../../../../../shared/messages/volunteer-register';
import type { RegisterLine, RegisterVolunteerTotals } from '../../../../../shared/schemas/volunteer-register';
import { FileExcelOutlined, FilePdfOutlined } from '../../../components/icons';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageHeader } from '../../../components/page-header';
import { currentYear, registerYears } from '../../../lib/register-years';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type RegisterFormat, useDownloadRegister, useRegisterPages } from '../api/register';

const m = volunteerRegisterMessages.register;
const kilometers = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 });

/** The amount and kilometres, right-aligned: the same two columns end both tables of the register. */
function amountColumns<Row extends { amount: string; kilometers: number }>(): TableColumnsType<Row> {
  return [
    {
      title: m.columns.amount,
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (amount: string) => formatAmount(amount),
    },
    {
      title: m.columns.kilometers,
      dataIndex: 'kilometers',
      key: 'kilometers',
      align: 'right',
      render: (value: number) => kilometers.format(value),
    },
  ];
}

/**
 * /boekhouding/vrijwilligersregister (issue 31 item 5): the nominative list of flat allowances of a
 * calendar year, a page at a time as the API pages it, with the year's totals and the xlsx and PDF.
 * For who keeps the books (approveBookkeeping); reached from the bookkeeping and volunteers screens.
 */
export function RegisterPage() {
  useDocumentTitle(m.title);
  const toast = useToast();
  const [year, setYear] = useState(() => currentYear());
  const register = useRegisterPages(year);
  const download = useDownloadRegister();
  const pages = register.data?.pages ?? [];
  const lines = pages.flatMap((page) => page.items);
  const totals = pages[0]?.totals;
  // Each volunteer's year (every page names the volunteers on it; one who spans pages is listed once).
  const volunteerTotals = [
    ...new Map(pages.flatMap((page) => page.volunteerTotals).map((entry) => [entry.userId, entry])).values(),
  ];

  const downloadAs = (format: RegisterFormat) =>
    download.mutate(
      { year, format },
      {
        onSuccess: (fileName) => toast.success(m.downloaded(fileName)),
        onError: (error) => toast.failure(error, m.downloadFailed),
      },
    );
  const isDownloading = (format: RegisterFormat) =>
    download.isPending && download.variables?.format === format;

  return (
    <div className="list-screen">
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        actions={
          <Space wrap>
            <Select
              aria-label={m.year}
              value={year}
              onChange={setYear}
              options={registerYears().map((value) => ({ value, label: String(value) }))}
              style={{ width: 96 }}
            />
            <Button
              icon={<FileExcelOutlined />}
              loading={isDownloading('xlsx')}
              onClick={() => downloadAs('xlsx')}
            >
              Excel
            </Button>
            <Button
              icon={<FilePdfOutlined />}
              loading={isDownloading('pdf')}
              onClick={() => downloadAs('pdf')}
            >
              PDF
            </Button>
          </Space>
        }
      />
      {register.isError && <Alert type="error" showIcon title={m.loadFailed} />}
      <Card size="small" title={m.yearTotals(year)}>
        <Space size="large" wrap aria-label={m.yearTotals(year)} role="group">
          <Statistic title={m.days} value={totals?.days ?? 0} loading={register.isPending} />
          <Statistic
            title={m.columns.amount}
            value={totals ? formatAmount(totals.amount) : '–'}
            loading={register.isPending}
          />
          <Statistic
            title={m.columns.kilometers}
            value={totals ? kilometers.format(totals.kilometers) : '–'}
            loading={register.isPending}
          />
        </Space>
      </Card>
      <Card size="small" title={m.perVolunteer}>
        <Table<RegisterVolunteerTotals>
          size="small"
          rowKey="userId"
          aria-label={m.perVolunteer}
          dataSource={volunteerTotals}
          loading={register.isPending}
          pagination={false}
          locale={{ emptyText: m.empty }}
          columns={[
            { title: m.columns.volunteer, dataIndex: 'volunteerName', key: 'volunteer' },
            { title: m.days, dataIndex: 'days', key: 'days', align: 'right' },
            ...amountColumns<RegisterVolunteerTotals>(),
          ]}
        />
      </Card>
      <Card>
        <Table<RegisterLine>
          size="small"
          rowKey="declarationId"
          aria-label={m.title}
          dataSource={lines}
          loading={register.isPending || (register.isFetching && register.isPlaceholderData)}
          pagination={false}
          locale={{ emptyText: m.empty }}
          columns={[
            { title: m.columns.volunteer, dataIndex: 'volunteerName', key: 'volunteer' },
            {
              title: m.columns.date,
              dataIndex: 'date',
              key: 'date',
              render: (date: string) => formatDay(date),
            },
            ...amountColumns<RegisterLine>(),
          ]}
        />
        <LoadMoreButton
          hasMore={register.hasNextPage}
          isLoading={register.isFetchingNextPage}
          onLoadMore={() => register.fetchNextPage()}
        />
        {totals && (
          <Typography.Text type="secondary" aria-live="polite">
            {m.shown(lines.length, totals.days)}
          </Typography.Text>
        )}
      </Card>
    </div>
  );
}
