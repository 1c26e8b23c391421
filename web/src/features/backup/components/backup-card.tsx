import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Form, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatFileSize } from '../../../../../shared/format/sizes';
import { backupMessages } from '../../../../../shared/messages/backup';
import { backupScreenMessages } from '../../../../../shared/messages/backup-screen';
import { backupPassphrase } from '../../../../../shared/schemas/backup';
import { CloudDownloadOutlined } from '../../../components/icons';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { invalidateBackupList, isFinished } from '../api/backup-keys';
import { useBackupJob, useStartBackup } from '../api/backups';
import { DownloadBackupButton } from './download-backup-button';
import { JobProgress } from './job-progress';

const m = backupScreenMessages.backupScreen;
const server = backupMessages.backup;

type BackupValues = {
  withFiles: boolean;
  encrypted: boolean;
  passphrase?: string;
  passphraseConfirm?: string;
};

const PASSPHRASE_RULES = [zodRule(backupPassphrase)];

/** "Backup maken": the options, the job's real progress, and the download once it is ready. */
export function BackupCard() {
  const [form] = Form.useForm<BackupValues>();
  const isEncrypted = Form.useWatch('encrypted', form) === true;
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useStartBackup();
  const job = useBackupJob(jobId);
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = job.data?.status;

  useEffect(() => {
    if (status === 'done') {
      toast.success(server.created);
      void invalidateBackupList(queryClient);
    } else if (status === 'failed') {
      toast.error(server.failed, job.data?.error);
      void invalidateBackupList(queryClient);
    }
  }, [status, job.data?.error, toast, queryClient]);

  useEffect(() => {
    if (job.error) toast.failure(job.error, server.failed, server.failed);
  }, [job.error, toast]);

  const submit = async (values: BackupValues) => {
    try {
      const started = await start.mutateAsync({
        withFiles: values.withFiles,
        ...(values.encrypted && values.passphrase ? { passphrase: values.passphrase } : {}),
      });
      form.resetFields(['passphrase', 'passphraseConfirm']);
      setJobId(started.jobId);
    } catch (error) {
      toast.failure(error, server.failed, server.failed);
    }
  };

  const isRunning = jobId !== null && !isFinished(status) && !job.error;
  return (
    <Card title={m.backupTitle} className="backup-card make-backup-card">
      <Typography.Paragraph type="secondary">{m.backupIntro}</Typography.Paragraph>
      <Form<BackupValues>
        form={form}
        name="backup"
        layout="vertical"
        initialValues={{ withFiles: false, encrypted: false }}
        onFinish={(values) => void submit(values)}
        disabled={isRunning}
      >
        <Form.Item name="withFiles" valuePropName="checked" className="backup-card__option">
          <Checkbox>{m.withFiles}</Checkbox>
        </Form.Item>
        <Form.Item name="encrypted" valuePropName="checked" className="backup-card__option">
          <Checkbox>{m.encrypted}</Checkbox>
        </Form.Item>
        {isEncrypted && (
          <>
            <Alert type="warning" showIcon message={m.encryptedHint} className="backup-card__hint" />
            <Form.Item label={m.passphrase} name="passphrase" rules={PASSPHRASE_RULES}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label={m.passphraseConfirm}
              name="passphraseConfirm"
              dependencies={['passphrase']}
              rules={[
                { required: true },
                ({ getFieldValue }) => ({
                  validator: async (_rule, value) => {
                    if (value && value !== getFieldValue('passphrase')) throw new Error(m.passphraseMismatch);
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Button
          type="primary"
          htmlType="submit"
          icon={<CloudDownloadOutlined />}
          loading={start.isPending || isRunning}
        >
          {m.start}
        </Button>
      </Form>
      {job.data && (
        <Space orientation="vertical" className="backup-card__result">
          <JobProgress
            label={m.backupRunning}
            status={job.data.status}
            done={job.data.done}
            total={job.data.total}
          />
          {job.data.status === 'done' && (
            <Alert
              type="success"
              showIcon
              message={server.created}
              description={
                <Space orientation="vertical">
                  {job.data.fileName && (
                    <Typography.Text>
                      {job.data.size === null
                        ? job.data.fileName
                        : m.chosenFile(job.data.fileName, formatFileSize(job.data.size))}
                    </Typography.Text>
                  )}
                  <DownloadBackupButton
                    jobId={job.data.jobId}
                    fileName={job.data.fileName}
                    variant="primary"
                  />
                </Space>
              }
            />
          )}
          {job.data.status === 'failed' && (
            <Alert type="error" showIcon message={server.failed} description={job.data.error} />
          )}
        </Space>
      )}
    </Card>
  );
}
