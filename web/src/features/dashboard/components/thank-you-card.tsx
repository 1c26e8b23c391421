import { Card, Typography, theme } from 'antd';
import { SmileOutlined } from '../../../components/icons';
import { IconBadge } from './icon-badge';

/** Spec §2: what users who do not see the activity feed get in its place. */
export function ThankYouCard({ firstName }: { firstName: string }) {
  const { token } = theme.useToken();
  return (
    <Card className="dashboard-card thank-you-card" role="region" aria-label="Bedankt voor uw inzet">
      <div className="thank-you-card__body">
        <IconBadge
          variant="hero"
          icon={<SmileOutlined />}
          color={token.colorError}
          background={token.colorErrorBg}
        />
        <div>
          <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
            Bedankt voor uw inzet{firstName.trim() ? `, ${firstName.trim()}` : ''}!
          </Typography.Title>
          <Typography.Paragraph>
            Dankzij vrijwilligers zoals u krijgen kinderen de hulp die ze nodig hebben bij hun huiswerk en
            staan gezinnen er niet alleen voor.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            In de agenda ziet u wat er gepland is, bij Nieuws leest u de laatste berichten, en onkosten of
            kilometers dient u in bij Declaraties.
          </Typography.Paragraph>
        </div>
      </div>
    </Card>
  );
}
