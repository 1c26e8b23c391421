import { Checkbox, Typography } from 'antd';
import { messages } from '../../../../../shared/messages';
import { levelAllows } from '../../../../../shared/policies/calendar';
import type { Calendar } from '../../../../../shared/schemas/calendar';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { IconAction } from '../../../components/icon-action';
import { EditOutlined, ShareAltOutlined } from '../../../components/icons';
import { LABELS } from '../lib/labels';

const m = messages.calendar;

type CalendarListProps = {
  calendars: readonly Calendar[];
  hidden: ReadonlySet<number>;
  onToggle: (id: number, isVisible: boolean) => void;
  onEdit: (calendar: Calendar) => void;
  onShare: (calendar: Calendar) => void;
  onDelete: (calendar: Calendar) => void;
  deletingId: number | null;
};

/** The sidebar's calendars: a visibility checkbox each, and share, edit and delete as the caller's rights allow. */
export function CalendarList({
  calendars,
  hidden,
  onToggle,
  onEdit,
  onShare,
  onDelete,
  deletingId,
}: CalendarListProps) {
  if (calendars.length === 0) return <Typography.Text type="secondary">{m.noCalendars}</Typography.Text>;
  return (
    <ul className="plain-list agenda-calendars">
      {calendars.map((calendar) => (
        <li key={calendar.id} className="agenda-calendars__item">
          <Checkbox
            checked={!hidden.has(calendar.id)}
            onChange={(changed) => onToggle(calendar.id, changed.target.checked)}
          >
            <span className="agenda-calendars__swatch" style={{ background: calendar.color }} aria-hidden />
            {calendar.name}
          </Checkbox>
          <span className="agenda-calendars__actions">
            {levelAllows.manage(calendar.access) && (
              <>
                <IconAction
                  title={LABELS.share}
                  size="small"
                  icon={<ShareAltOutlined />}
                  label={`${calendar.name} ${LABELS.share.toLowerCase()}`}
                  onClick={() => onShare(calendar)}
                />
                <IconAction
                  title={LABELS.edit}
                  size="small"
                  icon={<EditOutlined />}
                  label={`${calendar.name} ${LABELS.edit.toLowerCase()}`}
                  onClick={() => onEdit(calendar)}
                />
              </>
            )}
            {levelAllows.remove(calendar.access) && (
              <ConfirmDeleteButton
                title="Agenda verwijderen"
                description={m.confirmDeleteCalendar(calendar.name)}
                ariaLabel={`${calendar.name} ${LABELS.remove.toLowerCase()}`}
                loading={deletingId === calendar.id}
                onConfirm={() => onDelete(calendar)}
              />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
