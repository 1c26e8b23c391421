import { Alert, Button, Card, DatePicker, Input, Space, Spin, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { todayInBrussels } from '../../../../../shared/format/dates';
import { formatHours, formatPeriod, keyFigures } from '../../../../../shared/format/impact';
import { displayName } from '../../../../../shared/format/names';
import { sessionMessages } from '../../../../../shared/messages/sessions';
import { figuresScope } from '../../../../../shared/policies/sessions';
import { CLEAR_INPUT } from '../../../components/control-icons';
import { DownloadOutlined } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/toast';
import { type ImpactFilters, useDownloadImpactReport, useImpactReport } from '../api/get-impact-report';
import { useSessionPeople } from '../api/list-sessions';
import { ImpactCharts } from '../components/impact-charts';
import './impact-report-page.css';

const l = sessionMessages.impact;

/**
 * The last twelve months, this one included: a whole year of figures on any day, where "this year so
 * far" would show a single month in January (and leave out last week's sessions in its first days).
 */
function defaultPeriod(): ImpactFilters {
  const month = todayInBrussels().slice(0, 7);
  const from = dayjs(`${month}-01`).subtract(11, 'month').format('YYYY-MM');
  return { from, to: month };
}

/**
 * 'Impactrapport' (issue 33 item 4): the figures funders ask for over a period of whole months,
 * optionally of one school, with charts and the PDF and xlsx downloads. A volunteer sees their own
 * figures, coordinators, admins and the board the association's.
 */
export function ImpactReportPage() {
  const user = useCurrentUser();
  const toast = useToast();
  const seesAll = figuresScope(user) === null;
  const [filters, setFilters] = useState<ImpactFilters>(defaultPeriod);
  const report = useImpactReport(filters);
  const download = useDownloadImpactReport();
  const people = useSessionPeople();
  const names = useMemo(
    () => new Map((people.data ?? []).map((person) => [person.id, displayName(person)])),
    [people.data],
  );
  const data = report.data;

  const downloadAs = (format: 'pdf' | 'xlsx') =>
    download.mutate(
      { ...filters, format },
      {
        onSuccess: (fileName) => toast.success(l.downloaded(fileName)),
        onError: (error) => toast.failure(error, l.exportFailed),
      },
    );

  return (
    <div className="stack impact-report">
      <PageHeader
        title={l.title}
        subtitle={
          seesAll
            ? `${formatPeriod(filters.from, filters.to)} · ${filters.school ? l.school(filters.school) : l.allSchools}`
            : `${formatPeriod(filters.from, filters.to)} · ${l.ownScope(displayName(user))}`
        }
        actions={
          <Space wrap>
            <Button
              icon={<DownloadOutlined />}
              loading={download.isPending && download.variables?.format === 'pdf'}
              onClick={() => downloadAs('pdf')}
            >
              PDF
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={download.isPending && download.variables?.format === 'xlsx'}
              onClick={() => downloadAs('xlsx')}
            >
              Excel
            </Button>
          </Space>
        }
      />
      <Card size="small">
        <Space wrap className="impact-report__filters">
          <div className="impact-report__filter">
            <Typography.Text type="secondary">{l.period}</Typography.Text>
            <DatePicker.RangePicker
              picker="month"
              format="MM-YYYY"
              allowClear={false}
              inputReadOnly
              aria-label={l.period}
              value={[dayjs(`${filters.from}-01`), dayjs(`${filters.to}-01`)]}
              onChange={(range) => {
                const [from, to] = range ?? [];
                if (from && to)
                  setFilters((previous) => ({
                    ...previous,
                    from: from.format('YYYY-MM'),
                    to: to.format('YYYY-MM'),
                  }));
              }}
            />
          </div>
          {seesAll && (
            <div className="impact-report__filter">
              <Typography.Text type="secondary">School</Typography.Text>
              <Input.Search
                allowClear={CLEAR_INPUT}
                placeholder={l.allSchools}
                aria-label="School"
                onSearch={(value) =>
                  setFilters((previous) => ({ ...previous, school: value.trim() || undefined }))
                }
              />
            </div>
          )}
        </Space>
      </Card>
      {report.isError && <Alert type="error" showIcon message={l.loadFailed} />}
      {report.isPending ? (
        <Spin />
      ) : data ? (
        <>
          <section aria-label={l.keyFigures} className="impact-report__figures">
            {keyFigures(data).map((figure) => (
              <Card size="small" key={figure.label}>
                <Statistic title={figure.label} value={figure.value} />
              </Card>
            ))}
          </section>
          {data.sessions.held + data.sessions.missed === 0 && (
            <Alert type="info" showIcon message={l.empty} />
          )}
          <ImpactCharts report={data} />
          {seesAll && (
            <Card size="small" title={l.volunteerHours}>
              <Table
                size="small"
                rowKey="volunteerId"
                dataSource={data.volunteers.hours}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                columns={[
                  {
                    title: l.volunteer,
                    dataIndex: 'volunteerId',
                    render: (id: number) => names.get(id) ?? `#${id}`,
                  },
                  { title: l.sessions, dataIndex: 'sessions', align: 'right' },
                  {
                    title: l.hours,
                    dataIndex: 'minutes',
                    align: 'right',
                    render: (minutes: number) => formatHours(minutes),
                  },
                ]}
              />
            </Card>
          )}
        </>
      ) : null}
    </div>
  );
}
