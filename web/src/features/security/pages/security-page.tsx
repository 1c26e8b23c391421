import { Alert, Button, Card, Descriptions, List, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../../../shared/format/dates';
import { messages } from '../../../../../shared/messages';
import { describeError } from '../../../lib/api/errors';
import { useToast } from '../../../lib/toast';
import {
  useAddPasskey,
  useEndSession,
  useOwnProfile,
  useOwnSessions,
  useRemovePasskey,
  useSecondFactorStatus,
  useUpdatePreferences,
} from '../api/security-api';
import { TotpEnrolment } from '../components/totp-enrolment';
import '../security.css';

const text = messages.security;

/**
 * 'Beveiliging', the user's own page: their details as the association keeps them, their second
 * factor (set up, replace, recovery codes left) and their sessions.
 */
export function SecurityPage() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <OwnProfileCard />
      <MailPreferencesCard />
      <SecondFactorCard />
      <PasskeysCard />
      <SessionsCard />
    </Space>
  );
}

const NOT_SET = '—';

function OwnProfileCard() {
  const profile = useOwnProfile();
  const data = profile.data;
  return (
    <Card title="Mijn gegevens" loading={profile.isLoading}>
      {profile.error ? (
        <Alert type="error" showIcon message={describeError(profile.error, messages.generic.error)} />
      ) : (
        <Descriptions column={1} size="small" data-testid="own-profile">
          <Descriptions.Item label="E-mail">{data?.email || NOT_SET}</Descriptions.Item>
          <Descriptions.Item label="Telefoon">{data?.phone || NOT_SET}</Descriptions.Item>
          <Descriptions.Item label="Adres">{data?.address || NOT_SET}</Descriptions.Item>
          <Descriptions.Item label="Rekeningnummer (IBAN)">{data?.bankAccount || NOT_SET}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

/** Issue 37: the short mails about what concerns the user; the bell keeps them either way. */
function MailPreferencesCard() {
  const profile = useOwnProfile();
  const update = useUpdatePreferences();
  const toast = useToast();
  const isOn = profile.data?.notificationMails ?? true;
  return (
    <Card title="E-mailberichten" loading={profile.isLoading}>
      <Space align="start" size="middle">
        <Switch
          id="notification-mails"
          checked={isOn}
          loading={update.isPending}
          disabled={!profile.data}
          onChange={(next) =>
            update.mutate(next, {
              onSuccess: () => toast.success(next ? text.notificationMailsOn : text.notificationMailsOff),
              onError: (error) => toast.failure(error, messages.generic.error),
            })
          }
        />
        <label htmlFor="notification-mails">
          <Typography.Text strong>{text.notificationMailsLabel}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{text.notificationMailsHint}</Typography.Text>
        </label>
      </Space>
    </Card>
  );
}

function SecondFactorCard() {
  const status = useSecondFactorStatus();
  const [isEnrolling, setIsEnrolling] = useState(false);
  const totp = status.data?.totp;
  return (
    <Card title="Tweestapsverificatie">
      {status.error ? (
        <Alert type="error" showIcon message={describeError(status.error, messages.generic.error)} />
      ) : isEnrolling ? (
        <TotpEnrolment onDone={() => setIsEnrolling(false)} />
      ) : (
        <Space orientation="vertical" size="middle">
          {status.data?.required && <Alert type="info" showIcon message={text.totpRequired} />}
          <Typography.Text data-testid="totp-status">
            {totp?.enabled && totp.enabledAt ? text.totpOn(formatDateTime(totp.enabledAt)) : text.totpOff}
          </Typography.Text>
          {totp?.enabled && (
            <Typography.Text type="secondary">
              {text.recoveryCodesLeft(status.data?.recoveryCodesLeft ?? 0)}
            </Typography.Text>
          )}
          <Button type="primary" onClick={() => setIsEnrolling(true)} loading={status.isLoading}>
            {totp?.enabled ? 'Nieuwe app instellen' : 'Authenticator-app instellen'}
          </Button>
        </Space>
      )}
    </Card>
  );
}

function PasskeysCard() {
  const status = useSecondFactorStatus();
  const addPasskey = useAddPasskey();
  const removePasskey = useRemovePasskey();
  const toast = useToast();
  return (
    <Card title="Passkeys">
      <Typography.Paragraph type="secondary">{text.passkeysIntro}</Typography.Paragraph>
      <List
        loading={status.isLoading}
        dataSource={status.data?.passkeys ?? []}
        locale={{ emptyText: <Typography.Text type="secondary">{text.noPasskeys}</Typography.Text> }}
        renderItem={(passkey) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                danger
                loading={removePasskey.isPending && removePasskey.variables === passkey.id}
                onClick={() =>
                  removePasskey.mutate(passkey.id, {
                    onSuccess: (answer) => toast.success(answer.message),
                    onError: (error) => toast.failure(error, messages.generic.error),
                  })
                }
              >
                Verwijderen
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={passkey.name}
              description={`Toegevoegd op ${formatDateTime(passkey.createdAt)}`}
            />
          </List.Item>
        )}
      />
      <Button
        style={{ marginTop: 16 }}
        loading={addPasskey.isPending}
        onClick={() =>
          addPasskey.mutate(undefined, {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (error) => toast.failure(error, messages.mfa.passkeyRefused),
          })
        }
      >
        Passkey toevoegen
      </Button>
    </Card>
  );
}

function SessionsCard() {
  const sessions = useOwnSessions();
  const endSession = useEndSession();
  const toast = useToast();
  return (
    <Card title="Actieve sessies">
      <Typography.Paragraph type="secondary">{text.sessionsIntro}</Typography.Paragraph>
      {sessions.error ? (
        <Alert type="error" showIcon message={describeError(sessions.error, messages.generic.error)} />
      ) : (
        <List
          loading={sessions.isLoading}
          dataSource={sessions.data?.items ?? []}
          renderItem={(session) => (
            <List.Item
              actions={
                session.current
                  ? []
                  : [
                      <Button
                        key="end"
                        danger
                        loading={endSession.isPending && endSession.variables === session.id}
                        onClick={() =>
                          endSession.mutate(session.id, {
                            onSuccess: (answer) => toast.success(answer.message),
                            onError: (error) => toast.failure(error, messages.generic.error),
                          })
                        }
                      >
                        Beëindigen
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    {`Aangemeld op ${formatDateTime(session.createdAt)}`}
                    {session.current && <Tag color="green">Deze sessie</Tag>}
                    {session.rememberMe && <Tag>Aangemeld blijven</Tag>}
                  </Space>
                }
                description={`Laatst actief ${formatDateTime(session.lastSeenAt)}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
