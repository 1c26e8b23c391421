import { FileSearchOutlined, InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, List, Modal, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../../../shared/format/dates';
import { formatFileSize } from '../../../../../shared/format/sizes';
import { messages } from '../../../../../shared/messages';
import { backupMessages } from '../../../../../shared/messages/backup';
import { backupScreenMessages } from '../../../../../shared/messages/backup-screen';
import { backupPassphrase, type RestoreJob } from '../../../../../shared/schemas/backup';
import { UPLOAD_PURPOSES } from '../../../../../shared/uploads';
import { describeError } from '../../../lib/api/errors';
import { serverFieldErrors } from '../../../lib/api/field-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { describeUploadError, uploadFile } from '../../../lib/upload/upload-file';
import { isFinished } from '../api/backup-keys';
import { useRestoreJob, useStartRestore, useStartValidation } from '../api/restore';
import { entityLabel, isEncryptedFileName, restoreContentType, sumCounts } from '../lib/format';
import { JobProgress } from './job-progress';
import { RestoreCountsTable } from './restore-counts-table';

const m = backupScreenMessages.backupScreen;
const server = backupMessages.backup;
const PURPOSE = 'restore';
const ACCEPT = '.json,.zip,.enc,application/json,application/zip';
const PASSPHRASE_RULES = [zodRule(backupPassphrase)];

type Upload = { percent: number; status: 'uploading' | 'done' | 'failed'; uploadId?: string };

/**
 * "Backup terugzetten": the file goes up through the uploads mechanism, a dry run shows per entity
 * what would change and every problem, and only after a confirmation does the restore run.
 */
export function RestoreCard() {
  const [form] = Form.useForm<{ passphrase?: string }>();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [needsPassphrase, setNeedsPassphrase] = useState(false);
  const [validationId, setValidationId] = useState<string | null>(null);
  const [restoreId, setRestoreId] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const startValidation = useStartValidation();
  const startRestore = useStartRestore();
  const validation = useRestoreJob(validationId);
  const restore = useRestoreJob(restoreId);
  const toast = useToast();
  const queryClient = useQueryClient();

  const validationStatus = validation.data?.status;
  const restoreStatus = restore.data?.status;

  useEffect(() => {
    if (validationStatus === 'failed' && validation.data?.error === server.passphraseRequired) {
      setNeedsPassphrase(true);
    }
  }, [validationStatus, validation.data?.error]);

  useEffect(() => {
    if (restoreStatus === 'done') {
      toast.success(server.restoreDone);
      // Every screen's data may have changed.
      void queryClient.invalidateQueries();
    } else if (restoreStatus === 'failed') {
      toast.error(server.restoreFailed, restore.data?.error);
    }
  }, [restoreStatus, restore.data?.error, toast, queryClient]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!restoreContentType(chosen.name)) {
      toast.error(server.invalidFile, server.selectJsonFile);
      return;
    }
    setFile(chosen);
    setUpload(null);
    setValidationId(null);
    setRestoreId(null);
    setNeedsPassphrase(isEncryptedFileName(chosen.name));
    form.resetFields();
  };

  /** The upload happens once per chosen file; a second check (e.g. with the passphrase) reuses it. */
  const uploadChosen = async (chosen: File): Promise<string | null> => {
    if (upload?.status === 'done' && upload.uploadId) return upload.uploadId;
    setUpload({ percent: 0, status: 'uploading' });
    try {
      const typed = new File([chosen], chosen.name, { type: restoreContentType(chosen.name) ?? '' });
      const confirmed = await uploadFile(typed, PURPOSE, (percent) =>
        setUpload({ percent, status: 'uploading' }),
      );
      setUpload({ percent: 100, status: 'done', uploadId: confirmed.uploadId });
      return confirmed.uploadId;
    } catch (error) {
      setUpload({ percent: 0, status: 'failed' });
      const refusal = describeUploadError(error);
      toast.error(refusal.title, refusal.message);
      return null;
    }
  };

  const passphraseOf = () => {
    const value = form.getFieldValue('passphrase') as string | undefined;
    return needsPassphrase && value ? { passphrase: value } : {};
  };

  const check = async () => {
    if (!file) return;
    if (needsPassphrase) {
      try {
        await form.validateFields();
      } catch {
        return;
      }
    }
    const uploadId = await uploadChosen(file);
    if (!uploadId) return;
    try {
      setRestoreId(null);
      const started = await startValidation.mutateAsync({ uploadId, ...passphraseOf() });
      setValidationId(started.jobId);
    } catch (error) {
      refuse(error, server.invalidFormat, server.invalidFile);
    }
  };

  /** A missing or wrong passphrase goes on its field (shown if it was not yet); the rest is a toast. */
  const refuse = (error: unknown, fallback: string, title: string) => {
    const onField = serverFieldErrors(error, ['passphrase']);
    if (onField.length === 0) {
      toast.failure(error, fallback, title);
      return;
    }
    setNeedsPassphrase(true);
    form.setFields(onField);
  };

  const runRestore = async () => {
    const uploadId = upload?.uploadId;
    setConfirming(false);
    if (!uploadId) return;
    try {
      const started = await startRestore.mutateAsync({ uploadId, ...passphraseOf() });
      setRestoreId(started.jobId);
    } catch (error) {
      refuse(error, server.restoreFailed, server.restoreFailed);
    }
  };

  const isUploading = upload?.status === 'uploading';
  const isValidating = validationId !== null && !isFinished(validationStatus) && !validation.error;
  const isRestoring = restoreId !== null && !isFinished(restoreStatus) && !restore.error;
  const isBusy =
    isUploading || isValidating || isRestoring || startValidation.isPending || startRestore.isPending;
  const dryRun = validationStatus === 'done' ? validation.data : undefined;
  const hasRestored = restoreId !== null;
  const plan = sumCounts(dryRun?.entities ?? []);

  return (
    <Card title={m.restoreTitle} className="backup-card restore-card">
      <Typography.Paragraph type="secondary">{m.restoreIntro}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {m.uploadLimit(formatFileSize(UPLOAD_PURPOSES[PURPOSE].maxBytes))}
      </Typography.Paragraph>
      <input
        ref={input}
        id="restore-file-input"
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        aria-label={m.chooseFile}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="restore-card__steps">
        <Button icon={<InboxOutlined />} onClick={() => input.current?.click()} disabled={isBusy}>
          {file ? m.another : m.chooseFile}
        </Button>
        {file && (
          <div className="restore-card__file" data-status={upload?.status ?? 'waiting'}>
            <Typography.Text ellipsis>{m.chosenFile(file.name, formatFileSize(file.size))}</Typography.Text>
            {upload && (
              <Progress
                percent={upload.percent}
                size="small"
                status={
                  upload.status === 'failed' ? 'exception' : upload.status === 'done' ? 'success' : 'active'
                }
                aria-label={m.uploadProgress}
              />
            )}
          </div>
        )}
        {/* Always mounted, so the form instance stays connected while no passphrase is asked. */}
        <Form
          form={form}
          name="restore"
          layout="vertical"
          disabled={isBusy}
          onFinish={() => void check()}
          hidden={!file}
        >
          {file && needsPassphrase && (
            <Alert type="info" showIcon message={m.restorePassphraseHint} className="backup-card__hint" />
          )}
          {/* Registered while hidden, so the server's refusal can be placed on it. */}
          <Form.Item
            label={m.passphrase}
            name="passphrase"
            rules={needsPassphrase ? PASSPHRASE_RULES : []}
            hidden={!needsPassphrase}
          >
            <Input.Password autoComplete="off" />
          </Form.Item>
        </Form>
        {file && !hasRestored && (
          <Button
            type={dryRun ? 'default' : 'primary'}
            icon={<FileSearchOutlined />}
            loading={isUploading || isValidating || startValidation.isPending}
            disabled={isBusy}
            onClick={() => void check()}
          >
            {m.validate}
          </Button>
        )}
        {validation.data && isValidating && (
          <JobProgress
            label={m.validating}
            status={validation.data.status}
            done={validation.data.done}
            total={validation.data.total}
          />
        )}
        {validationStatus === 'failed' && (
          <Alert type="error" showIcon message={validation.data?.error ?? server.invalidFormat} />
        )}
        {(validation.error || restore.error) && (
          <Alert
            type="error"
            showIcon
            message={describeError(validation.error ?? restore.error, messages.generic.error)}
          />
        )}
        {dryRun && !hasRestored && (
          <DryRun job={dryRun} onRestore={() => setConfirming(true)} isBusy={isBusy} />
        )}
        {restore.data && (
          <JobProgress
            label={m.restoring}
            status={restore.data.status}
            done={restore.data.done}
            total={restore.data.total}
          />
        )}
        {restoreStatus === 'done' && restore.data && <RestoreResult job={restore.data} />}
        {restoreStatus === 'failed' && (
          <Alert type="error" showIcon message={server.restoreFailed} description={restore.data?.error} />
        )}
      </div>
      <Modal
        open={isConfirming}
        title={m.confirmTitle}
        okText={m.confirmOk}
        cancelText={m.cancel}
        okButtonProps={{ danger: true }}
        onOk={() => void runRestore()}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>{m.confirmText(plan.added, plan.changed)}</Typography.Paragraph>
      </Modal>
    </Card>
  );
}

