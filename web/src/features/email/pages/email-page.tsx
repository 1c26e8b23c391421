import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  Input,
  List,
  Modal,
  Select,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { plainTextToHtml } from '../../../../../shared/rich-text';
import {
  EMAIL_ATTACHMENT_MAX_BYTES,
  EMAIL_PLACEHOLDERS,
  type MissingPlaceholder,
  PLACEHOLDER_DESCRIPTIONS,
} from '../../../../../shared/schemas/email';
import { DeleteOutlined, PaperClipOutlined, SaveOutlined, SendOutlined } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { ScreenTabs } from '../../../components/screen-tabs';
import { describeError } from '../../../lib/api/errors';
import { useToast } from '../../../lib/toast';
import { acceptFor } from '../../../lib/upload/file-rules';
import { describeUploadError, uploadFile } from '../../../lib/upload/upload-file';
import { useRecipientOptions } from '../api/recipients';
import { usePreviewEmail, useSendEmail } from '../api/send-email';
import { useDeleteTemplate, useEmailTemplates, useSaveTemplate } from '../api/templates';
import { EmailHistory } from '../components/email-history';
import { addRecipients, RecipientInput } from '../components/recipient-input';

const m = messages.email;
const SENDER_KEY = 'email-tool-sender';

type Sender = { from: string; fromName: string; replyTo: string };
/** The sender fields side by side above the subject; remembered in this browser. */
const SENDER_FIELDS: readonly { key: keyof Sender; id: string; label: string }[] = [
  { key: 'from', id: 'email-from', label: 'Afzender e-mailadres' },
  { key: 'fromName', id: 'email-from-name', label: 'Afzendernaam' },
  { key: 'replyTo', id: 'email-reply-to', label: 'Antwoordadres' },
];
type Attachment = UploadFile & { uploadId?: string };

/**
 * A placeholder added from the placeholders tab goes at the end of the message's last line (the
 * editor's caret is gone once another tab was opened).
 */
function appendToMessage(html: string, text: string): string {
  const lastBlockEnd = /(<\/(?:p|div|li|h[1-6])>)\s*$/i.exec(html);
  if (!lastBlockEnd) return `${html}${text}`;
  return `${html.slice(0, lastBlockEnd.index)}${text}${html.slice(lastBlockEnd.index)}`;
}

/** The sentences of the placeholders that stay raw for some recipients, as one list. */
function MissingPlaceholderList({ missing }: { missing: readonly MissingPlaceholder[] }) {
  return (
    <ul className="email-missing-placeholders" style={{ margin: 0, paddingInlineStart: 20 }}>
      {missing.map((each) => (
        <li key={each.placeholder}>{each.message}</li>
      ))}
    </ul>
  );
}

function readSender(): Sender {
  try {
    const stored = JSON.parse(localStorage.getItem(SENDER_KEY) ?? '{}') as Partial<Sender>;
    return { from: stored.from ?? '', fromName: stored.fromName ?? '', replyTo: stored.replyTo ?? '' };
  } catch {
    return { from: '', fromName: '', replyTo: '' };
  }
}

/** 'E-mail Tool' (spec §2): compose, placeholders, templates, recipients, history. */
type EmailSection = 'compose' | 'placeholders' | 'templates' | 'recipients' | 'history';

