import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  TimePicker,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { atBrusselsTime, brusselsDay, brusselsTime } from '../../../../../shared/calendar/brussels-time';
import { formatDay } from '../../../../../shared/format/dates';
import { messages } from '../../../../../shared/messages';
import { levelAllows } from '../../../../../shared/policies/calendar';
import {
  type Calendar,
  type CalendarEvent,
  eventBody,
  MAX_SERIES_COUNT,
} from '../../../../../shared/schemas/calendar';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type EventInput, useCreateEvent, useDeleteEvent, useUpdateEvent } from '../api/event-mutations';
import { type FamilyOption, useFamilyOption, useFamilyOptions } from '../api/get-family-options';
import { LABELS } from '../lib/labels';

const m = messages.calendar;
const DATE_FORMAT = 'DD-MM-YYYY';
const TIME_FORMAT = 'HH:mm';

type Repeat = 'none' | 'weekly' | 'biweekly';
type Values = {
  title: string;
  calendarId: number | undefined;
  allDay: boolean;
  startDay: Dayjs | null;
  startTime: Dayjs | null;
  endDay: Dayjs | null;
  endTime: Dayjs | null;
  location: string;
  description: string;
  familyId: number | null;
  repeat: Repeat;
  endsBy: 'until' | 'count';
  until: Dayjs | null;
  count: number | null;
  scope: 'one' | 'all';
};

/** What the dialog opens on: a new appointment on a day (at an hour), or an existing one. */
export type EventDialogTarget =
  | { kind: 'create'; day: string; hour?: number }
  | { kind: 'edit'; event: CalendarEvent };

const dayValue = (day: string) => dayjs(day);
const timeValue = (hhmm: string) => dayjs(`2000-01-01T${hhmm}`);
const pad = (value: number) => String(value).padStart(2, '0');

function timesOf(start: string, end: string) {
  return {
    startDay: dayValue(brusselsDay(start)),
    startTime: timeValue(brusselsTime(start)),
    endDay: dayValue(brusselsDay(end)),
    endTime: timeValue(brusselsTime(end)),
  };
}

function seriesFields(event: CalendarEvent) {
  const rule = event.recurrence;
  return {
    repeat: (rule ? (rule.interval === 2 ? 'biweekly' : 'weekly') : 'none') as Repeat,
    endsBy: (rule?.until ? 'until' : 'count') as Values['endsBy'],
    until: rule?.until ? dayValue(rule.until) : null,
    count: rule?.count ?? 10,
  };
}

function initialValues(target: EventDialogTarget, defaultCalendar: number | undefined): Values {
  if (target.kind === 'create') {
    // Spec §9: a new appointment runs 09:00–10:00 unless a time slot was clicked.
    const hour = target.hour ?? 9;
    return {
      title: '',
      calendarId: defaultCalendar,
      allDay: false,
      startDay: dayValue(target.day),
      startTime: timeValue(`${pad(hour)}:00`),
      endDay: dayValue(target.day),
      endTime: timeValue(hour === 23 ? '23:59' : `${pad(hour + 1)}:00`),
      location: '',
      description: '',
      familyId: null,
      repeat: 'none',
      endsBy: 'count',
      until: null,
      count: 10,
      scope: 'all',
    };
  }
  const { event } = target;
  return {
    title: event.title,
    calendarId: event.calendarId,
    allDay: event.allDay,
    ...timesOf(event.startDate, event.endDate),
    location: event.location,
    description: event.description,
    familyId: event.familyId,
    ...seriesFields(event),
    scope: event.occurrenceDate ? 'one' : 'all',
  };
}

/** The moment a picked day and time mean on the Brussels clock (all day: 00:00:00 to 23:59:59). */
function momentOf(day: Dayjs | null, time: Dayjs | null, allDay: boolean, isEnd: boolean): string | null {
  if (!day) return null;
  const date = day.format('YYYY-MM-DD');
  if (allDay) return (isEnd ? atBrusselsTime(date, 23, 59, 59) : atBrusselsTime(date, 0)).toISOString();
  if (!time) return null;
  return atBrusselsTime(date, time.hour(), time.minute()).toISOString();
}

const MOMENT_LABELS = {
  start: { day: 'Begindatum', time: 'Begintijd' },
  end: { day: 'Einddatum', time: 'Eindtijd' },
} as const;

/** The day and time of the start or the end (`startDay`/`startTime`, `endDay`/`endTime`). */
function MomentFields({ edge, timeDisabled }: { edge: 'start' | 'end'; timeDisabled: boolean }) {
  const labels = MOMENT_LABELS[edge];
  return (
    <>
      <Form.Item name={`${edge}Day`} label={labels.day} rules={[{ required: true, message: m.dayInvalid }]}>
        <DatePicker format={DATE_FORMAT} allowClear={false} />
      </Form.Item>
      <Form.Item name={`${edge}Time`} label={labels.time}>
        <TimePicker format={TIME_FORMAT} minuteStep={5} disabled={timeDisabled} allowClear={false} />
      </Form.Item>
    </>
  );
}

