/**
 * The modules the Lambda bundles use in place of heavy packages (BUNDLE_ALIASES in
 * infra/aws/constructs/handler-bundling.ts, issue 40 item 5): the signing and Excel routes no longer
 * carry what they do not use, and what they carry instead behaves as the package did. Tests run the
 * code unbundled, so the last case bundles PDF drawing and Excel writing as deployed and runs them.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FontNames, Font as PackageFont } from '@pdf-lib/standard-fonts';
import { build } from 'esbuild';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { HANDLER_BUNDLING, handlerEsbuildOptions } from '../../infra/aws/constructs/handler-bundling';
import { deflate, inflate } from '../../infra/aws/lambda/pako';
import { Font as BundledFont } from '../../infra/aws/lambda/standard-fonts';
import { handlerModulePath, routeList } from '../../shared/routes';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(repoRoot, 'tests', 'bench', 'results', 'bundle-substitutes');

/** The files one route's deployed bundle is made of, from esbuild's metafile. */
async function bundledInputs(routeId: string): Promise<string[]> {
  const route = routeList.find((each) => each.id === routeId);
  if (!route) throw new Error(`No route ${routeId}`);
  const result = await build({
    ...handlerEsbuildOptions(HANDLER_BUNDLING),
    entryPoints: [join(repoRoot, `${handlerModulePath(route)}.ts`)],
    absWorkingDir: repoRoot,
    outdir: outDir,
    write: false,
    metafile: true,
  });
  return Object.keys(result.metafile.inputs);
}

describe('heavy routes carry only what they use', () => {
  it('signing a PDF: two fonts of fourteen, no pako, no node-forge (Node makes the CMS signature), no QR renderers', async () => {
    const inputs = await bundledInputs('signing-sign-pdf');

    expect(inputs.filter((input) => input.endsWith('.compressed.json')).sort()).toEqual([
      'node_modules/@pdf-lib/standard-fonts/es/Helvetica-Bold.compressed.json',
      'node_modules/@pdf-lib/standard-fonts/es/Helvetica.compressed.json',
      'node_modules/@pdf-lib/standard-fonts/es/all-encodings.compressed.json',
    ]);
    expect(inputs.filter((input) => input.includes('node_modules/pako/'))).toEqual([]);
    expect(inputs.filter((input) => input.includes('node_modules/node-forge/'))).toEqual([]);
    expect(inputs.filter((input) => input.includes('node_modules/pngjs/'))).toEqual([]);
    expect(inputs).toContain('functions/services/signing/cms.ts');
  }, 60_000);

  it('passkey creation options without the WebAuthn library (only registering the answer needs it)', async () => {
    const inputs = await bundledInputs('auth-passkey-options');

    expect(inputs.filter((input) => input.includes('node_modules/@simplewebauthn/'))).toEqual([]);
  }, 60_000);

  it('the Excel export: Node streams instead of readable-stream', async () => {
    const inputs = await bundledInputs('accounting-export');

    expect(inputs.filter((input) => input.includes('/readable-stream/lib/'))).toEqual([]);
    expect(inputs).toContain('node_modules/exceljs/lib/stream/xlsx/workbook-writer.js');
  }, 60_000);
});

describe('the substitutes behave as the packages', () => {
  it('standard fonts: the same metrics for Helvetica and Helvetica-Bold, others refused', () => {
    for (const name of [FontNames.Helvetica, FontNames.HelveticaBold]) {
      const bundled = BundledFont.load(name as never);
      // The package declares these two private; they are what pdf-lib's width and kerning read.
      const original = PackageFont.load(name) as unknown as BundledFont;
      expect(bundled.CharWidths).toEqual(original.CharWidths);
      expect(bundled.KernPairXAmounts).toEqual(original.KernPairXAmounts);
      expect(bundled.getWidthOfGlyph('W')).toBe(original.getWidthOfGlyph('W'));
      expect(bundled.getXAxisKerningForPair('A', 'V')).toBe(original.getXAxisKerningForPair('A', 'V'));
      expect(bundled.FontName).toBe(original.FontName);
    }
    expect(() => BundledFont.load(FontNames.Courier as never)).toThrow(/not bundled/);
  });

  it('pako: what one deflates the other inflates, at the default and at level 0', async () => {
    // pako has no types installed; the two calls pdf-lib makes are typed here.
    const pakoModule: string = 'pako';
    const { default: pako } = (await import(pakoModule)) as {
      default: { deflate(data: Uint8Array): Uint8Array; inflate(data: Uint8Array): Uint8Array };
    };
    const data = new TextEncoder().encode('Vrijwilligersportaal '.repeat(200));
    expect(inflate(pako.deflate(data))).toEqual(data);
    expect(pako.inflate(deflate(data))).toEqual(data);
    expect(pako.inflate(deflate(data, { level: 0 }))).toEqual(data);
    expect(deflate(data)).toBeInstanceOf(Uint8Array);
  });

  it('bundled as deployed, a PDF with both fonts and a QR code, and an Excel workbook, come out readable', async () => {
    mkdirSync(outDir, { recursive: true });
    const entry = `
      import { PDFDocument, StandardFonts } from 'pdf-lib';
      import WorkbookWriter from 'exceljs/lib/stream/xlsx/workbook-writer.js';
      import { PassThrough } from 'node:stream';
      import { drawQrCode } from './functions/services/signing/stamp';
      export async function pdf() {
        const doc = await PDFDocument.create();
        const page = doc.addPage([300, 200]);
        const font = await doc.embedFont(StandardFonts.Helvetica);
        const bold = await doc.embedFont(StandardFonts.HelveticaBold);
        page.drawText('Ondertekend door Anna', { x: 10, y: 150, font, size: 12 });
        page.drawText('Verificatie', { x: 10, y: 120, font: bold, size: 12 });
        drawQrCode(page, 'https://portal.example.org/verificatie/abc', 10, 10, 90);
        return { bytes: await doc.save(), width: font.widthOfTextAtSize('AVAVA Wij', 12) };
      }
      export async function workbook() {
        const stream = new PassThrough();
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        const ended = new Promise((resolve) => stream.on('end', resolve));
        const writer = new WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
        const sheet = writer.addWorksheet('Transacties');
        for (let row = 1; row <= 500; row += 1) sheet.addRow([row, 'Boek ' + row, row * 1.5]).commit();
        sheet.commit();
        await writer.commit();
        await ended;
        return Buffer.concat(chunks);
      }
    `;
    await build({
      ...handlerEsbuildOptions(HANDLER_BUNDLING),
      stdin: { contents: entry, resolveDir: repoRoot, sourcefile: 'substitutes-entry.ts', loader: 'ts' },
      absWorkingDir: repoRoot,
      outfile: join(outDir, 'entry.mjs'),
    });
    const bundled = (await import(pathToFileURL(join(outDir, 'entry.mjs')).href)) as {
      pdf: () => Promise<{ bytes: Uint8Array; width: number }>;
      workbook: () => Promise<Buffer>;
    };

    const { bytes, width } = await bundled.pdf();
    const reference = await PDFDocument.create();
    const helvetica = await reference.embedFont(StandardFonts.Helvetica);
    expect(width).toBe(helvetica.widthOfTextAtSize('AVAVA Wij', 12));
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(1);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await bundled.workbook()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Transacties');
    expect(sheet?.rowCount).toBe(500);
    expect(sheet?.getRow(500).values).toEqual([undefined, 500, 'Boek 500', 750]);
  }, 60_000);
});
