import { useEffect, useRef } from 'react';
import { brusselsTime, weekdayOf } from '../../../../../shared/calendar/brussels-time';
import { formatDay } from '../../../../../shared/format/dates';
import type { CalendarEvent } from '../../../../../shared/schemas/calendar';
import { eventKey, isAllDayLike, minutesOfDay, WEEKDAYS_LONG, WEEKDAYS_SHORT } from '../lib/grid';
import { LABELS } from '../lib/labels';

const HOUR_PX = 44;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const FIRST_VISIBLE_HOUR = 8;

type TimeGridProps = {
  days: readonly string[];
  today: string;
  byDay: Map<string, CalendarEvent[]>;
  colorOf: (event: CalendarEvent) => string;
  onNewEvent?: ((day: string, hour: number) => void) | undefined;
  onOpenEvent: (event: CalendarEvent) => void;
};

type Placed = { event: CalendarEvent; top: number; height: number; lane: number; lanes: number };

/** Timed events of one day side by side where they overlap (greedy lanes per cluster). */
function place(events: readonly CalendarEvent[]): Placed[] {
  const timed = events
    .filter((event) => !isAllDayLike(event))
    .map((event) => {
      const start = minutesOfDay(event.startDate);
      const end = Math.max(minutesOfDay(event.endDate), start + 20);
      return { event, start, end };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: Placed[] = [];
  let cluster: (Placed & { end: number })[] = [];
  let clusterEnd = -1;
  const flush = () => {
    const lanes = Math.max(1, ...cluster.map((item) => item.lane + 1));
    for (const item of cluster) placed.push({ ...item, lanes });
    cluster = [];
  };
  for (const item of timed) {
    if (item.start >= clusterEnd) flush();
    const laneEnds = new Map<number, number>();
    for (const other of cluster) laneEnds.set(other.lane, Math.max(laneEnds.get(other.lane) ?? 0, other.end));
    let lane = 0;
    while ((laneEnds.get(lane) ?? -1) > item.start) lane += 1;
    cluster.push({
      event: item.event,
      top: (item.start / 60) * HOUR_PX,
      height: ((item.end - item.start) / 60) * HOUR_PX,
      lane,
      lanes: 1,
      end: item.end,
    });
    clusterEnd = Math.max(clusterEnd, item.end);
  }
  flush();
  return placed;
}

/** The week and day views: an all-day row and a 24-hour grid per day (spec §4, built for real). */
export function TimeGrid({ days, today, byDay, colorOf, onNewEvent, onOpenEvent }: TimeGridProps) {
  const scroller = useRef<HTMLElement>(null);
  useEffect(() => {
    scroller.current?.scrollTo({ top: FIRST_VISIBLE_HOUR * HOUR_PX });
  }, []);
  const isSingleDay = days.length === 1;
  const columns = { gridTemplateColumns: `56px repeat(${days.length}, minmax(0, 1fr))` };
  return (
    <section className="agenda-grid" aria-label={isSingleDay ? 'Dagoverzicht' : 'Weekoverzicht'}>
      <div className="agenda-grid__head" style={columns}>
        <div />
        {days.map((day) => (
          <div
            key={day}
            className={`agenda-grid__day-name${day === today ? ' agenda-grid__day-name--today' : ''}`}
          >
            {isSingleDay ? WEEKDAYS_LONG[weekdayOf(day)] : WEEKDAYS_SHORT[weekdayOf(day)]}{' '}
            {formatDay(day).slice(0, 5)}
          </div>
        ))}
      </div>
      <div className="agenda-grid__all-day" style={columns}>
        <div className="agenda-grid__label">{LABELS.allDay}</div>
        {days.map((day) => (
          <div key={day} className="agenda-grid__all-day-cell">
            {(byDay.get(day) ?? []).filter(isAllDayLike).map((event) => (
              <button
                type="button"
                key={eventKey(event)}
                className="agenda-event agenda-event--chip"
                style={{ borderLeftColor: colorOf(event) }}
                onClick={() => onOpenEvent(event)}
              >
                <span className="agenda-event__title">{event.title}</span>
              </button>
            ))}
          </div>
        ))}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe) */}
      <section className="agenda-grid__scroll" ref={scroller} aria-label="Uren van de dag" tabIndex={0}>
        <div className="agenda-grid__body" style={{ ...columns, height: 24 * HOUR_PX }}>
          <div className="agenda-grid__hours">
            {HOURS.map((hour) => (
              <div key={hour} className="agenda-grid__hour-label" style={{ height: HOUR_PX }}>
                {String(hour).padStart(2, '0')}:00
              </div>
            ))}
          </div>
          {days.map((day) => (
            <div key={day} className="agenda-grid__column" data-day={day}>
              {HOURS.map((hour) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the 'Nieuwe afspraak' button is the keyboard way
                // biome-ignore lint/a11y/noStaticElementInteractions: a slot of the time grid
                <div
                  key={hour}
                  className="agenda-grid__slot"
                  style={{ height: HOUR_PX }}
                  onClick={onNewEvent ? () => onNewEvent(day, hour) : undefined}
                />
              ))}
              {place(byDay.get(day) ?? []).map(({ event, top, height, lane, lanes }) => (
                <button
                  type="button"
                  key={eventKey(event)}
                  className="agenda-event agenda-event--block"
                  style={{
                    top,
                    height,
                    left: `${(lane / lanes) * 100}%`,
                    width: `calc(${100 / lanes}% - 4px)`,
                    borderLeftColor: colorOf(event),
                  }}
                  onClick={() => onOpenEvent(event)}
                >
                  <span className="agenda-event__time">
                    {brusselsTime(event.startDate)}–{brusselsTime(event.endDate)}
                  </span>
                  <span className="agenda-event__title">{event.title}</span>
                </button>
              ))}
            </div>
          ))}
        </div>
      </section>
    </section>
  );
}
