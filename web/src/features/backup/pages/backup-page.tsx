import { Col, Result, Row } from 'antd';
import { backupMessages } from '../../../../../shared/messages/backup';
import { backupScreenMessages } from '../../../../../shared/messages/backup-screen';
import { can } from '../../../../../shared/permissions';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { BackupCard } from '../components/backup-card';
import { RecentBackups } from '../components/recent-backups';
import { RestoreCard } from '../components/restore-card';
import './backup-page.css';

const m = backupScreenMessages.backupScreen;

/** /backup: admins only, refused on the route itself for everyone else (spec §2). */
export function BackupPage() {
  const user = useCurrentUser();
  if (!can(user, 'administer')) {
    return <Result status="403" title={m.accessDeniedTitle} subTitle={backupMessages.backup.adminOnly} />;
  }
  return (
    <div className="stack">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <BackupCard />
        </Col>
        <Col xs={24} xl={12}>
          <RecentBackups />
        </Col>
        <Col span={24}>
          <RestoreCard />
        </Col>
      </Row>
    </div>
  );
}
