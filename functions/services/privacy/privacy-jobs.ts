import { randomUUID } from 'node:crypto';
import { privacyMessages } from '../../../shared/messages/privacy';
import type { PrivacyJob, StartPrivacyJobBody } from '../../../shared/schemas/privacy';
import { conflict, notFound } from '../../domain/errors';
import { getPrivacyJob, type PrivacyJobRecord, putPrivacyJob } from '../../repositories/privacy-jobs';
import { bucketName } from '../../storage/buckets';
import { presignDownload } from '../../storage/presign';
import { enqueue } from '../../workers/queue';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { loadSubjectFacts } from './subject-facts';

const m = privacyMessages.privacy;
type Admin = NonNullable<AuditActor>;

const targetOf = (job: Pick<PrivacyJobRecord, 'subject' | 'subjectName'>) => ({
  type: job.subject.kind === 'volunteer' ? ('user' as const) : ('family' as const),
  id: job.subject.id,
  userId: job.subject.kind === 'volunteer' ? job.subject.id : null,
  name: job.subjectName,
});

/**
 * Records a privacy job and hands it to the privacy worker. An admin never erases their own account
 * here (they would lose access half-way); a person's copy is in the audit trail from the request on.
 */
export async function startPrivacyJob(
  actor: Admin,
  body: StartPrivacyJobBody,
  now: Date = new Date(),
): Promise<{ jobId: string }> {
  if (body.mode === 'erase' && body.subject.kind === 'volunteer' && body.subject.id === actor.id)
    throw conflict(m.cannotEraseSelf);
  const { subject, ...facts } = await loadSubjectFacts(body.subject);
  const job: PrivacyJobRecord = {
    id: randomUUID(),
    mode: body.mode,
    subject,
    subjectName: facts.displayName,
    status: 'queued',
    createdAt: now.toISOString(),
    createdBy: { id: actor.id, name: actor.username },
    finishedAt: null,
    report: null,
    fileName: null,
    key: null,
    notice: body.mode === 'export' ? null : m.backupNotice,
    facts: { ...facts, names: [...facts.names], emails: [...facts.emails] },
  };
  await putPrivacyJob(job);
  await enqueue('privacy', { jobId: job.id });
  if (body.mode === 'export')
    await recordAudit({ action: 'personal-data-exported', actor, target: targetOf(job), now });
  return { jobId: job.id };
}

/**
 * Records the erasure of a financial year past its period (confirmed from the retention list) and
 * hands it to the privacy worker: no person's facts travel with it, the worker reads the year.
 */
export async function startBookkeepingYearErasure(
  actor: Admin,
  year: number,
  now: Date = new Date(),
): Promise<{ jobId: string }> {
  const job: PrivacyJobRecord = {
    id: randomUUID(),
    mode: 'erase',
    subject: { kind: 'bookkeepingYear', id: year },
    subjectName: m.bookkeepingYearName(year),
    status: 'queued',
    createdAt: now.toISOString(),
    createdBy: { id: actor.id, name: actor.username },
    finishedAt: null,
    report: null,
    fileName: null,
    key: null,
    notice: m.backupNotice,
    facts: null,
  };
  await putPrivacyJob(job);
  await enqueue('privacy', { jobId: job.id });
  return { jobId: job.id };
}

const toApi = ({ id, key: _key, facts: _facts, ...job }: PrivacyJobRecord): PrivacyJob => ({
  jobId: id,
  ...job,
});

export async function getPrivacyJobStatus(id: string): Promise<PrivacyJob> {
  const job = await getPrivacyJob(id);
  if (!job) throw notFound(m.jobNotFound);
  return toApi(job);
}

/** A short-lived link to a finished person's copy; each one handed out is an audit entry. */
export async function downloadPrivacyExport(actor: Admin, id: string, now: Date = new Date()) {
  const job = await getPrivacyJob(id);
  if (!job) throw notFound(m.jobNotFound);
  if (job.mode !== 'export') throw conflict(m.notAnExport);
  if (job.status !== 'done' || !job.key || !job.fileName) throw conflict(m.exportNotReady);
  const link = await presignDownload(bucketName('backups'), job.key, job.fileName);
  await recordAudit({ action: 'personal-data-downloaded', actor, target: targetOf(job), now });
  return { url: link.url, fileName: job.fileName };
}
