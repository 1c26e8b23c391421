import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { privacyMessages } from '../../../../../shared/messages/privacy';
import { settingsMessages } from '../../../../../shared/messages/settings';
import { ROLE_LABELS, ROLES, type Role } from '../../../../../shared/permissions';
import { secondFactorRolesOf } from '../../../../../shared/policies/second-factor';
import {
  AUDIT_MINIMUM_YEARS,
  BOOKKEEPING_MINIMUM_YEARS,
  DEFAULT_RETENTION_PERIODS,
  FAMILY_RETENTION_YEARS,
} from '../../../../../shared/retention';
import type { SystemTemplate } from '../../../../../shared/schemas/email';
import { DEFAULT_SMTP_PORT, type Setting, type SettingKey } from '../../../../../shared/schemas/settings';
import { CopyOutlined } from '../../../components/icons';
import { useToast } from '../../../lib/toast';
import { usePurgeRrn } from '../api/purge-rrn';
import { useSendTestMail } from '../api/send-test-mail';
import { useSystemTemplates, useUpdateSystemTemplate } from '../api/system-templates';
import { useUpdateSetting } from '../api/update-setting';
import { LogoField } from './logo-field';
import { SettingField, type SettingFieldProps } from './setting-field';

const m = settingsMessages.settings;
type TabProps = { byKey: Map<SettingKey, Setting> };

/** A section's plain fields, in the order they are shown; each saves on its own. */
type FieldSpec = Omit<SettingFieldProps, 'setting'>;

function SettingFields({ fields, byKey }: TabProps & { fields: readonly FieldSpec[] }) {
  return fields.map((field) => (
    <SettingField key={field.settingKey} {...field} setting={byKey.get(field.settingKey)} />
  ));
}

const ORGANISATION_FIELDS: readonly FieldSpec[] = [
  {
    settingKey: 'mileage_rate',
    label: 'Kilometervergoeding (€ per km)',
    kind: 'number',
    placeholder: '0,30',
  },
  { settingKey: 'reminder_after_days', label: 'Herinnering na (dagen)', kind: 'number' },
  { settingKey: 'drive_quota_gb', label: 'Drive-opslag (GB)', kind: 'number', placeholder: '10' },
  {
    settingKey: 'session_subjects',
    label: 'Onderwerpen van begeleidingsmomenten',
    kind: 'textarea',
    placeholder: 'lezen\nrekenen\nFrans\nplanning',
    help: m.sessionSubjectsHint,
  },
];

export function OrganisationTab({ byKey }: TabProps) {
  return (
    <div className="settings-fields">
      <SettingFields
        byKey={byKey}
        fields={[{ settingKey: 'organization_name', label: 'Naam organisatie' }]}
      />
      <LogoField isSet={byKey.get('organization_logo')?.isSet ?? false} />
      <SettingFields byKey={byKey} fields={ORGANISATION_FIELDS} />
      <RolesField setting={byKey.get('secondFactorRoles')} />
    </div>
  );
}

function RolesField({ setting }: { setting: Setting | undefined }) {
  const toast = useToast();
  const update = useUpdateSetting();
  const stored = secondFactorRolesOf(setting?.value ? (JSON.parse(setting.value) as Role[]) : undefined);
  return (
    <div className="setting-field">
      <span className="setting-field__label">Tweede factor verplicht voor</span>
      <Space wrap>
        {ROLES.map((role) => {
          const checked = stored.includes(role);
          return (
            <Tag.CheckableTag
              key={role}
              checked={checked}
              onChange={(next) =>
                // Admins always use a second factor; the server refuses a list without them.
                role !== 'admin' &&
                update.mutate(
                  {
                    key: 'secondFactorRoles',
                    value: next ? [...stored, role] : stored.filter((r) => r !== role),
                  },
                  {
                    onSuccess: () => toast.success(m.saved),
                    onError: (error) => toast.failure(error, m.saveFailed),
                  },
                )
              }
            >
              {ROLE_LABELS[role]}
            </Tag.CheckableTag>
          );
        })}
      </Space>
      <Typography.Text type="secondary" className="setting-field__help">
        {m.rolesHint}
      </Typography.Text>
    </div>
  );
}

