import { Checkbox, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { todayInBrussels } from '../../../../../shared/format/dates';
import { volunteerRecordMessages } from '../../../../../shared/messages/volunteer-records';
import type { User } from '../../../../../shared/schemas/users';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../lib/toast';
import { useUpdateScreening } from '../api/update-screening';
import { displayName } from '../lib/labels';

const m = volunteerRecordMessages.screening;
const DATE_FORMAT = 'DD-MM-YYYY';

type ScreeningValues = { extractDate: Dayjs | null; worksWithMinors: boolean };

type ScreeningDialogProps = {
  open: boolean;
  volunteer: User;
  onClose: () => void;
};

/** The screening record (issue 31 item 6): only the date of the last extract, never the document. */
export function ScreeningDialog({ open, volunteer, onClose }: ScreeningDialogProps) {
  const [form] = Form.useForm<ScreeningValues>();
  const update = useUpdateScreening();
  const toast = useToast();
  const save = (values: ScreeningValues) =>
    update.mutate(
      {
        id: volunteer.id,
        body: {
          extractDate: values.extractDate ? values.extractDate.format('YYYY-MM-DD') : null,
          worksWithMinors: values.worksWithMinors,
        },
      },
      {
        onSuccess: () => {
          toast.success(m.saved);
          onClose();
        },
        onError: (error) => toast.failure(error, m.saveFailed),
      },
    );
  return (
    <FormDialog<ScreeningValues>
      open={open}
      title={`${m.dialogTitle}: ${displayName(volunteer)}`}
      okText="Opslaan"
      onClose={onClose}
      onFinish={save}
      form={form}
      initialValues={{
        extractDate: volunteer.screeningDate ? dayjs(volunteer.screeningDate) : null,
        worksWithMinors: volunteer.worksWithMinors ?? false,
      }}
      isSaving={update.isPending}
    >
      <Form.Item name="extractDate" label={m.extractDate} extra={m.extractDateHint}>
        <DatePicker
          format={DATE_FORMAT}
          disabledDate={(day) => day.format('YYYY-MM-DD') > todayInBrussels()}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="worksWithMinors" valuePropName="checked">
        <Checkbox>{m.worksWithMinors}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
