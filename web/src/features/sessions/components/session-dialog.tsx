import { DatePicker, Form, Input, InputNumber, Select, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { todayInBrussels } from '../../../../../shared/format/dates';
import { sessionMessages } from '../../../../../shared/messages/sessions';
import type { SessionKind, SessionLog } from '../../../../../shared/schemas/sessions';
import { MAX_OUTCOME_NOTE, SESSION_KINDS, sessionFields } from '../../../../../shared/schemas/sessions';
import { FormDialog } from '../../../components/form-dialog';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { useCompleteAppointment } from '../api/complete-appointment';
import { useSaveSession } from '../api/save-session';

const m = sessionMessages.sessions;
const DATE_FORMAT = 'DD-MM-YYYY';

type FormValues = {
  date: Dayjs;
  startTime: Dayjs;
  durationMinutes: number;
  kind: SessionKind;
  subjects: string[];
  children: string[];
  volunteerIds: number[];
  outcomeNote: string;
  familyAbsent: boolean;
  absenceReason: string;
};
const FIELD_NAMES = [
  'date',
  'startTime',
  'durationMinutes',
  'kind',
  'subjects',
  'children',
  'volunteerIds',
  'outcomeNote',
  'absenceReason',
] as const;

const RULES = {
  durationMinutes: [zodRule(sessionFields.durationMinutes)],
  volunteerIds: [zodRule(sessionFields.volunteerIds)],
  absenceReason: [{ required: true, whitespace: true, message: m.absenceReasonRequired }],
};

export type SessionDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After a successful save, before the dialog closes. */
  onSaved?: (() => void) | undefined;
  familyId: number;
  /** The session being edited, or null for a new one. */
  session: SessionLog | null;
  /** The values a new session starts from (the family's child, the caller as volunteer). */
  defaults: { children: string[]; volunteerIds: number[] };
  subjects: readonly string[];
  people: readonly { value: number; label: string }[];
  /**
   * The appointment this new session completes (issue 33): its date and start are the appointment's,
   * its length the default duration; saving completes it (once) instead of logging a free session.
   */
  appointment?: { eventId: number; occurrence: string; startTime: string; durationMinutes: number };
};

/** Log or edit a begeleidingsmoment; works on a phone (one column, native-size controls). */
export function SessionDialog({
  open,
  onClose,
  onSaved,
  familyId,
  session,
  defaults,
  subjects,
  people,
  appointment,
}: SessionDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveSession();
  const complete = useCompleteAppointment();
  const toast = useToast();
  const isAbsent = Form.useWatch('familyAbsent', form);

  const initialValues: Partial<FormValues> = session
    ? {
        date: dayjs(session.date),
        startTime: dayjs(`2000-01-01T${session.startTime}`),
        durationMinutes: session.durationMinutes,
        kind: session.kind,
        subjects: session.subjects,
        children: session.children,
        volunteerIds: session.volunteerIds,
        outcomeNote: session.outcomeNote ?? '',
        familyAbsent: session.familyAbsent,
        absenceReason: session.absenceReason ?? '',
      }
    : {
        date: dayjs(appointment?.occurrence ?? todayInBrussels()),
        startTime: dayjs(`2000-01-01T${appointment?.startTime ?? '16:00'}`),
        durationMinutes: appointment?.durationMinutes ?? 60,
        kind: 'huiswerkbegeleiding',
        subjects: [],
        children: defaults.children,
        volunteerIds: defaults.volunteerIds,
        outcomeNote: '',
        familyAbsent: false,
        absenceReason: '',
      };

  const submit = (values: FormValues) => {
    const fields = {
      date: values.date.format('YYYY-MM-DD'),
      startTime: values.startTime.format('HH:mm'),
      durationMinutes: values.durationMinutes,
      kind: values.kind,
      subjects: values.subjects ?? [],
      children: values.children ?? [],
      volunteerIds: values.volunteerIds ?? [],
      outcomeNote: values.outcomeNote ?? '',
      familyAbsent: Boolean(values.familyAbsent),
      absenceReason: values.familyAbsent ? (values.absenceReason ?? '') : '',
    };
    const handlers = {
      onSuccess: () => {
        toast.success(session ? m.updated : m.added);
        onSaved?.();
        onClose();
      },
      onError: (error: unknown) => {
        if (!showFieldErrors(form, error, FIELD_NAMES)) toast.failure(error, m.saveFailed);
      },
    };
    if (appointment) {
      const { date: _date, startTime: _start, ...rest } = fields;
      complete.mutate(
        { ...rest, eventId: appointment.eventId, occurrence: appointment.occurrence },
        handlers,
      );
      return;
    }
    save.mutate(
      session
        ? { id: session.id, body: { ...fields, version: session.version } }
        : { id: null, body: { ...fields, familyId } },
      handlers,
    );
  };

  return (
    <FormDialog<FormValues>
      open={open}
      title={session ? m.edit : appointment ? m.completeTitle : m.add}
      okText="Opslaan"
      onClose={onClose}
      onFinish={submit}
      form={form}
      initialValues={initialValues}
      isSaving={save.isPending || complete.isPending}
      width={560}
    >
      <Form.Item name="date" label="Datum" rules={[{ required: true, message: m.dateInvalid }]}>
        <DatePicker
          format={DATE_FORMAT}
          allowClear={false}
          inputReadOnly
          disabled={appointment !== undefined}
          disabledDate={(day) => day.format('YYYY-MM-DD') > todayInBrussels()}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="startTime" label="Beginuur" rules={[{ required: true, message: m.startInvalid }]}>
        <TimePicker
          format="HH:mm"
          minuteStep={5}
          allowClear={false}
          inputReadOnly
          disabled={appointment !== undefined}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="durationMinutes" label="Duur (minuten)" rules={RULES.durationMinutes}>
        <InputNumber min={5} max={600} step={5} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="kind" label="Soort">
        <Select
          options={SESSION_KINDS.map((kind) => ({ value: kind, label: sessionMessages.sessionKinds[kind] }))}
        />
      </Form.Item>
      <Form.Item name="subjects" label="Onderwerpen">
        <Select
          mode="multiple"
          allowClear
          options={subjects.map((subject) => ({ value: subject, label: subject }))}
        />
      </Form.Item>
      <Form.Item name="children" label="Aanwezige kinderen">
        <Select mode="tags" options={defaults.children.map((name) => ({ value: name, label: name }))} />
      </Form.Item>
      <Form.Item name="volunteerIds" label="Vrijwilligers" rules={RULES.volunteerIds}>
        <Select mode="multiple" optionFilterProp="label" options={[...people]} />
      </Form.Item>
      <Form.Item name="familyAbsent" label={m.absent} valuePropName="checked">
        <Switch />
      </Form.Item>
      {isAbsent && (
        <Form.Item name="absenceReason" label="Reden van afwezigheid" rules={RULES.absenceReason}>
          <Input maxLength={500} />
        </Form.Item>
      )}
      <Form.Item
        name="outcomeNote"
        label="Resultaat"
        extra="Alleen zichtbaar voor de begeleiders van het gezin, coördinatoren en beheerders."
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={MAX_OUTCOME_NOTE} />
      </Form.Item>
    </FormDialog>
  );
}