function DryRun({ job, onRestore, isBusy }: { job: RestoreJob; onRestore: () => void; isBusy: boolean }) {
  const hasProblems = job.problemCount > 0;
  return (
    <section className="restore-card__dry-run" aria-label={m.dryRunTitle}>
      <Typography.Title level={5}>{m.dryRunTitle}</Typography.Title>
      {job.exportDate && (
        <Typography.Paragraph type="secondary">
          {m.dryRunIntro(formatDateTime(job.exportDate))}
        </Typography.Paragraph>
      )}
      <RestoreCounts job={job} kind="plan" />
      {hasProblems ? (
        <Alert
          type="error"
          showIcon
          message={m.problemsTitle(job.problemCount)}
          description={
            <>
              <NamedMessages
                items={job.problems.map((problem) => ({
                  key: `${problem.entity}-${problem.id}-${problem.message}`,
                  name: `${entityLabel(problem.entity)} ${problem.id}`,
                  message: problem.message,
                }))}
              />
              {job.problemCount > job.problems.length && (
                <Typography.Text type="secondary">
                  {m.problemsHidden(job.problems.length, job.problemCount)}
                </Typography.Text>
              )}
              <Typography.Paragraph>{m.problemsBlock}</Typography.Paragraph>
            </>
          }
        />
      ) : (
        <>
          <Alert type="success" showIcon message={m.dryRunClean} />
          <Button type="primary" danger icon={<UndoOutlined />} onClick={onRestore} disabled={isBusy}>
            {m.restore}
          </Button>
        </>
      )}
    </section>
  );
}

