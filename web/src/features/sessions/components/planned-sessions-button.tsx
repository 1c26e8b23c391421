import { Button, Drawer, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { addDays, brusselsTime, weekdayOf } from '../../../../../shared/calendar/brussels-time';
import { formatDay, todayInBrussels } from '../../../../../shared/format/dates';
import { sessionMessages } from '../../../../../shared/messages/sessions';
import type { PlannedSession } from '../../../../../shared/schemas/sessions';
import { FileDoneOutlined, LeftOutlined, RightOutlined } from '../../../components/icons';
import { useIsPhone } from '../../../lib/use-media-query';
import { usePlannedSessions } from '../api/get-planned';
import { CompleteAppointmentDialog } from './complete-appointment-dialog';

const m = sessionMessages.sessions;

const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/**
 * 'Zonder verslag' (issue 33): per week, the appointments with a family that have no session yet; a
 * coordinator sees every family's, a volunteer their own. One that took place is completed from here.
 */
export function PlannedSessionsButton() {
  const isPhone = useIsPhone();
  const [isOpen, setIsOpen] = useState(false);
  const [week, setWeek] = useState(() => mondayOf(todayInBrussels()));
  const [completing, setCompleting] = useState<PlannedSession | null>(null);
  const planned = usePlannedSessions(week, isOpen);
  const items = planned.data ?? [];

  return (
    <>
      <Button icon={<FileDoneOutlined />} onClick={() => setIsOpen(true)}>
        {m.plannedAction}
      </Button>
      <Drawer open={isOpen} onClose={() => setIsOpen(false)} title={m.planned} size={isPhone ? '100%' : 520}>
        <Space style={{ marginBottom: 16 }}>
          <Button
            icon={<LeftOutlined />}
            aria-label="Vorige week"
            onClick={() => setWeek(addDays(week, -7))}
          />
          <Typography.Text strong aria-live="polite">
            Week van {formatDay(week)}
          </Typography.Text>
          <Button
            icon={<RightOutlined />}
            aria-label="Volgende week"
            onClick={() => setWeek(addDays(week, 7))}
          />
        </Space>
        {planned.isLoading ? (
          <Spin />
        ) : items.length === 0 ? (
          <Empty description={m.plannedEmpty} />
        ) : (
          <List
            aria-label={m.planned}
            dataSource={items}
            rowKey={(item) => `${item.eventId}-${item.occurrence}`}
            renderItem={(item) => (
              <List.Item
                actions={[
                  item.isPast ? (
                    <Button key="complete" type="primary" size="small" onClick={() => setCompleting(item)}>
                      {m.fromAppointment}
                    </Button>
                  ) : (
                    <Tag key="later">{m.plannedNotYet}</Tag>
                  ),
                ]}
              >
                <List.Item.Meta
                  title={item.title}
                  description={
                    <>
                      {formatDay(item.occurrence)} · {brusselsTime(item.startDate)} ·{' '}
                      <Link to={`/gezinnen/${item.familyId}/begeleiding`}>Begeleidingsmomenten</Link>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Drawer>
      {completing && (
        <CompleteAppointmentDialog appointment={completing} onClose={() => setCompleting(null)} />
      )}
    </>
  );
}
