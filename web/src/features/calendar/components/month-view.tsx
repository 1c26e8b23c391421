import { brusselsTime } from '../../../../../shared/calendar/brussels-time';
import type { CalendarEvent } from '../../../../../shared/schemas/calendar';
import { EVENTS_PER_CELL, eventKey, isAllDayLike, monthOf, WEEKDAYS_SHORT } from '../lib/grid';
import { LABELS } from '../lib/labels';

type MonthViewProps = {
  days: readonly string[];
  anchor: string;
  today: string;
  byDay: Map<string, CalendarEvent[]>;
  colorOf: (event: CalendarEvent) => string;
  /** Absent when the caller may not add appointments anywhere. */
  onNewEvent?: ((day: string) => void) | undefined;
  onOpenEvent: (event: CalendarEvent) => void;
  onOpenDay: (day: string) => void;
};

/** Spec §2/§9: six weeks from Sunday; a cell shows 3 events, then '+N meer', which opens the day. */
export function MonthView({
  days,
  anchor,
  today,
  byDay,
  colorOf,
  onNewEvent,
  onOpenEvent,
  onOpenDay,
}: MonthViewProps) {
  const month = monthOf(anchor);
  return (
    <section className="agenda-month" aria-label="Maandoverzicht">
      <div className="agenda-month__row agenda-month__head">
        {WEEKDAYS_SHORT.map((name) => (
          <div key={name} className="agenda-month__weekday">
            {name}
          </div>
        ))}
      </div>
      {[0, 1, 2, 3, 4, 5].map((week) => (
        <div key={week} className="agenda-month__row">
          {days.slice(week * 7, week * 7 + 7).map((day) => {
            const events = byDay.get(day) ?? [];
            const hidden = events.length - EVENTS_PER_CELL;
            const classes = [
              'agenda-month__cell',
              monthOf(day) === month ? '' : 'agenda-month__cell--other',
              day === today ? 'agenda-month__cell--today' : '',
            ].join(' ');
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the day number is the keyboard way to add one
              // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere in the day adds an appointment
              <div
                key={day}
                className={classes}
                data-day={day}
                onClick={onNewEvent ? () => onNewEvent(day) : undefined}
              >
                {onNewEvent ? (
                  <button
                    type="button"
                    className="agenda-month__date"
                    aria-label={`${Number(day.slice(8))}: ${LABELS.newEvent} op ${day.split('-').reverse().join('-')}`}
                    onClick={(clicked) => {
                      clicked.stopPropagation();
                      onNewEvent(day);
                    }}
                  >
                    {Number(day.slice(8))}
                  </button>
                ) : (
                  <span className="agenda-month__date">{Number(day.slice(8))}</span>
                )}
                {events.slice(0, EVENTS_PER_CELL).map((event) => (
                  <button
                    type="button"
                    key={eventKey(event)}
                    className="agenda-event agenda-event--chip"
                    title={event.title}
                    style={{ borderLeftColor: colorOf(event) }}
                    onClick={(clicked) => {
                      clicked.stopPropagation();
                      onOpenEvent(event);
                    }}
                  >
                    {!isAllDayLike(event) && (
                      <span className="agenda-event__time">{brusselsTime(event.startDate)}</span>
                    )}
                    <span className="agenda-event__title">{event.title}</span>
                  </button>
                ))}
                {hidden > 0 && (
                  <button
                    type="button"
                    className="agenda-month__more"
                    onClick={(clicked) => {
                      clicked.stopPropagation();
                      onOpenDay(day);
                    }}
                  >
                    {LABELS.more(hidden)}
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </section>
  );
}
