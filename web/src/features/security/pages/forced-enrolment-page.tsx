import { Button, Card, Typography } from 'antd';
import { messages } from '../../../../../shared/messages';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TotpEnrolment } from '../components/totp-enrolment';
import '../security.css';

const text = messages.security;

/**
 * Shown instead of every screen while the session must set up a second factor (the policy names the
 * user's role, or they signed in with a recovery code); the server refuses everything else meanwhile.
 */
export function ForcedEnrolmentPage() {
  const { refreshUser, signOut } = useAuth();
  useDocumentTitle(text.enrolTitle);
  return (
    <main className="forced-enrolment">
      <Card className="forced-enrolment__card">
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
          {text.enrolTitle}
        </Typography.Title>
        <Typography.Paragraph>{text.enrolRequiredIntro}</Typography.Paragraph>
        <TotpEnrolment onDone={() => void refreshUser()} />
        <Button type="link" onClick={() => void signOut()} style={{ paddingInline: 0, marginTop: 16 }}>
          Uitloggen
        </Button>
      </Card>
    </main>
  );
}