function RestoreResult({ job }: { job: RestoreJob }) {
  const total = sumCounts(job.entities);
  return (
    <section className="restore-card__result" aria-label={m.resultTitle}>
      <Alert
        type="success"
        showIcon
        message={m.resultTitle}
        description={total.added + total.changed === 0 ? m.resultNothing : undefined}
      />
      <RestoreCounts job={job} kind="result" />
    </section>
  );
}

/** What the check or the restore names, each as "<name>: <message>" (problems, skipped users). */
function NamedMessages({ items }: { items: { key: string; name: string; message: string }[] }) {
  return (
    <List
      size="small"
      className="restore-card__problems"
      dataSource={items}
      rowKey={(item) => item.key}
      renderItem={(item) => (
        <List.Item>
          <Typography.Text>
            <Typography.Text strong>{item.name}</Typography.Text>: {item.message}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}

/** What the dry run plans or the restore did: per entity, the files, and what was left for later. */
function RestoreCounts({ job, kind }: { job: RestoreJob; kind: 'plan' | 'result' }) {
  const filesLine = kind === 'plan' ? m.filesPlanned : m.filesRestored;
  return (
    <>
      <RestoreCountsTable entities={job.entities} kind={kind} />
      {job.files && (
        <Typography.Paragraph>
          {filesLine(job.files.added, job.files.changed, job.files.unchanged)}
        </Typography.Paragraph>
      )}
      {job.usersPending > 0 && <Alert type="info" showIcon message={m.usersPending(job.usersPending)} />}
      {job.usersSkipped > 0 && (
        <Alert
          type="warning"
          showIcon
          message={m.usersSkipped(job.usersSkipped)}
          description={
            <NamedMessages
              items={[
                ...job.userClashes.map((clash) => ({
                  key: `${clash.userId}-${clash.field}`,
                  name: m.userClash(clash.username, clash.userId),
                  message: clash.message,
                })),
                // What else of each of them the file holds and the restore leaves out with them.
                ...job.skippedUsers.map((skipped) => ({
                  key: `${skipped.userId}-records`,
                  name: m.userClash(skipped.username, skipped.userId),
                  message: skipped.message,
                })),
              ]}
            />
          }
        />
      )}
      {job.rrnSkipped > 0 && <Alert type="warning" showIcon message={m.rrnSkipped(job.rrnSkipped)} />}
    </>
  );
}
