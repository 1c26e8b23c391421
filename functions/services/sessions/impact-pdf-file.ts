import { todayInBrussels } from '../../../shared/format/dates';
import type { ImpactExportBody, ImpactExportResponse } from '../../../shared/schemas/sessions';
import type { Actor } from '../auth/sessions';
import { readLogo } from '../settings/read-logo';
import { impactFile, impactFileInput } from './impact-export';
import { writeImpactPdf } from './impact-pdf';

/** The impact report as the PDF a funder reads: cover with name and logo, key figures, trends. */
export async function exportImpactPdf(
  actor: Actor,
  body: ImpactExportBody,
  now: Date,
): Promise<ImpactExportResponse> {
  const { report, organisation, scope } = await impactFileInput(actor, body);
  const bytes = await writeImpactPdf({
    report,
    organisation,
    logo: (await readLogo()).dataUrl,
    scope,
    today: todayInBrussels(now),
  });
  return impactFile(organisation, report, 'pdf', Buffer.from(bytes));
}