const SMTP_FIELDS: readonly FieldSpec[] = [
  { settingKey: 'smtp_host', label: 'SMTP-server', placeholder: 'smtp.voorbeeld.be' },
  {
    settingKey: 'smtp_port',
    label: 'SMTP-poort',
    kind: 'number',
    placeholder: String(DEFAULT_SMTP_PORT),
    help: m.portHint,
  },
  {
    settingKey: 'smtp_security',
    label: 'Beveiliging',
    kind: 'select',
    placeholder: 'STARTTLS (standaard)',
    options: {
      starttls: 'STARTTLS (poort 587)',
      tls: 'TLS (poort 465)',
      none: 'Geen (alleen op een vertrouwd netwerk)',
    },
  },
  { settingKey: 'smtp_user', label: 'SMTP-gebruiker' },
  { settingKey: 'smtp_password', label: 'SMTP-wachtwoord', kind: 'password', help: m.secretHint },
  { settingKey: 'smtp_from', label: 'SMTP-afzender', placeholder: 'info@voorbeeld.be' },
];

export function EmailTab({ byKey }: TabProps) {
  const channel = byKey.get('mail_channel')?.value ?? 'ses';
  const senderFields: readonly FieldSpec[] = [
    {
      settingKey: 'mail_channel',
      label: 'Verzendkanaal',
      kind: 'select',
      placeholder: 'SES (standaard)',
      options: { ses: 'Amazon SES (standaard)', smtp: 'SMTP-relay' },
      help: channel === 'smtp' ? m.smtpHint : m.sesHint,
    },
    { settingKey: 'default_sender_email', label: 'Standaard afzender', placeholder: 'info@voorbeeld.be' },
    {
      settingKey: 'urgent_news_mail',
      label: 'Urgent nieuws ook mailen',
      kind: 'select',
      placeholder: 'Nee (standaard)',
      options: { off: 'Nee, alleen in de bel', on: 'Ja, ook per e-mail' },
      help: m.urgentNewsMailHint,
    },
  ];
  return (
    <div className="settings-fields">
      <SettingFields byKey={byKey} fields={senderFields} />
      <Card size="small" title="SMTP-relay (optioneel)">
        <div className="settings-fields">
          <SettingFields byKey={byKey} fields={SMTP_FIELDS} />
        </div>
      </Card>
      <TestMail />
    </div>
  );
}

function TestMail() {
  const toast = useToast();
  const send = useSendTestMail();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (to.trim() === '') {
      setError(m.testMailRequired);
      return;
    }
    setError(null);
    send.mutate(to.trim(), {
      onSuccess: (answer) =>
        answer.sent
          ? toast.success(answer.message)
          : toast.error(m.testMailFailed, `${m.testMailFailedText} (${answer.reason ?? ''})`),
      onError: (failure) => toast.failure(failure, m.testMailFailedText, m.testMailFailed),
    });
  };
  return (
    <Card size="small" title="Test e-mail">
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label="E-mailadres voor de test"
          htmlFor="test-mail-to"
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Space.Compact block>
            <Input id="test-mail-to" type="email" value={to} onChange={(e) => setTo(e.target.value)} />
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              Test e-mail versturen
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Card>
  );
}

export function TemplatesTab() {
  const templates = useSystemTemplates();
  if (templates.isPending) return <Spin />;
  if (templates.isError || !templates.data) return <Alert type="error" message={m.templateSaveFailed} />;
  if (templates.data.length === 0) return <Empty />;
  return (
    <div className="settings-fields">
      <Typography.Text type="secondary">{m.templatesHint}</Typography.Text>
      {templates.data.map((template) => (
        <TemplateCard key={template.id} template={template} />
      ))}
    </div>
  );
}

