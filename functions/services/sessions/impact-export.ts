import { displayName } from '../../../shared/format/names';
import { sessionMessages } from '../../../shared/messages/sessions';
import {
  type IMPACT_EXPORT_FORMATS,
  type ImpactExportBody,
  type ImpactExportResponse,
  type ImpactReport,
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
} from '../../../shared/schemas/sessions';
import { getUserById } from '../../repositories/users';
import { organizationName } from '../auth/organization-name';
import type { Actor } from '../auth/sessions';
import { impactReport } from './impact-report';

const l = sessionMessages.impact;

/** 'Vereniging / Oost' → 'Vereniging - Oost': a name every file system accepts. */
const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\r\n\t]+/g, '-').trim();

async function volunteerNames(report: ImpactReport): Promise<Map<number, string>> {
  const users = await Promise.all(report.volunteers.hours.map((each) => getUserById(each.volunteerId)));
  return new Map(users.flatMap((user) => (user ? [[user.id, displayName(user)] as const] : [])));
}

function scopeOf(report: ImpactReport, actor: Actor): string {
  if (report.volunteerId !== null) return l.ownScope(displayName(actor));
  return report.school ? l.school(report.school) : l.allSchools;
}

/**
 * The impact report as a file (issue 33): the same figures and scope as the screen's report, as the
 * PDF a funder reads (./impact-pdf-file.ts) or the workbook of the underlying numbers
 * (./impact-xlsx-file.ts) — two routes, so neither function carries the other's library. This is what
 * both share: the report, its scope line and the answer's shape.
 */
export async function impactFileInput(actor: Actor, body: ImpactExportBody) {
  const [report, organisation] = await Promise.all([impactReport(actor, body), organizationName()]);
  return { report, organisation, scope: scopeOf(report, actor) };
}

export function impactFile(
  organisation: string,
  report: ImpactReport,
  format: (typeof IMPACT_EXPORT_FORMATS)[number],
  bytes: Buffer,
): ImpactExportResponse {
  return {
    fileName: safeFileName(l.fileName(organisation, report.from, report.to, format)),
    contentType: format === 'pdf' ? PDF_CONTENT_TYPE : XLSX_CONTENT_TYPE,
    size: bytes.byteLength,
    content: bytes.toString('base64'),
  };
}

export { volunteerNames };
