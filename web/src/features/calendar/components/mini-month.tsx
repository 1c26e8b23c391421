import { Button } from 'antd';
import { useState } from 'react';
import { formatDay } from '../../../../../shared/format/dates';
import { LeftOutlined, RightOutlined } from '../../../components/icons';
import { monthGrid, monthOf, shiftAnchor, viewTitle, WEEKDAYS_SHORT } from '../lib/grid';
import { LABELS } from '../lib/labels';

type MiniMonthProps = { selected: string; today: string; onSelect: (day: string) => void };

/** The small month for navigation (spec §2), Sunday first; picking a day shows it in the current view. */
export function MiniMonth({ selected, today, onSelect }: MiniMonthProps) {
  const [shown, setShown] = useState(monthOf(selected));
  const [previousSelected, setPreviousSelected] = useState(selected);
  if (previousSelected !== selected) {
    setPreviousSelected(selected);
    setShown(monthOf(selected));
  }
  const anchor = `${shown}-01`;
  return (
    <div className="agenda-mini">
      <div className="agenda-mini__head">
        <Button
          size="small"
          type="text"
          icon={<LeftOutlined />}
          aria-label={`${LABELS.previous} maand`}
          onClick={() => setShown(monthOf(shiftAnchor('month', anchor, -1)))}
        />
        <span className="agenda-mini__title">{viewTitle('month', anchor)}</span>
        <Button
          size="small"
          type="text"
          icon={<RightOutlined />}
          aria-label={`${LABELS.next} maand`}
          onClick={() => setShown(monthOf(shiftAnchor('month', anchor, 1)))}
        />
      </div>
      <div className="agenda-mini__grid">
        {WEEKDAYS_SHORT.map((name) => (
          <span key={name} className="agenda-mini__weekday">
            {name}
          </span>
        ))}
        {monthGrid(anchor).map((day) => (
          <button
            type="button"
            key={day}
            aria-label={`${Number(day.slice(8))} (${formatDay(day)})`}
            aria-pressed={day === selected}
            className={[
              'agenda-mini__day',
              monthOf(day) === shown ? '' : 'agenda-mini__day--other',
              day === today ? 'agenda-mini__day--today' : '',
              day === selected ? 'agenda-mini__day--selected' : '',
            ].join(' ')}
            onClick={() => onSelect(day)}
          >
            {Number(day.slice(8))}
          </button>
        ))}
      </div>
    </div>
  );
}
