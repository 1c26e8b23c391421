import { privacyMessages } from '../../../shared/messages/privacy';
import type { AuditChange } from '../../../shared/schemas/audit';
import type { PrivacyReportLine } from '../../../shared/schemas/privacy';
import type { TableName } from '../../../shared/tables';
import { batchWriteAll, replaceIfUnchanged, tableName } from '../../repositories/table';
import { deleteObjectWithVersions } from '../../storage/object-versions';
import {
  type Decision,
  type PrivacyKind,
  replaceMentions,
  type StoredFile,
  type StoredItem,
  type SubjectFacts,
} from './catalogue';

/** A record that changed between the read and the erasure: the job fails this attempt and is retried. */
export class ChangedMeanwhile extends Error {}

/**
 * One item an erasure found, what the catalogue decided for it, and the people it names: one for a
 * person's erasure; for a financial year past its period, everyone a line names (each replaced by
 * their own pseudonym). `marks` are attributes a pseudonymised item carries afterwards.
 */
export type Finding = {
  table: TableName;
  kind: PrivacyKind;
  item: StoredItem;
  decision: Decision;
  people: readonly SubjectFacts[];
  marks?: Record<string, unknown>;
};

export const filesOf = (finding: Finding): readonly StoredFile[] => finding.kind.files?.(finding.item) ?? [];

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

/** What an erasure's audit entry counts: per table and entity, what was erased or pseudonymised. */
export const auditChangesOf = (report: readonly PrivacyReportLine[]): AuditChange[] =>
  report
    .filter((line) => line.treatment !== 'keep')
    .map((line) => ({
      field: `${line.table}.${line.entity}`,
      treatment: 'value' as const,
      before: null,
      after: `${privacyMessages.privacy.treatments[line.treatment]}: ${line.count}${line.files > 0 ? ` (+${line.files} bestanden)` : ''}`,
    }));

/** The item as a pseudonymisation leaves it: every person it names replaced, one version further. */
export function pseudonymised(finding: Finding): StoredItem {
  const { item, kind } = finding;
  const rewritten = finding.people.reduce(
    (current, facts) => (kind.pseudonymise ?? replaceMentions)(current, facts),
    item,
  );
  return {
    ...rewritten,
    ...finding.marks,
    ...(typeof item.version === 'number' ? { version: item.version + 1 } : {}),
  };
}

/**
 * Carries out what the catalogue decided: erases records and their files (every stored version of
 * a file: the buckets are versioned), and rewrites what it says to pseudonymise, each on the version
 * that was read (an item without a version: while it still exists), so a change made meanwhile is
 * never overwritten: the attempt fails and the job reads again.
 */
export async function carryOutErasure(findings: readonly Finding[], now: Date): Promise<void> {
  const deletes = new Map<TableName, { pk: string; sk: string }[]>();
  for (const finding of findings) {
    const { kind, item, table } = finding;
    if (finding.decision.treatment === 'pseudonymise') {
      const version = typeof item.version === 'number' ? item.version : null;
      if (!(await replaceIfUnchanged(tableName(table), pseudonymised(finding), version)))
        throw new ChangedMeanwhile(`${table} ${item.pk} ${item.sk}`);
      continue;
    }
    if (finding.decision.treatment !== 'erase') continue;
    for (const file of filesOf(finding)) await deleteObjectWithVersions(file.bucket, file.key);
    if (kind.erase) await kind.erase(item, now);
    else deletes.set(table, [...(deletes.get(table) ?? []), { pk: item.pk, sk: item.sk }]);
  }
  for (const [table, keys] of deletes) await batchWriteAll(tableName(table), { deletes: keys });
}
