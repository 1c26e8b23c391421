import { Checkbox, Col, DatePicker, Form, Input, Modal, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { messages } from '../../../../../shared/messages';
import { ROLE_LABELS, ROLES } from '../../../../../shared/permissions';
import {
  DEFAULT_NEWS_TARGET_ROLES,
  NEWS_CATEGORIES,
  type NewsBodyInput,
  type NewsMessage,
  newsBody,
} from '../../../../../shared/schemas/news';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { ApplyInitialValues } from '../../../lib/forms/apply-initial-values';
import { fieldNamesOf, zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { useSaveNews } from '../api/save-news';

const m = messages.news;
const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';

/** The message as the form holds it: the body's fields, the publication moment as the date picker's. */
type FormValues = Required<Omit<NewsBodyInput, 'publishDate'>> & { publishDate: Dayjs | null };
const FIELD_NAMES = fieldNamesOf(newsBody);

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((category) => ({ value: category, label: category }));

function initialValuesOf(message: NewsMessage | null): FormValues {
  if (!message) {
    return {
      title: '',
      summary: '',
      content: '',
      category: 'Algemeen',
      isUrgent: false,
      isPublished: true,
      targetRoles: [...DEFAULT_NEWS_TARGET_ROLES],
      publishDate: null,
      authorName: '',
    };
  }
  return {
    title: message.title,
    summary: message.summary,
    content: message.content,
    category: message.category,
    isUrgent: message.isUrgent,
    isPublished: message.isPublished,
    targetRoles: message.targetRoles,
    publishDate: message.status === 'scheduled' ? dayjs(message.publishDate) : null,
    authorName: message.authorName,
  };
}

type NewsFormDialogProps = {
  open: boolean;
  /** null: a new message. */
  message: NewsMessage | null;
  onClose: () => void;
  afterClose: () => void;
};

/** Create or edit a message (spec §2 News, §6 news management): a real dialog, no browser prompts. */
export function NewsFormDialog({ open, message, onClose, afterClose }: NewsFormDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const toast = useToast();
  const save = useSaveNews();
  const isEdit = message !== null;

  const submit = async (values: FormValues) => {
    try {
      const saved = await save.mutateAsync({
        id: message?.id ?? null,
        body: {
          title: values.title,
          summary: values.summary ?? '',
          content: values.content ?? '',
          category: values.category,
          isUrgent: values.isUrgent,
          isPublished: values.isPublished,
          targetRoles: values.targetRoles,
          // Empty: now (or, when editing, the date it already had).
          publishDate: values.publishDate ? values.publishDate.toISOString() : null,
          ...(values.authorName?.trim() ? { authorName: values.authorName.trim() } : {}),
        },
      });
      toast.success(
        isEdit
          ? m.updated
          : saved.status === 'scheduled'
            ? m.scheduled
            : saved.status === 'draft'
              ? m.draftSaved
              : m.created,
      );
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error, FIELD_NAMES)) toast.failure(error, m.saveFailed);
    }
  };

  return (
    <Modal
      title={isEdit ? 'Nieuwsbericht bewerken' : 'Nieuw nieuwsbericht'}
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      okText={isEdit ? 'Opslaan' : 'Publiceren'}
      cancelText="Annuleren"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={760}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initialValuesOf(message)}
        onFinish={submit}
        clearOnDestroy
        requiredMark
      >
        <ApplyInitialValues />
        <Form.Item name="title" label="Titel" rules={[zodRule(newsBody.shape.title)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="summary" label="Samenvatting" rules={[zodRule(newsBody.shape.summary)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
        <Form.Item name="content" label="Inhoud" rules={[zodRule(newsBody.shape.content)]}>
          <RichTextEditor aria-label="Inhoud" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="category" label="Categorie">
              <Select options={CATEGORY_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="publishDate"
              label="Publicatiedatum en -tijd"
              extra="Leeg: meteen publiceren. Een later moment plant het bericht in."
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={DATE_TIME_FORMAT}
                placeholder="Meteen"
                style={{ width: '100%' }}
                disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="targetRoles" label="Doelgroep" rules={[zodRule(newsBody.shape.targetRoles)]}>
          <Checkbox.Group options={ROLE_OPTIONS} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12} sm={6}>
            <Form.Item name="isUrgent" label="Urgent" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="isPublished" label="Publiceren" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="authorName" label="Auteur" rules={[zodRule(newsBody.shape.authorName)]}>
              <Input placeholder="Naam van de organisatie" maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
