import type { ImpactExportBody, ImpactExportResponse } from '../../../shared/schemas/sessions';
import type { Actor } from '../auth/sessions';
import { impactFile, impactFileInput, volunteerNames } from './impact-export';
import { writeImpactWorkbook } from './impact-workbook';

/** The impact report's underlying numbers as an .xlsx. */
export async function exportImpactXlsx(actor: Actor, body: ImpactExportBody): Promise<ImpactExportResponse> {
  const { report, organisation, scope } = await impactFileInput(actor, body);
  const bytes = await writeImpactWorkbook({
    report,
    organisation,
    scope,
    volunteerNames: await volunteerNames(report),
  });
  return impactFile(organisation, report, 'xlsx', bytes);
}
