import { Alert, Card, List, Space, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../../../shared/format/dates';
import { formatFileSize } from '../../../../../shared/format/sizes';
import { messages } from '../../../../../shared/messages';
import { backupScreenMessages } from '../../../../../shared/messages/backup-screen';
import type { BackupPage } from '../../../../../shared/schemas/backup';
import { LoadMoreButton } from '../../../components/load-more-button';
import { describeError } from '../../../lib/api/errors';
import { useBackups } from '../api/backups';
import { DownloadBackupButton } from './download-backup-button';

const m = backupScreenMessages.backupScreen;

type ListedBackup = BackupPage['items'][number];

/** The backups of the last 30 days, made by hand or by the daily schedule, each downloadable. */
export function RecentBackups() {
  const pages = useBackups();
  const backups = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card title={m.recentTitle} className="backup-card">
      <Typography.Paragraph type="secondary">{m.recentIntro}</Typography.Paragraph>
      {pages.error ? (
        <Alert type="error" showIcon message={describeError(pages.error, messages.generic.error)} />
      ) : (
        <List<ListedBackup>
          loading={pages.isLoading}
          dataSource={backups}
          // antd draws a list's empty text in the disabled colour (and its List ignores the theme's
          // override of it), so the sentence carries its own readable colour.
          locale={{ emptyText: <Typography.Text type="secondary">{m.noBackups}</Typography.Text> }}
          rowKey="jobId"
          renderItem={(backup) => <BackupRow backup={backup} />}
        />
      )}
      <LoadMoreButton
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
      />
    </Card>
  );
}

function BackupRow({ backup }: { backup: ListedBackup }) {
  const name = backup.fileName ?? formatDateTime(backup.createdAt);
  return (
    <List.Item
      className="backup-row"
      actions={
        backup.status === 'done'
          ? [
              <DownloadBackupButton
                key="download"
                jobId={backup.jobId}
                fileName={backup.fileName}
                variant="icon"
              />,
            ]
          : []
      }
    >
      <div className="backup-row__body">
        <Typography.Text strong className="backup-row__name">
          {name}
        </Typography.Text>
        <Space size={[4, 4]} wrap>
          <Typography.Text type="secondary">{formatDateTime(backup.createdAt)}</Typography.Text>
          {backup.size !== null && (
            <Typography.Text type="secondary">· {formatFileSize(backup.size)}</Typography.Text>
          )}
          <Typography.Text type="secondary">
            · {backup.automatic || !backup.createdBy ? m.automatic : m.manual(backup.createdBy.name)}
          </Typography.Text>
        </Space>
        <Space size={[4, 4]} wrap>
          {backup.withFiles && <Tag>{m.withFilesTag}</Tag>}
          {backup.encrypted && <Tag color="gold">{m.encryptedTag}</Tag>}
          {backup.status === 'failed' && <Tag color="red">{m.statusFailed}</Tag>}
          {(backup.status === 'queued' || backup.status === 'running') && (
            <Tag color="blue">{m.statusRunning}</Tag>
          )}
        </Space>
      </div>
    </List.Item>
  );
}
