import { Form, Radio, Select, Typography } from 'antd';
import { displayName } from '../../../../../shared/format/names';
import { messages } from '../../../../../shared/messages';
import {
  type Calendar,
  DEFAULT_SHARE_PERMISSION,
  SHARE_PERMISSIONS,
  type SharePermission,
  shareCalendarBody,
} from '../../../../../shared/schemas/calendar';
import { FormDialog } from '../../../components/form-dialog';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { useShareCalendar } from '../api/calendar-mutations';
import { usePeople } from '../api/get-people';
import { LABELS } from '../lib/labels';

const m = messages.calendar;
const LABELS_BY_PERMISSION = messages.sharePermissionLabels;

type Values = { userIds: number[]; permissions: SharePermission };

type ShareDialogProps = { calendar: Calendar | null; onClose: () => void };

/** Share a calendar (spec §2/§6): at least one user; 'Alleen bekijken', 'Bewerken' or 'Beheerder', default view. */
export function ShareDialog({ calendar, onClose }: ShareDialogProps) {
  const toast = useToast();
  const me = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const people = usePeople(calendar !== null);
  const share = useShareCalendar();
  const names = new Map((people.data ?? []).map((user) => [user.id, displayName(user)]));
  const options = (people.data ?? [])
    .filter((user) => user.id !== me.id && user.id !== calendar?.ownerId)
    .map((user) => ({ value: user.id, label: displayName(user) }));

  const submit = (values: Values) => {
    if (!calendar) return;
    share.mutate(
      { calendarId: calendar.id, body: values },
      {
        onSuccess: () => {
          toast.success(m.calendarShared);
          onClose();
        },
        onError: (error) => toast.failure(error, m.shareFailed),
      },
    );
  };

  return (
    <FormDialog<Values>
      open={calendar !== null}
      title={calendar ? `Agenda delen: ${calendar.name}` : LABELS.share}
      okText={LABELS.share}
      onClose={onClose}
      onFinish={submit}
      form={form}
      isSaving={share.isPending}
      initialValues={{ userIds: [], permissions: DEFAULT_SHARE_PERMISSION }}
    >
      <Form.Item name="userIds" label="Gebruikers" rules={[zodRule(shareCalendarBody.shape.userIds)]}>
        <Select
          mode="multiple"
          options={options}
          loading={people.isLoading}
          optionFilterProp="label"
          placeholder="Kies gebruikers"
        />
      </Form.Item>
      <Form.Item name="permissions" label="Rechten">
        <Radio.Group
          options={SHARE_PERMISSIONS.map((permission) => ({
            value: permission,
            label: LABELS_BY_PERMISSION[permission],
          }))}
        />
      </Form.Item>
      {calendar && calendar.shares.length > 0 && (
        <div>
          <Typography.Text strong>Nu gedeeld met</Typography.Text>
          <ul className="agenda-shares">
            {calendar.shares.map((entry) => (
              <li key={entry.userId}>
                {names.get(entry.userId) ?? `#${entry.userId}`}: {LABELS_BY_PERMISSION[entry.permission]}
              </li>
            ))}
          </ul>
        </div>
      )}
    </FormDialog>
  );
}