type EventDialogProps = {
  target: EventDialogTarget | null;
  calendars: readonly Calendar[];
  onClose: () => void;
  /** Whether an appointment may name a family (issue 33): for those who see families. */
  hasFamilyField?: boolean;
  /** What the app adds to an existing appointment's footer (completing it into a session). */
  eventAction?: ((event: CalendarEvent, close: () => void) => ReactNode) | undefined;
};

/** The optional family of an appointment, searched on the server (a volunteer finds only their own). */
function FamilyField({ current }: { current: number | null }) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const options = useFamilyOptions(settled, true);
  const known = useFamilyOption(current);
  const list: FamilyOption[] = options.data ?? [];
  const named: FamilyOption | undefined = known.data;
  const shown = named && !list.some((option) => option.value === named.value) ? [named, ...list] : list;
  return (
    <Form.Item
      name="familyId"
      label={messages.sessions.familyField}
      extra={messages.sessions.familyFieldHelp}
    >
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={options.isFetching}
        options={shown}
        placeholder="Geen gezin"
      />
    </Form.Item>
  );
}

/**
 * The appointment dialog (spec §2/§5): title required, calendar, all day (times disabled), start and
 * end (default 09:00–10:00), location, description, and a weekly or two-weekly repetition ending on
 * a date or after a number of times. For one date of a series: change or cancel only that date, or
 * the whole series. Someone who may only view the calendar sees the appointment without any control.
 */
