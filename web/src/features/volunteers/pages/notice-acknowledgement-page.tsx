import { Alert, Button, Card, Checkbox, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../../../shared/format/dates';
import { volunteerRecordMessages } from '../../../../../shared/messages/volunteer-records';
import type { NoticeStatus } from '../../../../../shared/schemas/volunteer-records';
import { describeError } from '../../../lib/api/errors';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAcknowledgeNotice } from '../api/organisation-notice';
import { OpenNoticeButton } from '../components/open-notice-button';
import './notice-acknowledgement-page.css';

const m = volunteerRecordMessages.notice;

/**
 * Shown instead of every screen after sign-in while the signed-in user has not acknowledged the
 * current organisation notice (issue 31 item 6: every volunteer receives it before they start).
 */
export function NoticeAcknowledgementPage({ status }: { status: NoticeStatus }) {
  const { signOut } = useAuth();
  const acknowledge = useAcknowledgeNotice();
  const [hasRead, setHasRead] = useState(false);
  useDocumentTitle(m.title);
  const { notice } = status;
  if (!notice) return null;
  return (
    <main className="notice-acknowledgement">
      <Card className="notice-acknowledgement__card">
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
          {m.title}
        </Typography.Title>
        {status.acknowledgedVersion !== null && <Alert type="info" showIcon title={m.changedIntro} />}
        <Typography.Paragraph style={{ marginTop: 12 }}>{m.blockingIntro}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {m.current(notice.version, formatDate(notice.publishedAt))} ({notice.fileName})
        </Typography.Paragraph>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <OpenNoticeButton />
          <Checkbox checked={hasRead} onChange={(event) => setHasRead(event.target.checked)}>
            {m.confirmCheckbox}
          </Checkbox>
          {acknowledge.isError && (
            <Alert type="error" showIcon title={describeError(acknowledge.error, m.confirmFailed)} />
          )}
          <Button
            type="primary"
            disabled={!hasRead}
            loading={acknowledge.isPending}
            onClick={() => acknowledge.mutate(notice.version)}
          >
            {m.confirm}
          </Button>
        </Space>
        <Button type="link" onClick={() => void signOut()} style={{ paddingInline: 0, marginTop: 16 }}>
          Uitloggen
        </Button>
      </Card>
    </main>
  );
}
