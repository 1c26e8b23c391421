import { Button, Card, Empty, List, Progress, Skeleton, Typography } from 'antd';
import { formatRelativeTime } from '../../../../../shared/format/dates';
import { formatFileSize } from '../../../../../shared/format/sizes';
import { driveMessages } from '../../../../../shared/messages/drive';
import { CloudUploadOutlined, FolderAddOutlined } from '../../../components/icons';
import { useDriveActivity, useStorage } from '../api/documents';
import { usedPercent } from '../lib/format';

const m = driveMessages.drive;

type DriveSidebarProps = {
  canCreateFolder: boolean;
  canUpload: boolean;
  onCreateFolder: () => void;
  onUpload: () => void;
};

/** Quick actions, the real storage card (used against the quota) and the real recent activity. */
export function DriveSidebar({ canCreateFolder, canUpload, onCreateFolder, onUpload }: DriveSidebarProps) {
  const storage = useStorage();
  const activity = useDriveActivity();
  return (
    <aside className="stack" aria-label="Drive-overzicht">
      {(canCreateFolder || canUpload) && (
        <Card title="Snelle acties" size="small">
          <div className="drive-sidebar__actions">
            {canCreateFolder && (
              <Button icon={<FolderAddOutlined />} onClick={onCreateFolder} block>
                Nieuwe map
              </Button>
            )}
            {canUpload && (
              <Button icon={<CloudUploadOutlined />} onClick={onUpload} block>
                Document uploaden
              </Button>
            )}
          </div>
        </Card>
      )}
      <Card title="Opslag" size="small" data-testid="drive-storage">
        {storage.data ? (
          <>
            <Typography.Text>
              <span data-testid="drive-storage-used">{formatFileSize(storage.data.usedBytes)}</span> van{' '}
              {formatFileSize(storage.data.quotaBytes)} gebruikt
            </Typography.Text>
            <Progress
              percent={usedPercent(storage.data.usedBytes, storage.data.quotaBytes)}
              showInfo={false}
              aria-label="Gebruikte opslag"
            />
            <Typography.Text type="secondary">
              {storage.data.documentCount} {storage.data.documentCount === 1 ? 'document' : 'documenten'}
            </Typography.Text>
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} />
        )}
      </Card>
      <Card title="Recente activiteit" size="small">
        {activity.isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (activity.data?.items ?? []).length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noActivity} />
        ) : (
          <List
            size="small"
            dataSource={activity.data?.items ?? []}
            renderItem={(item) => (
              <List.Item>
                <div>
                  <div>{item.message}</div>
                  <Typography.Text type="secondary">{formatRelativeTime(item.createdAt)}</Typography.Text>
                </div>
              </List.Item>
            )}
          />
        )}
      </Card>
    </aside>
  );
}
