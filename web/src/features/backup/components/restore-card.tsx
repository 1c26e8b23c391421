import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Form, Input, List, Modal, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../../../shared/format/dates';
import { formatFileSize } from '../../../../../shared/format/sizes';
import { messages } from '../../../../../shared/messages';
import { backupMessages } from '../../../../../shared/messages/backup';
import { backupScreenMessages } from '../../../../../shared/messages/backup-screen';
import {
  type AcceptedRoleChange,
  backupPassphrase,
  type RestoreJob,
  type RestoreRoleChange,
} from '../../../../../shared/schemas/backup';
import { UPLOAD_PURPOSES } from '../../../../../shared/uploads';
import { FileSearchOutlined, InboxOutlined, UndoOutlined } from '../../../components/icons';
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

/** What the admin decided on the dry run: the role changes ticked, and the confirmation of a foreign file. */
type Consent = { accepted: ReadonlySet<number>; isForeignConfirmed: boolean };
const NO_CONSENT: Consent = { accepted: new Set(), isForeignConfirmed: false };

/**
 * "Backup terugzetten": the file goes up through the uploads mechanism, a dry run shows per entity
 * what would change and every problem, and only after a confirmation does the restore run. Role
 * changes and new users with extra rights are restored only when ticked one by one; a file that is
 * not from this installation only after its own confirmation (shared/policies/restore.ts).
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
  const [consent, setConsent] = useState<Consent>(NO_CONSENT);
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
      setConsent(NO_CONSENT);
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
    const acceptedRoleChanges: AcceptedRoleChange[] = (dryRun?.roleChanges ?? [])
      .filter((change) => consent.accepted.has(change.userId))
      .map((change) => ({ userId: change.userId, role: change.after.role, type: change.after.type }));
    try {
      const started = await startRestore.mutateAsync({
        uploadId,
        ...passphraseOf(),
        ...(acceptedRoleChanges.length > 0 ? { acceptedRoleChanges } : {}),
        ...(dryRun?.fromThisInstallation === false ? { acceptForeignFile: consent.isForeignConfirmed } : {}),
      });
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
  const roleChangeCount = dryRun?.roleChanges.length ?? 0;
  const acceptedCount = (dryRun?.roleChanges ?? []).filter((change) =>
    consent.accepted.has(change.userId),
  ).length;

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
          <DryRun
            job={dryRun}
            consent={consent}
            onConsent={setConsent}
            onRestore={() => setConfirming(true)}
            isBusy={isBusy}
          />
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
        {roleChangeCount > 0 && (
          <Typography.Paragraph>
            {m.confirmRoleChanges(acceptedCount, roleChangeCount - acceptedCount)}
          </Typography.Paragraph>
        )}
      </Modal>
    </Card>
  );
}

type DryRunProps = {
  job: RestoreJob;
  consent: Consent;
  onConsent: (consent: Consent) => void;
  onRestore: () => void;
  isBusy: boolean;
};

function DryRun({ job, consent, onConsent, onRestore, isBusy }: DryRunProps) {
  const hasProblems = job.problemCount > 0;
  const isForeign = job.fromThisInstallation === false;
  const tick = (userId: number, isTicked: boolean) => {
    const accepted = new Set(consent.accepted);
    if (isTicked) accepted.add(userId);
    else accepted.delete(userId);
    onConsent({ ...consent, accepted });
  };
  return (
    <section className="restore-card__dry-run" aria-label={m.dryRunTitle}>
      <Typography.Title level={5}>{m.dryRunTitle}</Typography.Title>
      {job.exportDate && (
        <Typography.Paragraph type="secondary">
          {m.dryRunIntro(formatDateTime(job.exportDate))}
        </Typography.Paragraph>
      )}
      {isForeign && (
        <Alert
          type="warning"
          showIcon
          className="restore-card__foreign"
          message={m.foreignTitle}
          description={
            <>
              <Typography.Paragraph>{m.foreignText}</Typography.Paragraph>
              {!hasProblems && (
                <Checkbox
                  checked={consent.isForeignConfirmed}
                  disabled={isBusy}
                  onChange={(event) => onConsent({ ...consent, isForeignConfirmed: event.target.checked })}
                >
                  {m.foreignConfirm}
                </Checkbox>
              )}
            </>
          }
        />
      )}
      <RestoreCounts job={job} kind="plan" />
      {job.roleChanges.length > 0 && (
        <RoleChanges
          changes={job.roleChanges}
          title={m.roleChangesTitle}
          intro={m.roleChangesIntro}
          ticked={hasProblems ? undefined : consent.accepted}
          onTick={tick}
          isBusy={isBusy}
        />
      )}
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
          <Button
            type="primary"
            danger
            icon={<UndoOutlined />}
            onClick={onRestore}
            disabled={isBusy || (isForeign && !consent.isForeignConfirmed)}
          >
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
      {job.roleChanges.length > 0 && (
        <RoleChanges changes={job.roleChanges} title={m.roleChangesResultTitle} />
      )}
    </section>
  );
}

type RoleChangesProps = {
  changes: readonly RestoreRoleChange[];
  title: string;
  intro?: string;
  /** The ticked users, when the admin may still tick (a clean dry run); otherwise the list only names them. */
  ticked?: ReadonlySet<number> | undefined;
  onTick?: (userId: number, isTicked: boolean) => void;
  isBusy?: boolean;
};

/** Each role change or new user with extra rights by name, with its tick box on a dry run. */
function RoleChanges({ changes, title, intro, ticked, onTick, isBusy = false }: RoleChangesProps) {
  return (
    <Alert
      type="warning"
      showIcon
      className="restore-card__role-changes"
      message={title}
      description={
        <>
          {intro && <Typography.Paragraph>{intro}</Typography.Paragraph>}
          <List
            size="small"
            dataSource={[...changes]}
            rowKey={(change) => String(change.userId)}
            renderItem={(change) => {
              const name = m.roleChangeName(change.name, change.username);
              return (
                <List.Item>
                  {ticked && onTick ? (
                    <Checkbox
                      checked={ticked.has(change.userId)}
                      disabled={isBusy}
                      onChange={(event) => onTick(change.userId, event.target.checked)}
                    >
                      <Typography.Text strong>{name}</Typography.Text>: {change.message}
                    </Checkbox>
                  ) : (
                    <Typography.Text>
                      <Typography.Text strong>{name}</Typography.Text>: {change.message}
                    </Typography.Text>
                  )}
                </List.Item>
              );
            }}
          />
        </>
      }
    />
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
      {job.signedKept > 0 && <Alert type="info" showIcon message={m.signedKept(job.signedKept)} />}
    </>
  );
}