export function EventDialog({
  target,
  calendars,
  onClose,
  hasFamilyField = false,
  eventAction,
}: EventDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const editable = calendars.filter((calendar) => levelAllows.editEvents(calendar.access));
  const event = target?.kind === 'edit' ? target.event : null;
  const eventCalendar = event ? calendars.find((calendar) => calendar.id === event.calendarId) : undefined;
  const isReadOnly = event !== null && !levelAllows.editEvents(eventCalendar?.access ?? null);
  const isOccurrence = Boolean(event?.occurrenceDate);
  const allDay = Form.useWatch('allDay', form) ?? false;
  const repeat = Form.useWatch('repeat', form) ?? 'none';
  const endsBy = Form.useWatch('endsBy', form) ?? 'count';
  const scope = Form.useWatch('scope', form) ?? 'all';
  const showsRepeat = !isOccurrence || scope === 'all';

  const chooseScope = (next: Values['scope']) => {
    if (!event) return;
    const start = next === 'all' ? (event.seriesStart ?? event.startDate) : event.startDate;
    const end = next === 'all' ? (event.seriesEnd ?? event.endDate) : event.endDate;
    form.setFieldsValue({ ...timesOf(start, end), ...seriesFields(event) });
  };

  const succeed = (message: string) => {
    toast.success(message);
    onClose();
  };
  const submit = (values: Values) => {
    const startDate = momentOf(values.startDay, values.startTime, values.allDay, false);
    const endDate = momentOf(values.endDay, values.endTime, values.allDay, true);
    if (!startDate || !endDate || values.calendarId === undefined) return;
    if (endDate < startDate) {
      form.setFields([{ name: 'endDay', errors: [m.endBeforeStart] }]);
      return;
    }
    const isSingleDate = isOccurrence && values.scope === 'one';
    const body: EventInput = {
      title: values.title.trim(),
      description: values.description ?? '',
      location: values.location ?? '',
      allDay: values.allDay,
      startDate,
      endDate,
      calendarId: values.calendarId,
      // Always sent: an edit that left it out would unlink the family.
      familyId: values.familyId ?? null,
      recurrence:
        values.repeat === 'none' || isSingleDate
          ? null
          : {
              frequency: 'weekly',
              interval: values.repeat === 'biweekly' ? 2 : 1,
              until: values.endsBy === 'until' ? (values.until?.format('YYYY-MM-DD') ?? null) : null,
              count: values.endsBy === 'count' ? (values.count ?? null) : null,
            },
    };
    // A refusal about the title shows on its field; anything else (§8's messages) as a toast.
    const onError = (fallback: string) => (error: unknown) => {
      if (!showFieldErrors(form, error, ['title'])) toast.failure(error, fallback);
    };
    if (!event) {
      create.mutate(body, {
        onSuccess: () => succeed(m.eventCreated),
        onError: onError(m.createEventFailed),
      });
      return;
    }
    update.mutate(
      { id: event.id, occurrence: isSingleDate ? (event.occurrenceDate ?? undefined) : undefined, body },
      { onSuccess: () => succeed(m.eventUpdated), onError: onError(m.saveEventFailed) },
    );
  };

  const deleteEvent = (occurrence?: string) => {
    if (!event) return;
    remove.mutate(
      { id: event.id, occurrence },
      {
        onSuccess: () => {
          toast.success(occurrence ? m.occurrenceCancelled : m.eventDeleted);
          onClose();
        },
        onError: (error) => toast.failure(error, m.deleteFailed),
      },
    );
  };

  const action = event && eventAction ? eventAction(event, onClose) : null;
  const footer = isReadOnly ? (
    <Space wrap className="agenda-dialog__footer">
      {action}
      <Button onClick={onClose}>{LABELS.close}</Button>
    </Space>
  ) : (
    <Space wrap className="agenda-dialog__footer">
      {action}
      {event && isOccurrence && (
        <Popconfirm
          title="Afspraak annuleren"
          description={m.confirmCancelOccurrence(formatDay(event.occurrenceDate ?? ''))}
          okText="Ja, annuleren"
          okButtonProps={{ danger: true }}
          cancelText="Terug"
          onConfirm={() => deleteEvent(event.occurrenceDate ?? undefined)}
        >
          <Button danger>Deze afspraak annuleren</Button>
        </Popconfirm>
      )}
      {event && (
        <Popconfirm
          title={event.recurrence ? 'Reeks verwijderen' : 'Afspraak verwijderen'}
          description={
            <div style={{ maxWidth: 280 }}>
              {event.recurrence ? m.confirmDeleteSeries(event.title) : m.confirmDeleteEvent(event.title)}
            </div>
          }
          okText={LABELS.remove}
          okButtonProps={{ danger: true }}
          cancelText={LABELS.cancel}
          onConfirm={() => deleteEvent()}
        >
          <Button danger loading={remove.isPending}>
            {event.recurrence ? 'Hele reeks verwijderen' : LABELS.remove}
          </Button>
        </Popconfirm>
      )}
      <Button onClick={onClose}>{LABELS.cancel}</Button>
      <Button type="primary" loading={create.isPending || update.isPending} onClick={() => form.submit()}>
        {LABELS.save}
      </Button>
    </Space>
  );

  return (
    <Modal
      open={target !== null}
      title={event ? (isReadOnly ? event.title : 'Afspraak bewerken') : LABELS.newEvent}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      width={560}
    >
      {target && (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          disabled={isReadOnly}
          initialValues={initialValues(target, editable[0]?.id)}
        >
          {isReadOnly && (
            <Alert type="info" showIcon message={m.readOnlyEvent} style={{ marginBottom: 16 }} />
          )}
          {isOccurrence && !isReadOnly && (
            <Form.Item name="scope" label="Wijzigen">
              <Radio.Group
                onChange={(changed) => chooseScope(changed.target.value)}
                options={[
                  { value: 'one', label: 'Alleen deze afspraak' },
                  { value: 'all', label: 'De hele reeks' },
                ]}
              />
            </Form.Item>
          )}
          <Form.Item name="title" label="Titel" rules={[zodRule(eventBody.shape.title)]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="calendarId"
            label="Agenda"
            rules={[{ required: true, message: m.calendarNotFound }]}
          >
            <Select
              options={(isReadOnly ? calendars : editable).map((calendar) => ({
                value: calendar.id,
                label: calendar.name,
              }))}
            />
          </Form.Item>
          <Form.Item name="allDay" valuePropName="checked">
            <Checkbox>{LABELS.allDay}</Checkbox>
          </Form.Item>
          <div className="agenda-dialog__times">
            <MomentFields edge="start" timeDisabled={allDay || isReadOnly} />
            <MomentFields edge="end" timeDisabled={allDay || isReadOnly} />
          </div>
          <Form.Item name="location" label="Locatie">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="description" label="Beschrijving">
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          {hasFamilyField && !isReadOnly && <FamilyField current={event?.familyId ?? null} />}
          {showsRepeat && (
            <>
              <Form.Item name="repeat" label="Herhalen">
                <Select
                  options={[
                    { value: 'none', label: 'Niet herhalen' },
                    { value: 'weekly', label: 'Elke week' },
                    { value: 'biweekly', label: 'Om de twee weken' },
                  ]}
                />
              </Form.Item>
              {repeat !== 'none' && (
                <div className="agenda-dialog__times">
                  <Form.Item name="endsBy" label="Eindigt">
                    <Radio.Group
                      options={[
                        { value: 'count', label: 'Na aantal keer' },
                        { value: 'until', label: 'Op datum' },
                      ]}
                    />
                  </Form.Item>
                  {endsBy === 'count' ? (
                    <Form.Item
                      name="count"
                      label="Aantal keer"
                      rules={[{ required: true, message: m.recurrenceCount }]}
                    >
                      <InputNumber min={1} max={MAX_SERIES_COUNT} precision={0} />
                    </Form.Item>
                  ) : (
                    <Form.Item
                      name="until"
                      label="Tot en met"
                      rules={[{ required: true, message: m.recurrenceEndRequired }]}
                    >
                      <DatePicker format={DATE_FORMAT} />
                    </Form.Item>
                  )}
                </div>
              )}
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
