import { Checkbox, Form, Input } from 'antd';
import { messages } from '../../../../../shared/messages';
import {
  CALENDAR_COLORS,
  type Calendar,
  type CalendarColor,
  calendarBody,
  DEFAULT_CALENDAR_COLOR,
} from '../../../../../shared/schemas/calendar';
import { FormDialog } from '../../../components/form-dialog';
import { CheckOutlined } from '../../../components/icons';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { useCreateCalendar, useUpdateCalendar } from '../api/calendar-mutations';
import { LABELS } from '../lib/labels';

const m = messages.calendar;
const COLOR_NAMES: Record<string, string> = {
  '#3b82f6': 'Blauw',
  '#ef4444': 'Rood',
  '#10b981': 'Groen',
  '#f59e0b': 'Oranje',
  '#8b5cf6': 'Paars',
  '#ec4899': 'Roze',
  '#06b6d4': 'Cyaan',
  '#84cc16': 'Limoen',
};

type Values = { name: string; description: string; color: CalendarColor; isPublic: boolean };

function ColorPicker({
  value,
  onChange,
}: {
  value?: CalendarColor;
  onChange?: (color: CalendarColor) => void;
}) {
  return (
    <div className="agenda-palette">
      {CALENDAR_COLORS.map((color) => (
        <button
          type="button"
          key={color}
          aria-pressed={value === color}
          aria-label={COLOR_NAMES[color]}
          className="agenda-palette__swatch"
          style={{ background: color }}
          onClick={() => onChange?.(color)}
        >
          {value === color && <CheckOutlined />}
        </button>
      ))}
    </div>
  );
}

type CalendarDialogProps = {
  open: boolean;
  calendar: Calendar | null;
  onClose: () => void;
  onCreated: (calendar: Calendar) => void;
};

/** New or edit calendar (spec §2): name required, description, a colour from the palette, public or not. */
export function CalendarDialog({ open, calendar, onClose, onCreated }: CalendarDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const create = useCreateCalendar();
  const update = useUpdateCalendar();
  const succeed = (message: string) => {
    toast.success(message);
    onClose();
  };
  const submit = (values: Values) => {
    const body = { ...values, name: values.name.trim() };
    const onError = (error: unknown) => {
      const isOnForm = showFieldErrors(form, error, ['name', 'description', 'color', 'isPublic']);
      if (!isOnForm) toast.failure(error, calendar ? m.saveCalendarFailed : m.createCalendarFailed);
    };
    if (calendar) {
      update.mutate({ id: calendar.id, body }, { onSuccess: () => succeed(m.calendarUpdated), onError });
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          toast.success(m.calendarCreated);
          onCreated(created);
          onClose();
        },
        onError,
      });
    }
  };
  return (
    <FormDialog<Values>
      open={open}
      title={calendar ? 'Agenda bewerken' : LABELS.newCalendar}
      okText={LABELS.save}
      onClose={onClose}
      onFinish={submit}
      form={form}
      isSaving={create.isPending || update.isPending}
      initialValues={{
        name: calendar?.name ?? '',
        description: calendar?.description ?? '',
        color: (CALENDAR_COLORS as readonly string[]).includes(calendar?.color ?? '')
          ? (calendar?.color as CalendarColor)
          : DEFAULT_CALENDAR_COLOR,
        isPublic: calendar?.isPublic ?? false,
      }}
    >
      <Form.Item name="name" label="Naam" rules={[zodRule(calendarBody.shape.name)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label="Beschrijving">
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Form.Item name="color" label="Kleur">
        <ColorPicker />
      </Form.Item>
      <Form.Item name="isPublic" valuePropName="checked">
        <Checkbox>Zichtbaar voor iedereen (alleen bekijken)</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
