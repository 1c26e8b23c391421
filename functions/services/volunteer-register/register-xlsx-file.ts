import { allRegisterLines } from '../../repositories/volunteer-register';
import { registerMessages as m, type RegisterFile } from './register-files';
import { registerWorkbook } from './register-workbook';

export async function registerXlsx(year: number): Promise<RegisterFile> {
  const bytes = await registerWorkbook(year, await allRegisterLines(year));
  return { bytes, fileName: `${m.register.fileName(year)}.xlsx` };
}
