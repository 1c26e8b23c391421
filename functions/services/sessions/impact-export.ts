import { todayInBrussels } from '../../../shared/format/dates';
import { displayName } from '../../../shared/format/names';
import { sessionMessages } from '../../../shared/messages/sessions';
import {
  type ImpactExportBody,
  type ImpactExportResponse,
  type ImpactReport,
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
} from '../../../shared/schemas/sessions';
import { getUserById } from '../../repositories/users';
import { organizationName } from '../auth/organization-name';
import type { Actor } from '../auth/sessions';
import { readLogo } from '../settings/read-logo';
import { writeImpactPdf } from './impact-pdf';
import { impactReport } from './impact-report';
import { writeImpactWorkbook } from './impact-workbook';

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
 * PDF a funder reads or the workbook of the underlying numbers, in the answer.
 */
export async function exportImpactReport(
  actor: Actor,
  body: ImpactExportBody,
  now: Date,
): Promise<ImpactExportResponse> {
  const { format, ...query } = body;
  const [report, organisation] = await Promise.all([impactReport(actor, query), organizationName()]);
  const scope = scopeOf(report, actor);
  const bytes =
    format === 'pdf'
      ? Buffer.from(
          await writeImpactPdf({
            report,
            organisation,
            logo: (await readLogo()).dataUrl,
            scope,
            today: todayInBrussels(now),
          }),
        )
      : await writeImpactWorkbook({
          report,
          organisation,
          scope,
          volunteerNames: await volunteerNames(report),
        });
  return {
    fileName: safeFileName(l.fileName(organisation, report.from, report.to, format)),
    contentType: format === 'pdf' ? PDF_CONTENT_TYPE : XLSX_CONTENT_TYPE,
    size: bytes.byteLength,
    content: bytes.toString('base64'),
  };
}
