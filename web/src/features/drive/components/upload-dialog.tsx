import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, Modal, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { formatFileSize } from '../../../../../shared/format/sizes';
import { driveMessages } from '../../../../../shared/messages/drive';
import { InboxOutlined } from '../../../components/icons';
import { acceptFor } from '../../../lib/upload/file-rules';
import { describeUploadError, uploadFile } from '../../../lib/upload/upload-file';
import { fileDocument } from '../api/documents';
import { invalidateDrive } from '../api/drive-keys';

const m = driveMessages.drive;
const PURPOSE = 'drive-document';

type FileState = {
  key: string;
  file: File;
  percent: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
};

type UploadDialogProps = {
  folderId: number;
  folderName: string;
  open: boolean;
  onClose: () => void;
  /** After every chosen file was handled: how many were filed. */
  onUploaded: (count: number) => void;
};

/** Several files at once, each with its own progress bar; the 10 MB limit is stated and checked. */
export function UploadDialog({ folderId, folderName, open, onClose, onUploaded }: UploadDialogProps) {
  const [files, setFiles] = useState<FileState[]>([]);
  const [isBusy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();

  const update = (key: string, change: Partial<FileState>) =>
    setFiles((current) => current.map((each) => (each.key === key ? { ...each, ...change } : each)));

  const start = async () => {
    setBusy(true);
    let filed = 0;
    for (const each of files.filter((entry) => entry.status === 'waiting' || entry.status === 'failed')) {
      update(each.key, { status: 'uploading', percent: 0, error: undefined });
      try {
        const confirmed = await uploadFile(each.file, PURPOSE, (percent) => update(each.key, { percent }));
        await fileDocument({ uploadId: confirmed.uploadId, folderId });
        update(each.key, { status: 'done', percent: 100 });
        filed += 1;
      } catch (error) {
        const refusal = describeUploadError(error);
        update(each.key, { status: 'failed', error: `${refusal.title}: ${refusal.message}` });
      }
    }
    setBusy(false);
    await invalidateDrive(queryClient);
    onUploaded(filed);
  };

  const close = () => {
    if (isBusy) return;
    setFiles([]);
    onClose();
  };

  const isDone = files.length > 0 && files.every((each) => each.status === 'done');
  return (
    <Modal
      open={open}
      title={`Documenten uploaden naar "${folderName}"`}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close} disabled={isBusy}>
          {isDone ? 'Sluiten' : 'Annuleren'}
        </Button>,
        !isDone && (
          <Button
            key="upload"
            type="primary"
            loading={isBusy}
            disabled={files.length === 0}
            onClick={() => void start()}
          >
            Uploaden
          </Button>
        ),
      ]}
    >
      <Alert type="info" showIcon message={m.uploadLimit} style={{ marginBottom: 12 }} />
      <input
        ref={input}
        id="drive-upload-input"
        type="file"
        multiple
        accept={acceptFor(PURPOSE)}
        className="drive-upload__input"
        aria-label="Bestanden kiezen"
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          setFiles((current) => [
            ...current.filter((each) => each.status !== 'done'),
            ...chosen.map((file) => ({
              key: `${file.name}-${file.size}-${Math.random()}`,
              file,
              percent: 0,
              status: 'waiting' as const,
            })),
          ]);
          event.target.value = '';
        }}
      />
      <Button icon={<InboxOutlined />} onClick={() => input.current?.click()} disabled={isBusy} block>
        Bestanden kiezen
      </Button>
      {files.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {m.chooseFiles}
        </Typography.Paragraph>
      ) : (
        <List
          className="drive-upload__list"
          dataSource={files}
          renderItem={(each) => (
            <List.Item>
              <div className="drive-upload__file" data-status={each.status}>
                <Typography.Text ellipsis>
                  {each.file.name} ({formatFileSize(each.file.size)})
                </Typography.Text>
                <Progress
                  percent={each.percent}
                  size="small"
                  status={
                    each.status === 'failed' ? 'exception' : each.status === 'done' ? 'success' : 'active'
                  }
                  aria-label={`Voortgang ${each.file.name}`}
                />
                {each.error && <Typography.Text type="danger">{each.error}</Typography.Text>}
              </div>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
