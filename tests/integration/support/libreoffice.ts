import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * LibreOffice's CSV export: comma, double quote, UTF-8 (76), first line 1, default column formats,
 * language default, quote text cells (false), detect special numbers (true), save cell contents as
 * shown (true, so number and date formats are applied), export formulas (false), remove spaces
 * (false), and sheet -1: every sheet into a file of its own, `<name>-<sheet>.csv`.
 */
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1';
const CONVERSION_TIMEOUT_MS = 60_000;

/** RFC 4180 CSV as LibreOffice writes it: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * An independent reader of a workbook: LibreOffice Calc, headless, converts every sheet to CSV with
 * the cells as a person sees them (Belgian Dutch locale, so € 1.234,56 and dd/mm/yyyy). A profile
 * of its own per call, so a LibreOffice already running elsewhere is neither reused nor disturbed.
 * Answers the rows of each sheet by sheet name.
 */
export async function sheetsAsShown(workbook: Buffer): Promise<Record<string, string[][]>> {
  const dir = await mkdtemp(join(tmpdir(), 'vwp-soffice-'));
  try {
    const input = join(dir, 'export.xlsx');
    await writeFile(input, workbook);
    const outDir = join(dir, 'csv');
    await run(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        CSV_FILTER,
        '--outdir',
        outDir,
        input,
      ],
      {
        timeout: CONVERSION_TIMEOUT_MS,
        env: { ...process.env, LC_ALL: 'nl_BE.UTF-8', LANG: 'nl_BE.UTF-8' },
      },
    );
    const sheets: Record<string, string[][]> = {};
    for (const file of await readdir(outDir)) {
      const sheet = file.replace(/^export-/, '').replace(/\.csv$/, '');
      sheets[sheet] = parseCsv(await readFile(join(outDir, file), 'utf8'));
    }
    return sheets;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
