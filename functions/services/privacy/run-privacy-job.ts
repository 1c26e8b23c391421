import * as yazl from 'yazl';
import { todayInBrussels } from '../../../shared/format/dates';
import { privacyMessages } from '../../../shared/messages/privacy';
import { TABLE_NAMES, type TableName } from '../../../shared/tables';
import { readTablePage } from '../../repositories/backup-tables';
import { getPrivacyJob, updatePrivacyJob } from '../../repositories/privacy-jobs';
import { putWholeObject } from '../../storage/backup-objects';
import { bucketName } from '../../storage/buckets';
import { readObject } from '../../storage/read-object';
import { recordAudit } from '../audit/record-audit';
import { readSetting } from '../settings/settings-reader';
import { type Decision, kindOf, type StoredItem, type SubjectFacts, withoutKeys } from './catalogue';
import { runBookkeepingYearErasure } from './erase-bookkeeping-year';
import { PRIVACY_CATALOGUE } from './erase-hooks';
import { auditChangesOf, carryOutErasure, type Finding, filesOf, reportOf } from './erasure-engine';
import { summaryPdf } from './summary-pdf';

const m = privacyMessages.privacy;

/**
 * Every item of every table that names the subject, by the privacy catalogue: a full read of each
 * table that may name a person (a job, never a request), each item sorted into its kind by key.
 */
export async function findItemsNaming(facts: SubjectFacts): Promise<Finding[]> {
  const findings: Finding[] = [];
  const decisions = new Map<string, Decision>();
  const earlier = { of: (table: TableName, pk: string, sk: string) => decisions.get(`${table}|${pk}|${sk}`) };
  for (const table of TABLE_NAMES) {
    const entry = PRIVACY_CATALOGUE[table];
    if ('holdsNoPersonalData' in entry) continue;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await readTablePage(table, startKey);
      for (const raw of page.items) {
        const item = raw as StoredItem;
        const kind = kindOf(entry, String(item.pk), String(item.sk));
        if (!kind?.names(item, facts)) continue;
        const decision = kind.decide(item, facts, earlier);
        decisions.set(`${table}|${item.pk}|${item.sk}`, decision);
        findings.push({ table, kind, item, decision, people: [facts] });
      }
      startKey = page.nextKey;
    } while (startKey);
  }
  return findings;
}

const fileNameOf = (facts: SubjectFacts, day: string) =>
  `kopie-persoonsgegevens-${facts.subject.kind === 'volunteer' ? 'vrijwilliger' : 'gezin'}-${facts.subject.id}-${day}.zip`;

/** The zip of a person's copy: JSON per entity, their files, and the Dutch PDF summary. */
async function exportZip(findings: readonly Finding[], facts: SubjectFacts, now: Date) {
  const data: Record<string, Record<string, unknown>[]> = {};
  const files: { path: string; body: Uint8Array }[] = [];
  for (const finding of findings) {
    const record = finding.kind.view ? finding.kind.view(finding.item, facts) : withoutKeys(finding.item);
    if (record === null) continue;
    data[finding.kind.entity] = [...(data[finding.kind.entity] ?? []), record];
    for (const file of filesOf(finding)) {
      const path = `bestanden/${files.length + 1}-${file.fileName.replace(/[/\\]/g, '_')}`;
      files.push({ path, body: await readObject(file.bucket, file.key) });
    }
  }
  const pdf = await summaryPdf({
    subject: facts.subject,
    subjectName: facts.displayName,
    organization: (await readSetting('organization_name')) ?? '',
    madeAt: now,
    data,
    fileNames: files.map((file) => file.path),
  });
  const zip = new yazl.ZipFile();
  for (const [entity, records] of Object.entries(data))
    zip.addBuffer(Buffer.from(JSON.stringify(records, null, 2), 'utf8'), `gegevens/${entity}.json`);
  for (const file of files) zip.addBuffer(Buffer.from(file.body), file.path);
  zip.addBuffer(Buffer.from(pdf), 'samenvatting.pdf');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Carries out one privacy job: finds every item naming its subject by the catalogue, then reports
 * (dry run), writes the person's copy (export), or erases and pseudonymises (erase) and records one
 * audit entry counting what was done. The subject's names travel in the job only while it runs.
 */
export async function runPrivacyJob(jobId: string, now: () => Date = () => new Date()): Promise<void> {
  const job = await getPrivacyJob(jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const { subject } = job;
  if (subject.kind === 'bookkeepingYear') {
    await updatePrivacyJob(jobId, { status: 'running' });
    return runBookkeepingYearErasure(job, now());
  }
  if (!job.facts) return;
  await updatePrivacyJob(jobId, { status: 'running' });
  const facts: SubjectFacts = { subject: { kind: subject.kind, id: subject.id }, ...job.facts };
  const findings = await findItemsNaming(facts);
  const report = reportOf(findings);
  const finishedAt = now();
  if (job.mode === 'export') {
    const zip = await exportZip(findings, facts, finishedAt);
    const fileName = fileNameOf(facts, todayInBrussels(finishedAt));
    const key = `privacy/${jobId}/${fileName}`;
    await putWholeObject(bucketName('backups'), key, zip, 'application/zip');
    await updatePrivacyJob(jobId, {
      status: 'done',
      report,
      fileName,
      key,
      facts: null,
      finishedAt: finishedAt.toISOString(),
    });
    return;
  }
  if (job.mode === 'erase') {
    await carryOutErasure(findings, finishedAt);
    await recordAudit({
      action: 'personal-data-erased',
      actor: { id: job.createdBy.id, username: job.createdBy.name },
      // The trail cannot be changed later, so it names the pseudonym, never the person.
      target: {
        type: job.subject.kind === 'volunteer' ? 'user' : 'family',
        id: job.subject.id,
        userId: job.subject.kind === 'volunteer' ? job.subject.id : null,
        name: facts.pseudonym,
      },
      changes: auditChangesOf(report),
      now: finishedAt,
    });
  }
  await updatePrivacyJob(jobId, {
    status: 'done',
    report,
    facts: null,
    ...(job.mode === 'erase' ? { subjectName: facts.pseudonym } : {}),
    finishedAt: finishedAt.toISOString(),
  });
}

/** After the last failed attempt the job says so. */
export async function markPrivacyJobFailed(jobId: string, now: Date = new Date()) {
  await updatePrivacyJob(jobId, { status: 'failed', error: m.failed, finishedAt: now.toISOString() });
}
