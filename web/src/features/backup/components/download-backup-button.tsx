import { Button } from 'antd';
import { useState } from 'react';
import { backupMessages } from '../../../../../shared/messages/backup';
import { backupScreenMessages } from '../../../../../shared/messages/backup-screen';
import { DownloadOutlined } from '../../../components/icons';
import { useToast } from '../../../lib/toast';
import { getBackupDownloadUrl } from '../api/backups';

const m = backupScreenMessages.backupScreen;

type DownloadBackupButtonProps = {
  jobId: string;
  fileName: string | null;
  /** The primary button under a fresh backup; an icon button in the list. */
  variant: 'primary' | 'icon';
};

/** Asks for a fresh short-lived link at the click and lets the browser download the file. */
export function DownloadBackupButton({ jobId, fileName, variant }: DownloadBackupButtonProps) {
  const toast = useToast();
  const [isBusy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const url = await getBackupDownloadUrl(jobId);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.rel = 'noopener';
      anchor.click();
    } catch (error) {
      toast.failure(error, backupMessages.backup.backupNotReady, m.downloadFailed);
    } finally {
      setBusy(false);
    }
  };

  const label = fileName ? `${fileName} downloaden` : m.download;
  if (variant === 'icon') {
    return (
      <Button
        type="text"
        icon={<DownloadOutlined />}
        aria-label={label}
        title={m.download}
        loading={isBusy}
        onClick={() => void download()}
      />
    );
  }
  return (
    <Button type="primary" icon={<DownloadOutlined />} loading={isBusy} onClick={() => void download()}>
      {m.download}
    </Button>
  );
}
