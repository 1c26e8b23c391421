import { Alert, Button, Card, Segmented, Space, Spin, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { can } from '../../../../../shared/permissions';
import { levelAllows } from '../../../../../shared/policies/calendar';
import {
  type Calendar,
  type CalendarEvent,
  DEFAULT_CALENDAR_COLOR,
} from '../../../../../shared/schemas/calendar';
import { CalendarOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/toast';
import { useIsPhone } from '../../../lib/use-media-query';
import { useDeleteCalendar } from '../api/calendar-mutations';
import { useCalendars } from '../api/get-calendars';
import { useEvents } from '../api/get-events';
import { CalendarDialog } from '../components/calendar-dialog';
import { CalendarList } from '../components/calendar-list';
import { EventDialog, type EventDialogTarget } from '../components/event-dialog';
import { FeedDialog } from '../components/feed-dialog';
import { MiniMonth } from '../components/mini-month';
import { MonthView } from '../components/month-view';
import { ShareDialog } from '../components/share-dialog';
import { TimeGrid } from '../components/time-grid';
import {
  daysInView,
  eventsByDay,
  shiftAnchor,
  todayDay,
  type ViewMode,
  viewTitle,
  windowOf,
} from '../lib/grid';
import { LABELS } from '../lib/labels';
import './agenda-page.css';

const m = messages.calendar;
/** Spec issue 15: on a phone the day view is the default. */

const VIEW_OPTIONS: { value: ViewMode; label: string }[] = [
  { value: 'month', label: LABELS.month },
  { value: 'week', label: LABELS.week },
  { value: 'day', label: LABELS.day },
];

/**
 * 'Agenda' (spec §2, issue 15): month, week and day views with the mini month, previous/today/next,
 * the calendars with a visibility checkbox each (all shown at first, new ones shown too) and share,
 * edit and delete as the caller's rights allow, and the appointment, calendar, share and feed dialogs.
 */
export function AgendaPage({
  eventAction,
  headerAction,
}: {
  /** What the app adds to an appointment's dialog (completing it into a session, issue 33). */
  eventAction?: (event: CalendarEvent, close: () => void) => ReactNode;
  /** What the app adds to the header (the week's planned sessions without a log). */
  headerAction?: ReactNode;
} = {}) {
  const toast = useToast();
  const user = useCurrentUser();
  const seesFamilies = can(user, 'viewFamilies');
  const isPhone = useIsPhone();
  const today = todayDay();
  const [mode, setMode] = useState<ViewMode>(isPhone ? 'day' : 'month');
  const [anchor, setAnchor] = useState(today);
  // Hidden rather than shown calendars are kept, so every calendar, new ones included, starts visible.
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [eventTarget, setEventTarget] = useState<EventDialogTarget | null>(null);
  const [calendarDialog, setCalendarDialog] = useState<{ calendar: Calendar | null } | null>(null);
  const [sharing, setSharing] = useState<Calendar | null>(null);
  const [isFeedOpen, setIsFeedOpen] = useState(false);

  const calendars = useCalendars();
  const days = useMemo(() => daysInView(mode, anchor), [mode, anchor]);
  const range = windowOf(days);
  const events = useEvents(range.from, range.to);
  const deleteCalendar = useDeleteCalendar();

  const list = calendars.data ?? [];
  const colors = new Map(list.map((calendar) => [calendar.id, calendar.color]));
  const colorOf = (event: CalendarEvent) => colors.get(event.calendarId) ?? DEFAULT_CALENDAR_COLOR;
  const shown = (events.data ?? []).filter((event) => !hidden.has(event.calendarId));
  const byDay = eventsByDay(shown, days);
  const canCreate = list.some((calendar) => levelAllows.editEvents(calendar.access));
  const newEventOn = canCreate
    ? (day: string, hour?: number) => setEventTarget({ kind: 'create', day, hour })
    : undefined;

  const toggle = (id: number, isVisible: boolean) =>
    setHidden((previous) => {
      const next = new Set(previous);
      if (isVisible) next.delete(id);
      else next.add(id);
      return next;
    });

  const removeCalendar = (calendar: Calendar) =>
    deleteCalendar.mutate(calendar.id, {
      onSuccess: () => toast.success(m.calendarDeleted),
      onError: (error) => toast.failure(error, m.deleteFailed),
    });

  const openDay = (day: string) => {
    setAnchor(day);
    setMode('day');
  };

  // What the month view and the time grid (week, day) both draw from.
  const viewProps = {
    days,
    today,
    byDay,
    colorOf,
    onNewEvent: newEventOn,
    onOpenEvent: (event: CalendarEvent) => setEventTarget({ kind: 'edit', event }),
  };

  return (
    <div className="stack">
      <PageHeader
        title="Agenda"
        subtitle="Afspraken en sessies in uw agenda’s"
        actions={
          <>
            {seesFamilies && headerAction}
            <Button icon={<CalendarOutlined />} onClick={() => setIsFeedOpen(true)}>
              {LABELS.feed}
            </Button>
            {canCreate && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEventTarget({ kind: 'create', day: anchor })}
              >
                {LABELS.newEvent}
              </Button>
            )}
          </>
        }
      />

      <div className="main-with-side">
        <Card className="agenda-page__main" size="small">
          <div className="agenda-toolbar">
            <Space.Compact>
              <Button
                icon={<LeftOutlined />}
                aria-label={LABELS.previous}
                onClick={() => setAnchor(shiftAnchor(mode, anchor, -1))}
              />
              <Button onClick={() => setAnchor(today)}>{LABELS.today}</Button>
              <Button
                icon={<RightOutlined />}
                aria-label={LABELS.next}
                onClick={() => setAnchor(shiftAnchor(mode, anchor, 1))}
              />
            </Space.Compact>
            <Typography.Title level={4} className="agenda-toolbar__title" aria-live="polite">
              {viewTitle(mode, anchor)}
            </Typography.Title>
            <Segmented<ViewMode>
              options={VIEW_OPTIONS}
              value={mode}
              onChange={setMode}
              aria-label="Weergave"
            />
          </div>
          {events.isError && <Alert type="error" showIcon message={messages.generic.error} />}
          <Spin spinning={events.isLoading}>
            {mode === 'month' ? (
              <MonthView {...viewProps} anchor={anchor} onOpenDay={openDay} />
            ) : (
              <TimeGrid key={mode} {...viewProps} />
            )}
          </Spin>
        </Card>

        <aside className="stack" aria-label={LABELS.calendars}>
          <Card size="small">
            <MiniMonth selected={anchor} today={today} onSelect={setAnchor} />
          </Card>
          <Card
            size="small"
            title={LABELS.calendars}
            extra={
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => setCalendarDialog({ calendar: null })}
              >
                {LABELS.newCalendar}
              </Button>
            }
          >
            {calendars.isLoading ? (
              <Spin />
            ) : (
              <CalendarList
                calendars={list}
                hidden={hidden}
                onToggle={toggle}
                onEdit={(calendar) => setCalendarDialog({ calendar })}
                onShare={setSharing}
                onDelete={removeCalendar}
                deletingId={deleteCalendar.isPending ? (deleteCalendar.variables ?? null) : null}
              />
            )}
          </Card>
        </aside>
      </div>

      <EventDialog
        target={eventTarget}
        calendars={list}
        onClose={() => setEventTarget(null)}
        hasFamilyField={seesFamilies}
        eventAction={seesFamilies ? eventAction : undefined}
      />
      <CalendarDialog
        open={calendarDialog !== null}
        calendar={calendarDialog?.calendar ?? null}
        onClose={() => setCalendarDialog(null)}
        onCreated={(created) => toggle(created.id, true)}
      />
      <ShareDialog calendar={sharing} onClose={() => setSharing(null)} />
      <FeedDialog open={isFeedOpen} onClose={() => setIsFeedOpen(false)} />
    </div>
  );
}
