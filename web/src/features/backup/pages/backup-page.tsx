import { Col, Row } from 'antd';
import { backupScreenMessages } from '../../../../../shared/messages/backup-screen';
import { PageHeader } from '../../../components/page-header';
import { BackupCard } from '../components/backup-card';
import { RecentBackups } from '../components/recent-backups';
import { RestoreCard } from '../components/restore-card';
import './backup-page.css';

const m = backupScreenMessages.backupScreen;

/** /backup: admins only; the router refuses everyone else before this loads (screen-access.tsx). */
export function BackupPage() {
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
