import * as yazl from 'yazl';
import { todayInBrussels } from '../../../shared/format/dates';
import { privacyMessages } from '../../../shared/messages/privacy';
import type { PrivacyReportLine } from '../../../shared/schemas/privacy';
import { TABLE_NAMES, type TableName } from '../../../shared/tables';
import { readTablePage } from '../../repositories/backup-tables';
import { getPrivacyJob, type PrivacyJobRecord, updatePrivacyJob } from '../../repositories/privacy-jobs';
import { batchWriteAll, tableName } from '../../repositories/table';
import { putWholeObject } from '../../storage/backup-objects';
import { bucketName } from '../../storage/buckets';
import { deleteObject } from '../../storage/objects';
import { readObject } from '../../storage/read-object';
import { recordAudit } from '../audit/record-audit';
import { readSetting } from '../settings/settings-reader';
import {
  type Decision,
  kindOf,
  type PrivacyKind,
  replaceMentions,
  type StoredFile,
  type StoredItem,
  type SubjectFacts,
  withoutKeys,
} from './catalogue';
import { PRIVACY_CATALOGUE } from './erase-hooks';
import { summaryPdf } from './summary-pdf';

const m = privacyMessages.privacy;

export type Finding = { table: TableName; kind: PrivacyKind; item: StoredItem; decision: Decision };

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
        findings.push({ table, kind, item, decision });
      }
      startKey = page.nextKey;
    } while (startKey);
  }
  return findings;
}

const filesOf = (finding: Finding): readonly StoredFile[] => finding.kind.files?.(finding.item) ?? [];

/** Per table, entity and treatment: how many records (and their files), and why. */
export function reportOf(findings: readonly Finding[]): PrivacyReportLine[] {
  const lines = new Map<string, PrivacyReportLine>();
  for (const finding of findings) {
    const { treatment, reason } = finding.decision;
    const key = `${finding.table}|${finding.kind.entity}|${treatment}|${reason}`;
    const line = lines.get(key) ?? {
      table: finding.table,
      entity: finding.kind.entity,
      treatment,
      reason,
      count: 0,
      files: 0,
    };
    line.count += 1;
    if (treatment === 'erase') line.files += filesOf(finding).length;
    lines.set(key, line);
  }
  return [...lines.values()];
}

/** Erases what the catalogue says to erase (files first), and rewrites what it says to pseudonymise. */
async function erase(findings: readonly Finding[], facts: SubjectFacts, now: Date) {
  const deletes = new Map<TableName, { pk: string; sk: string }[]>();
  const puts = new Map<TableName, StoredItem[]>();
  for (const finding of findings) {
    const { kind, item, table } = finding;
    if (finding.decision.treatment === 'pseudonymise') {
      const rewritten = (kind.pseudonymise ?? replaceMentions)(item, facts);
      puts.set(table, [...(puts.get(table) ?? []), rewritten]);
      continue;
    }
    if (finding.decision.treatment !== 'erase') continue;
    for (const file of filesOf(finding)) await deleteObject(file.bucket, file.key);
    if (kind.erase) await kind.erase(item, facts, now);
    else deletes.set(table, [...(deletes.get(table) ?? []), { pk: item.pk, sk: item.sk }]);
  }
  for (const [table, keys] of deletes) await batchWriteAll(tableName(table), { deletes: keys });
  for (const [table, items] of puts) await batchWriteAll(tableName(table), { puts: items });
}

const fileNameOf = (facts: SubjectFacts, day: string) =>
  `kopie-persoonsgegevens-${facts.subject.kind === 'volunteer' ? 'vrijwilliger' : 'gezin'}-${facts.subject.id}-${day}.zip`;

/** The zip of a person's copy: JSON per entity, their files, and the Dutch PDF summary. */
async function exportZip(
  findings: readonly Finding[],
  job: PrivacyJobRecord,
  facts: SubjectFacts,
  now: Date,
) {
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
    subject: job.subject,
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
  if (!job || job.status === 'done' || job.status === 'failed' || !job.facts) return;
  await updatePrivacyJob(jobId, { status: 'running' });
  const facts: SubjectFacts = { subject: job.subject, ...job.facts };
  const findings = await findItemsNaming(facts);
  const report = reportOf(findings);
  const finishedAt = now();
  if (job.mode === 'export') {
    const zip = await exportZip(findings, job, facts, finishedAt);
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
    await erase(findings, facts, finishedAt);
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
      changes: report
        .filter((line) => line.treatment !== 'keep')
        .map((line) => ({
          field: `${line.table}.${line.entity}`,
          treatment: 'value' as const,
          before: null,
          after: `${m.treatments[line.treatment]}: ${line.count}${line.files > 0 ? ` (+${line.files} bestanden)` : ''}`,
        })),
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
