import { Button, Card, Result, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { ApiError } from '../../../lib/api/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsubscribe } from '../api/unsubscribe';

const m = messages.email;

/**
 * /afmelden/:token, public: the page the visible opt-out link of a bulk mail opens. Opening it
 * changes nothing (mail scanners follow links); the button posts the one-click opt-out.
 */
export function UnsubscribePage() {
  useDocumentTitle(m.unsubscribePageTitle);
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  const isUnknown = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 404;

  let content: React.ReactNode;
  if (unsubscribe.isSuccess) {
    content = <Result status="success" title={m.unsubscribed} />;
  } else if (unsubscribe.isError) {
    content = <Result status="warning" title={isUnknown ? m.unsubscribeInvalid : m.unsubscribeFailed} />;
  } else {
    content = (
      <>
        <Typography.Paragraph>{m.unsubscribeQuestion}</Typography.Paragraph>
        <Button
          type="primary"
          block
          size="large"
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {m.unsubscribeLink}
        </Button>
      </>
    );
  }

  return (
    <main
      style={{
        minHeight: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '24px 16px',
      }}
    >
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {m.unsubscribePageTitle}
        </Typography.Title>
        <div role="status">{content}</div>
      </Card>
    </main>
  );
}