function TemplateCard({ template }: { template: SystemTemplate }) {
  const toast = useToast();
  const update = useUpdateSystemTemplate();
  const [subject, setSubject] = useState(template.subject);
  const [content, setContent] = useState(template.content);
  return (
    <Card size="small" title={template.name} extra={template.isCustomized ? <Tag>{m.customized}</Tag> : null}>
      <Typography.Paragraph type="secondary">{template.description}</Typography.Paragraph>
      <Form
        layout="vertical"
        onFinish={() =>
          update.mutate(
            { id: template.id, subject, content },
            {
              onSuccess: () => toast.success(m.templateSaved),
              onError: (error) => toast.failure(error, m.templateSaveFailed),
            },
          )
        }
      >
        <Form.Item label="Onderwerp" htmlFor={`${template.id}-subject`}>
          <Input id={`${template.id}-subject`} value={subject} onChange={(e) => setSubject(e.target.value)} />
        </Form.Item>
        <Form.Item label="Inhoud" htmlFor={`${template.id}-content`} extra={template.placeholders.join(' ')}>
          <Input.TextArea
            id={`${template.id}-content`}
            rows={6}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </Form.Item>
        <Button htmlType="submit" loading={update.isPending}>
          Sjabloon opslaan
        </Button>
      </Form>
    </Card>
  );
}

const APPEARANCE_FIELDS: readonly FieldSpec[] = [
  { settingKey: 'login_title', label: 'Titel aanmeldpagina', placeholder: 'Welkom terug' },
  { settingKey: 'login_subtitle', label: 'Ondertitel aanmeldpagina' },
  { settingKey: 'dashboard_welcome', label: 'Welkomsttekst dashboard', kind: 'textarea' },
  {
    settingKey: 'default_theme',
    label: 'Standaardthema',
    kind: 'select',
    placeholder: 'Licht',
    options: { light: 'Licht', dark: 'Donker', modern: 'Modern' },
  },
];

export function AppearanceTab({ byKey }: TabProps) {
  return (
    <div className="settings-fields">
      <SettingFields byKey={byKey} fields={APPEARANCE_FIELDS} />
    </div>
  );
}

const FORM_FIELDS: readonly FieldSpec[] = [
  {
    settingKey: 'embed_origins',
    label: 'Toegestane websites',
    kind: 'textarea',
    placeholder: 'https://www.voorbeeld.be',
    help: m.originsHint,
  },
  {
    settingKey: 'family_registration_form_html',
    label: 'Inleidende tekst van het formulier (HTML)',
    kind: 'textarea',
  },
  {
    settingKey: 'privacy_notice_html',
    label: 'Privacyverklaring op het formulier (HTML)',
    kind: 'textarea',
    help: 'Elke wijziging is een nieuwe versie: gezinnen die een oudere versie aanvaardden, krijgen op hun pagina een melding tot hun toestemming vernieuwd is. Leeg: de standaardtekst.',
  },
];

/** The retention periods (issue 32 item 3): the daily check and the /privacy screen use them. */
const RETENTION_FIELDS: readonly FieldSpec[] = [
  {
    settingKey: 'retention_families_years',
    label: 'Bewaartermijn gezinnen (jaren na afronding)',
    kind: 'number',
    placeholder: String(FAMILY_RETENTION_YEARS),
  },
  {
    settingKey: 'retention_bookkeeping_years',
    label: 'Bewaartermijn boekhouding (jaren na afsluiting boekjaar)',
    kind: 'number',
    placeholder: String(BOOKKEEPING_MINIMUM_YEARS),
    help: `Wettelijk minimum: ${BOOKKEEPING_MINIMUM_YEARS} jaar.`,
  },
  {
    settingKey: 'retention_mail_log_years',
    label: 'Bewaartermijn e-maillogboek (jaren)',
    kind: 'number',
    placeholder: String(DEFAULT_RETENTION_PERIODS.mailLog),
  },
  {
    settingKey: 'retention_notifications_years',
    label: 'Bewaartermijn meldingen (jaren)',
    kind: 'number',
    placeholder: String(DEFAULT_RETENTION_PERIODS.notifications),
  },
  {
    settingKey: 'retention_news_reads_years',
    label: 'Bewaartermijn gelezen-markeringen nieuws (jaren)',
    kind: 'number',
    placeholder: String(DEFAULT_RETENTION_PERIODS.newsReads),
  },
  {
    settingKey: 'retention_audit_years',
    label: 'Bewaartermijn auditlog (jaren)',
    kind: 'number',
    placeholder: String(DEFAULT_RETENTION_PERIODS.audit),
    help: `Minimum ${AUDIT_MINIMUM_YEARS} jaar: een heel boekjaar moet nagegaan kunnen worden tot de algemene vergadering de rekeningen goedkeurde.`,
  },
  {
    settingKey: 'retention_access_years',
    label: 'Bewaartermijn inzagelog (jaren)',
    kind: 'number',
    placeholder: String(DEFAULT_RETENTION_PERIODS.access),
  },
];

