import { Form, Input, InputNumber, Select } from 'antd';
import { settingsMessages } from '../../../../../shared/messages/settings';
import {
  DEFAULT_LINK_ICON,
  type ExternalLink,
  type ExternalLinkBodyInput,
  isWebUrl,
  LINK_ICONS,
} from '../../../../../shared/schemas/external-links';
import { FormDialog } from '../../../components/form-dialog';
import { LINK_ICON_VIEWS, LinkIcon } from './link-icon';

const m = settingsMessages.links;
type Values = { title: string; url: string; icon: string; description?: string; order?: number | null };

type LinkDialogProps = {
  open: boolean;
  link: ExternalLink | null;
  defaultOrder: number;
  isSaving: boolean;
  onClose: () => void;
  onSave: (body: ExternalLinkBodyInput) => void;
};

/** Add or edit a link; the form's `order` is sent as sortOrder (spec §3). */
export function LinkDialog({ open, link, defaultOrder, isSaving, onClose, onSave }: LinkDialogProps) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values>
      open={open}
      title={link ? 'Link bewerken' : 'Link toevoegen'}
      okText={link ? 'Opslaan' : 'Toevoegen'}
      onClose={onClose}
      form={form}
      isSaving={isSaving}
      initialValues={
        link
          ? {
              title: link.title,
              url: link.url,
              icon: link.icon,
              description: link.description ?? '',
              order: link.sortOrder,
            }
          : { icon: DEFAULT_LINK_ICON, order: defaultOrder }
      }
      onFinish={(values) =>
        onSave({
          title: values.title,
          url: values.url,
          icon: values.icon as ExternalLinkBodyInput['icon'],
          description: values.description ?? '',
          sortOrder: values.order ?? 0,
        })
      }
    >
      <Form.Item
        name="title"
        label="Titel"
        rules={[{ required: true, whitespace: true, message: m.required }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="url"
        label="URL"
        rules={[
          { required: true, whitespace: true, message: m.required },
          {
            validator: (_, value) =>
              !value || isWebUrl(value.trim()) ? Promise.resolve() : Promise.reject(new Error(m.invalidUrl)),
          },
        ]}
      >
        <Input placeholder="https://" inputMode="url" />
      </Form.Item>
      <Form.Item name="icon" label="Icoon">
        <Select
          options={LINK_ICONS.map((icon) => ({
            value: icon,
            label: (
              <span>
                <LinkIcon name={icon} /> {LINK_ICON_VIEWS[icon].label}
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item name="description" label="Beschrijving">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="order" label="Volgorde">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
