import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatDate } from '../../../shared/format/dates';
import { winAnsiSafe, wrapText } from '../signing/pdf-text';
import { processingRegister } from './processing-register';

/* Its own module, so the register's JSON route does not carry pdf-lib. */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** The register as an A4 PDF: one section per table, pages added as the text runs on. */
export async function processingRegisterPdf(now: Date): Promise<{ bytes: Uint8Array; fileName: string }> {
  const register = processingRegister();
  const pdf = await PDFDocument.create();
  pdf.setTitle('Register van verwerkingsactiviteiten');
  pdf.setCreationDate(now);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const color = rgb(0.1, 0.1, 0.1);
  let page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  const write = (text: string, size = 9.5, face = font, gap = 4) => {
    const lines = wrapText(winAnsiSafe(text), (line) => face.widthOfTextAtSize(line, size), width);
    for (const each of lines) {
      if (y < MARGIN) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(each, { x: MARGIN, y, size, font: face, color });
      y -= size * 1.3;
    }
    y -= gap;
  };

  write('Register van verwerkingsactiviteiten (AVG art. 30)', 16, bold, 8);
  write(`Opgemaakt op ${formatDate(now)} uit de tabeldefinities van het portaal.`);
  write(`Verwerkingsverantwoordelijke: ${register.controller}`);
  write(`Verwerker: ${register.processor}.`, 9.5, font, 12);
  for (const entry of register.entries) {
    write(`Tabel ${entry.table}`, 12, bold, 2);
    write(`Betrokkenen: ${entry.dataSubjects}`);
    write(`Gegevens: ${entry.dataCategories}`);
    write(`Doel: ${entry.purpose}`);
    write(`Rechtsgrond: ${entry.legalBasis}`);
    write(`Bewaartermijn: ${entry.retention}${entry.ttlAttribute ? ' (automatisch verlopen via TTL)' : ''}`);
    write(`Ontvangers: ${entry.recipients}`);
    write(`Beveiliging: ${entry.security}`, 9.5, font, 12);
  }
  return { bytes: await pdf.save(), fileName: 'register-van-verwerkingen.pdf' };
}