export function EmailPage() {
  const toast = useToast();
  const [tab, setTab] = useState<EmailSection>('compose');
  const [recipients, setRecipients] = useState<string[]>([]);
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [sender, setSender] = useState<Sender>(readSender);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [templateName, setTemplateName] = useState('');
  const [previewFor, setPreviewFor] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [rawBeforeSend, setRawBeforeSend] = useState<MissingPlaceholder[] | null>(null);

  const send = useSendEmail();
  const preview = usePreviewEmail();
  const check = usePreviewEmail();
  const templates = useEmailTemplates();
  const saveTemplate = useSaveTemplate();
  const deleteTemplate = useDeleteTemplate();
  const recipientOptions = useRecipientOptions();

  const updateSender = (change: Partial<Sender>) => {
    const next = { ...sender, ...change };
    setSender(next);
    localStorage.setItem(SENDER_KEY, JSON.stringify(next));
  };

  const insertPlaceholder = (placeholder: string) => {
    setContent(appendToMessage(content, placeholder));
    setTab('compose');
  };

  const submit = () => {
    const problem =
      recipients.length === 0
        ? m.recipientsRequired
        : !subject.trim()
          ? m.subjectRequired
          : !content.trim()
            ? m.contentRequired
            : null;
    if (problem) {
      toast.error(m.errorTitle, problem);
      return;
    }
    // Issue 37 point 5: a placeholder that would reach some recipients raw is sent only when confirmed.
    check.mutate(
      { recipient: recipients[0] ?? '', recipients, subject, html: content },
      {
        onSuccess: (answer) => {
          if (answer.missingPlaceholders.length > 0) setRawBeforeSend(answer.missingPlaceholders);
          else deliver();
        },
        onError: (error) => toast.error(m.errorTitle, describeError(error, m.sendFailed)),
      },
    );
  };

  const deliver = () => {
    setRawBeforeSend(null);
    const uploadIds = attachments.flatMap((file) => (file.uploadId ? [file.uploadId] : []));
    send.mutate(
      {
        to: recipients,
        subject,
        html: content,
        ...(sender.from ? { from: sender.from } : {}),
        ...(sender.fromName ? { fromName: sender.fromName } : {}),
        ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
        attachments: uploadIds,
      },
      {
        onSuccess: (answer) => {
          toast.success(m.sent, answer.message);
          setRecipients([]);
          setSubject('');
          setContent('');
          setAttachments([]);
          setPreviewFor(null);
          preview.reset();
        },
        onError: (error) => toast.error(m.errorTitle, describeError(error, m.sendFailed)),
      },
    );
  };

  const compose = (
    <Form layout="vertical" onFinish={submit}>
      <Form.Item label="Ontvangers" htmlFor="email-recipient" required>
        <RecipientInput recipients={recipients} onChange={setRecipients} />
      </Form.Item>
      <Flex gap={16} wrap>
        {SENDER_FIELDS.map(({ key, id, label }) => (
          <Form.Item key={key} label={label} htmlFor={id} style={{ flex: '1 1 220px' }}>
            <Input id={id} value={sender[key]} onChange={(e) => updateSender({ [key]: e.target.value })} />
          </Form.Item>
        ))}
      </Flex>
      <Form.Item label="Onderwerp" htmlFor="email-subject" required>
        <Input id="email-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
      </Form.Item>
      <Form.Item label="Inhoud" htmlFor="email-content" required>
        <RichTextEditor id="email-content" aria-label="Inhoud" value={content} onChange={setContent} />
      </Form.Item>
      <Form.Item label="Bijlagen">
        <Upload
          multiple
          accept={acceptFor('mail-attachment')}
          fileList={attachments}
          beforeUpload={(file) => {
            if (file.size > EMAIL_ATTACHMENT_MAX_BYTES) {
              toast.error(m.fileTooLargeTitle, m.fileTooLarge(file.name));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          onChange={({ fileList }) =>
            setAttachments((current) =>
              fileList.map((file) => ({
                ...file,
                uploadId: current.find((c) => c.uid === file.uid)?.uploadId,
              })),
            )
          }
          customRequest={({ file, onProgress, onSuccess, onError }) => {
            const raw = file as File & { uid: string };
            uploadFile(raw, 'mail-attachment', (percent) => onProgress?.({ percent }))
              .then((confirmed) => {
                setAttachments((current) =>
                  current.map((each) =>
                    each.uid === raw.uid ? { ...each, uploadId: confirmed.uploadId } : each,
                  ),
                );
                onSuccess?.(confirmed);
              })
              .catch((error: Error) => {
                const refusal = describeUploadError(error);
                toast.error(refusal.title, refusal.message);
                onError?.(error);
              });
          }}
        >
          <Button icon={<PaperClipOutlined />}>Bijlage toevoegen</Button>
        </Upload>
      </Form.Item>
      <Card size="small" title="Voorbeeld voor één ontvanger" style={{ marginBottom: 16 }}>
        <Flex gap={8} wrap>
          <Select
            aria-label="Ontvanger voor het voorbeeld"
            style={{ minWidth: 240 }}
            placeholder="Kies een ontvanger"
            value={previewFor}
            onChange={setPreviewFor}
            options={recipients.map((address) => ({ value: address, label: address }))}
          />
          <Button
            disabled={!previewFor}
            loading={preview.isPending}
            onClick={() =>
              previewFor && preview.mutate({ recipient: previewFor, recipients, subject, html: content })
            }
          >
            Voorbeeld tonen
          </Button>
        </Flex>
        {preview.data ? (
          <div style={{ marginTop: 12 }}>
            {preview.data.warnings.map((warning) => (
              <Alert key={warning} type="warning" showIcon title={warning} style={{ marginBottom: 8 }} />
            ))}
            {preview.data.missingPlaceholders.length > 0 ? (
              <Alert
                type="warning"
                showIcon
                title={m.missingPlaceholdersTitle}
                description={<MissingPlaceholderList missing={preview.data.missingPlaceholders} />}
                style={{ marginBottom: 8 }}
              />
            ) : null}
            <Typography.Text strong>{preview.data.subject}</Typography.Text>
            <iframe
              title="Voorbeeld van de e-mail"
              sandbox=""
              srcDoc={preview.data.html}
              style={{ width: '100%', minHeight: 200, border: '1px solid #d9d9d9', marginTop: 8 }}
            />
          </div>
        ) : null}
      </Card>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SendOutlined />}
        loading={send.isPending || check.isPending}
      >
        Verzenden
      </Button>
      <Modal
        open={rawBeforeSend !== null}
        title={m.confirmRawPlaceholdersTitle}
        okText={m.confirmRawPlaceholdersOk}
        cancelText="Annuleren"
        onOk={deliver}
        onCancel={() => setRawBeforeSend(null)}
      >
        <Typography.Paragraph>{m.confirmRawPlaceholdersIntro}</Typography.Paragraph>
        <MissingPlaceholderList missing={rawBeforeSend ?? []} />
      </Modal>
    </Form>
  );

  const placeholders = (
    <List
      dataSource={[...EMAIL_PLACEHOLDERS]}
      renderItem={(placeholder) => (
        <List.Item
          actions={[
            <Button key="insert" size="small" onClick={() => insertPlaceholder(placeholder)}>
              Invoegen
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={<code>{placeholder}</code>}
            description={PLACEHOLDER_DESCRIPTIONS[placeholder]}
          />
        </List.Item>
      )}
    />
  );

  const chosen = templates.data?.find((template) => template.id === templateId) ?? null;
  const templatesTab = (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Flex gap={8} wrap>
        <Select
          aria-label="Sjabloon kiezen"
          style={{ minWidth: 260 }}
          placeholder="Kies een sjabloon"
          loading={templates.isLoading}
          value={templateId}
          onChange={(id: number) => {
            setTemplateId(id);
            const template = templates.data?.find((each) => each.id === id);
            if (template) {
              setSubject(template.subject);
              setContent(plainTextToHtml(template.content));
            }
          }}
          options={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
        />
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={!chosen}
          loading={deleteTemplate.isPending}
          onClick={() =>
            chosen &&
            deleteTemplate.mutate(chosen.id, {
              onSuccess: () => {
                toast.success(m.templateDeleted);
                setTemplateId(null);
              },
              onError: (error) => toast.error(m.errorTitle, describeError(error, m.templateDeleteFailed)),
            })
          }
        >
          Verwijderen
        </Button>
      </Flex>
      <Flex gap={8} wrap>
        <Input
          aria-label="Naam van het sjabloon"
          placeholder="Naam van het sjabloon"
          style={{ maxWidth: 320 }}
          value={templateName}
          onChange={(e) => setTemplateName(e.target.value)}
        />
        <Button
          icon={<SaveOutlined />}
          loading={saveTemplate.isPending}
          onClick={() => {
            if (!templateName.trim() || !subject.trim() || !content.trim()) {
              toast.error(m.errorTitle, m.templateFieldsRequired);
              return;
            }
            saveTemplate.mutate(
              { name: templateName, subject, content },
              {
                onSuccess: () => {
                  toast.success(m.templateSaved);
                  setTemplateName('');
                },
                onError: (error) => toast.error(m.errorTitle, describeError(error, m.templateSaveFailed)),
              },
            );
          }}
        >
          Huidig bericht opslaan als sjabloon
        </Button>
      </Flex>
    </Flex>
  );

  const recipientsTab = (
    <Flex vertical gap={12} style={{ maxWidth: 640 }}>
      <Select
        mode="multiple"
        aria-label="Vrijwilligers en gezinnen kiezen"
        placeholder="Zoek vrijwilligers en gezinnen"
        loading={recipientOptions.isLoading}
        value={picked}
        onChange={setPicked}
        optionFilterProp="label"
        options={(recipientOptions.data ?? []).map((option) => ({
          value: option.address,
          label: `${option.label} (${option.kind === 'family' ? 'gezin' : 'gebruiker'}) – ${option.address}`,
        }))}
      />
      <Button
        type="primary"
        disabled={picked.length === 0}
        onClick={() => {
          setRecipients(addRecipients(recipients, picked.join(',')));
          setPicked([]);
          setTab('compose');
        }}
      >
        Toevoegen aan ontvangers
      </Button>
    </Flex>
  );

  return (
    <>
      <PageHeader
        title="E-mail Tool"
        subtitle="Stuur e-mails naar vrijwilligers, gezinnen en andere adressen"
      />
      <Card>
        <ScreenTabs
          activeKey={tab}
          onChange={setTab}
          selectLabel="Onderdeel van de e-mailtool"
          sections={[
            { key: 'compose', label: 'Opstellen', children: compose },
            { key: 'placeholders', label: 'Placeholders', children: placeholders },
            { key: 'templates', label: 'Sjablonen', children: templatesTab },
            { key: 'recipients', label: 'Ontvangers', children: recipientsTab },
            { key: 'history', label: 'Geschiedenis', children: <EmailHistory /> },
          ]}
        />
      </Card>
    </>
  );
}
