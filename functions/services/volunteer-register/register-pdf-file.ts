import { allRegisterLines } from '../../repositories/volunteer-register';
import { organizationName } from '../auth/organization-name';
import { registerMessages as m, type RegisterFile } from './register-files';
import { registerPdf } from './register-pdf';

export async function registerPdfFile(year: number, now: Date): Promise<RegisterFile> {
  const [lines, organisation] = await Promise.all([allRegisterLines(year), organizationName()]);
  return {
    bytes: await registerPdf(year, lines, organisation, now),
    fileName: `${m.register.fileName(year)}.pdf`,
  };
}
