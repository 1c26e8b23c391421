import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Form, Input, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { settingsMessages } from '../../../../../shared/messages/settings';
import { ROLE_LABELS, ROLES } from '../../../../../shared/permissions';
import type { SystemTemplate } from '../../../../../shared/schemas/email';
import { DEFAULT_SMTP_PORT, type Setting, type SettingKey } from '../../../../../shared/schemas/settings';
import { useToast } from '../../../lib/toast';
import { useSendTestMail } from '../api/send-test-mail';
import { useSystemTemplates, useUpdateSystemTemplate } from '../api/system-templates';
import { useUpdateSetting } from '../api/update-setting';
import { LogoField } from './logo-field';
import { SettingField } from './setting-field';

const m = settingsMessages.settings;
type TabProps = { byKey: Map<SettingKey, Setting> };

export function OrganisationTab({ byKey }: TabProps) {
  return (
    <div className="settings-fields">
      <SettingField
        settingKey="organization_name"
        setting={byKey.get('organization_name')}
        label="Naam organisatie"
      />
      <LogoField isSet={byKey.get('organization_logo')?.isSet ?? false} />
      <SettingField
        settingKey="mileage_rate"
        setting={byKey.get('mileage_rate')}
        label="Kilometervergoeding (€ per km)"
        kind="number"
        placeholder="0,30"
      />
      <SettingField
        settingKey="reminder_after_days"
        setting={byKey.get('reminder_after_days')}
        label="Herinnering na (dagen)"
        kind="number"
      />
      <SettingField
        settingKey="drive_quota_gb"
        setting={byKey.get('drive_quota_gb')}
        label="Drive-opslag (GB)"
        kind="number"
        placeholder="10"
      />
      <RolesField setting={byKey.get('secondFactorRoles')} />
    </div>
  );
}

function RolesField({ setting }: { setting: Setting | undefined }) {
  const toast = useToast();
  const update = useUpdateSetting();
  const stored = setting?.value ? (JSON.parse(setting.value) as string[]) : ['admin', 'bestuurslid'];
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

export function EmailTab({ byKey }: TabProps) {
  const channel = byKey.get('mail_channel')?.value ?? 'ses';
  return (
    <div className="settings-fields">
      <SettingField
        settingKey="mail_channel"
        setting={byKey.get('mail_channel')}
        label="Verzendkanaal"
        kind="select"
        placeholder="SES (standaard)"
        options={[
          { value: 'ses', label: 'Amazon SES (standaard)' },
          { value: 'smtp', label: 'SMTP-relay' },
        ]}
        help={channel === 'smtp' ? m.smtpHint : m.sesHint}
      />
      <SettingField
        settingKey="default_sender_email"
        setting={byKey.get('default_sender_email')}
        label="Standaard afzender"
        placeholder="info@voorbeeld.be"
      />
      <Card size="small" title="SMTP-relay (optioneel)">
        <div className="settings-fields">
          <SettingField
            settingKey="smtp_host"
            setting={byKey.get('smtp_host')}
            label="SMTP-server"
            placeholder="smtp.voorbeeld.be"
          />
          <SettingField
            settingKey="smtp_port"
            setting={byKey.get('smtp_port')}
            label="SMTP-poort"
            kind="number"
            placeholder={String(DEFAULT_SMTP_PORT)}
            help={m.portHint}
          />
          <SettingField
            settingKey="smtp_security"
            setting={byKey.get('smtp_security')}
            label="Beveiliging"
            kind="select"
            placeholder="STARTTLS (standaard)"
            options={[
              { value: 'starttls', label: 'STARTTLS (poort 587)' },
              { value: 'tls', label: 'TLS (poort 465)' },
              { value: 'none', label: 'Geen (alleen op een vertrouwd netwerk)' },
            ]}
          />
          <SettingField settingKey="smtp_user" setting={byKey.get('smtp_user')} label="SMTP-gebruiker" />
          <SettingField
            settingKey="smtp_password"
            setting={byKey.get('smtp_password')}
            label="SMTP-wachtwoord"
            kind="password"
            help={m.secretHint}
          />
          <SettingField
            settingKey="smtp_from"
            setting={byKey.get('smtp_from')}
            label="SMTP-afzender"
            placeholder="info@voorbeeld.be"
          />
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

export function AppearanceTab({ byKey }: TabProps) {
  return (
    <div className="settings-fields">
      <SettingField
        settingKey="login_title"
        setting={byKey.get('login_title')}
        label="Titel aanmeldpagina"
        placeholder="Welkom terug"
      />
      <SettingField
        settingKey="login_subtitle"
        setting={byKey.get('login_subtitle')}
        label="Ondertitel aanmeldpagina"
      />
      <SettingField
        settingKey="dashboard_welcome"
        setting={byKey.get('dashboard_welcome')}
        label="Welkomsttekst dashboard"
        kind="textarea"
      />
      <SettingField
        settingKey="default_theme"
        setting={byKey.get('default_theme')}
        label="Standaardthema"
        kind="select"
        placeholder="Licht"
        options={[
          { value: 'light', label: 'Licht' },
          { value: 'dark', label: 'Donker' },
          { value: 'modern', label: 'Modern' },
        ]}
      />
    </div>
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
      <SettingField
        settingKey="embed_origins"
        setting={byKey.get('embed_origins')}
        label="Toegestane websites"
        kind="textarea"
        placeholder="https://www.voorbeeld.be"
        help={m.originsHint}
      />
      <SettingField
        settingKey="family_registration_form_html"
        setting={byKey.get('family_registration_form_html')}
        label="Inleidende tekst van het formulier (HTML)"
        kind="textarea"
      />
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