export function RetentionPeriodFields({ byKey }: TabProps) {
  return (
    <Card size="small" title="Bewaartermijnen">
      <div className="settings-fields">
        <Typography.Paragraph type="secondary">{m.retentionChange}</Typography.Paragraph>
        <SettingFields byKey={byKey} fields={RETENTION_FIELDS} />
      </div>
    </Card>
  );
}

const RRN_FIELD: FieldSpec = {
  settingKey: 'rrn_collection',
  label: 'Rijksregisternummer van vrijwilligers verzamelen',
  kind: 'select',
  placeholder: 'Ja (standaard)',
  options: { on: 'Ja', off: 'Nee: het veld verdwijnt en de API weigert het' },
};

/** Collect less (issue 32): turn the number off, then erase what is stored, after a confirmation. */
function RrnCollection({ byKey }: TabProps) {
  const toast = useToast();
  const purge = usePurgeRrn();
  const isOff = byKey.get('rrn_collection')?.value === 'off';
  const confirm = async () => {
    try {
      const answer = await purge.mutateAsync();
      toast.success(answer.message);
    } catch (error) {
      toast.failure(error, privacyMessages.privacy.rrnPurgeNeedsOff);
    }
  };
  return (
    <Card size="small" title="Rijksregisternummer">
      <div className="settings-fields">
        <SettingFields byKey={byKey} fields={[RRN_FIELD]} />
        <Space wrap>
          <Popconfirm
            title="Bewaarde rijksregisternummers wissen?"
            description={privacyMessages.privacy.rrnPurgeConfirm}
            okText="Definitief wissen"
            cancelText="Annuleren"
            okButtonProps={{ danger: true }}
            onConfirm={confirm}
            disabled={!isOff}
          >
            <Button danger disabled={!isOff} loading={purge.isPending}>
              Bewaarde nummers wissen
            </Button>
          </Popconfirm>
          {!isOff && (
            <Typography.Text type="secondary">{privacyMessages.privacy.rrnPurgeNeedsOff}</Typography.Text>
          )}
        </Space>
      </div>
    </Card>
  );
}

export function FormsTab({ byKey }: TabProps) {
  const toast = useToast();
  const snippet = `<iframe src="${window.location.origin}/registration" title="Aanmelding gezin" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success(m.copied);
    } catch {
      toast.info(m.copyFailed, snippet);
    }
  };
  return (
    <div className="settings-fields">
      <SettingFields byKey={byKey} fields={FORM_FIELDS} />
      <RrnCollection byKey={byKey} />
      <div className="setting-field">
        <label className="setting-field__label" htmlFor="embed-snippet">
          Insluitcode
        </label>
        <Input.TextArea id="embed-snippet" readOnly rows={3} value={snippet} />
        <Space>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            Code kopiëren
          </Button>
          <Typography.Text type="secondary">{m.snippetHint}</Typography.Text>
        </Space>
      </div>
      <iframe
        src="/registration"
        title="Voorbeeld van het aanmeldformulier"
        className="settings-form-preview"
        loading="lazy"
      />
    </div>
  );
}
