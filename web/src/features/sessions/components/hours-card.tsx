import { Button, Card, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatMonth } from '../../../../../shared/format/dates';
import { displayName } from '../../../../../shared/format/names';
import { figuresScope } from '../../../../../shared/policies/sessions';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useHours } from '../api/get-hours';
import { useSessionPeople } from '../api/list-sessions';
import { hoursLabel } from '../lib/session-labels';

/**
 * Sessions and hours of this year per month (issue 33 item 3): a volunteer's own, with their days of
 * activity; for coordinators, admins and the board every volunteer's year. From counters kept on write.
 */
export function HoursCard({ year }: { year: number }) {
  const hours = useHours(year);
  const isOwn = figuresScope(useCurrentUser()) !== null;
  // Names only for the list per volunteer: a volunteer's own card asks for no user directory.
  const people = useSessionPeople({ enabled: !isOwn });
  const names = useMemo(
    () => new Map((people.data ?? []).map((person) => [person.id, displayName(person)])),
    [people.data],
  );
  const months = (hours.data?.months ?? []).filter((month) => month.sessions > 0);
  const volunteers = (hours.data?.volunteers ?? []).map((entry) => ({
    volunteerId: entry.volunteerId,
    sessions: entry.months.reduce((sum, month) => sum + month.sessions, 0),
    minutes: entry.months.reduce((sum, month) => sum + month.minutes, 0),
  }));

  return (
    <Card
      title={isOwn ? `Mijn begeleidingsuren ${year}` : `Begeleidingsuren per vrijwilliger ${year}`}
      size="small"
      extra={
        <Link to="/impactrapport">
          <Button size="small">Impactrapport</Button>
        </Link>
      }
    >
      {isOwn ? (
        <Table
          size="small"
          pagination={false}
          loading={hours.isPending}
          rowKey="month"
          dataSource={months}
          locale={{ emptyText: 'Nog geen begeleidingsmomenten dit jaar.' }}
          columns={[
            { title: 'Maand', dataIndex: 'month', render: (month: string) => formatMonth(month) },
            { title: 'Sessies', dataIndex: 'sessions', align: 'right' },
            {
              title: 'Uren',
              dataIndex: 'minutes',
              align: 'right',
              render: (minutes: number) => hoursLabel(minutes),
            },
            { title: 'Dagen', dataIndex: 'daysOfActivity', align: 'right' },
          ]}
        />
      ) : (
        <Table
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          loading={hours.isPending}
          rowKey="volunteerId"
          dataSource={volunteers}
          locale={{ emptyText: 'Nog geen begeleidingsmomenten dit jaar.' }}
          columns={[
            {
              title: 'Vrijwilliger',
              dataIndex: 'volunteerId',
              render: (id: number) => names.get(id) ?? `#${id}`,
            },
            { title: 'Sessies', dataIndex: 'sessions', align: 'right' },
            {
              title: 'Uren',
              dataIndex: 'minutes',
              align: 'right',
              render: (minutes: number) => hoursLabel(minutes),
            },
          ]}
        />
      )}
      {hours.isError && <Typography.Text type="danger">De uren konden niet worden geladen.</Typography.Text>}
    </Card>
  );
}
