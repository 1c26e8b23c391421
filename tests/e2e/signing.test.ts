import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_STAMP } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { SignedDocument } from '../../shared/schemas/signing';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { dismissToasts } from './support/session';
import { browserSuite } from './support/suite';

const m = messages.signing;
const COORDINATOR = {
  username: 'ssmet',
  password: 'Handtekening-Op-Vrijdag-58',
  firstName: 'Sofie',
  lastName: 'Smet',
  email: 'sofie.smet@example.org',
  role: 'coordinator',
};
const VOLUNTEER = {
  username: 'jpeeters',
  password: 'Fiets-Naar-Het-Lokaal-19',
  firstName: 'Jonas',
  lastName: 'Peeters',
  email: 'jonas.peeters@example.org',
};
const TITLE = 'Samenwerkingsovereenkomst';

async function threePagePdf() {
  const pdf = await PDFDocument.create();
  for (let index = 1; index <= 3; index += 1) {
    pdf.addPage([595, 842]).drawText(`Pagina ${index}`, { x: 60, y: 780, size: 20 });
  }
  return Buffer.from(await pdf.save());
}

describe.runIf(hasChromium())('Digitale Ondertekening', () => {
  const suite = browserSuite({ sharedPortal: true });
  let portal: TestPortal;
  const work = mkdtempSync(join(tmpdir(), 'signing-e2e-'));

  beforeAll(async () => {
    portal = suite.portal;
    await Promise.all([createUserAsAdmin(portal, COORDINATOR), createUserAsAdmin(portal, VOLUNTEER)]);
  });

  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  const { openPage, signedInPage } = suite;

  /** Dark pixels of page 2 of the PDF inside and outside a box (PDF points, origin bottom left), at 72 dpi. */
  function darkPixels(pdf: Buffer, box: { x: number; y: number; width: number; height: number }) {
    const file = join(work, 'signed.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-f', '2', '-l', '2', '-r', '72', '-gray', file, join(work, 'page')]);
    const pgm = readFileSync(join(work, 'page-2.pgm'));
    const [, width, height] = pgm.toString('latin1', 0, 40).split(/\s+/).map(Number) as [
      number,
      number,
      number,
    ];
    const pixels = pgm.subarray(pgm.length - width * height);
    let inside = 0;
    let outside = 0;
    for (let row = 0; row < height; row += 1) {
      for (let column = 0; column < width; column += 1) {
        if ((pixels[row * width + column] ?? 255) > 128) continue;
        const y = height - row;
        const isInside =
          column >= box.x - 1 &&
          column <= box.x + box.width + 1 &&
          y >= box.y - 1 &&
          y <= box.y + box.height + 1;
        if (isInside) inside += 1;
        else if (y < 760) outside += 1;
      }
    }
    return { inside, outside };
  }

  it('signs a clicked place on page 2, verifies signed out with a proof, still verifies after deletion, and rejects a tampered copy', async () => {
    // Prepare: the coordinator uploads a 3-page PDF and clicks a place on page 2
    const coordinator = await signedInPage(COORDINATOR);
    await coordinator
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: /Digitale Ondertekening/ })
      .click();
    await coordinator.waitForURL(`${portal.url}/digitale-handtekeningen`);
    await coordinator
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'overeenkomst.pdf', mimeType: 'application/pdf', buffer: await threePagePdf() });
    const picker = coordinator.getByRole('dialog');
    await picker.getByTestId('pdf-canvas').waitFor();
    await picker.getByRole('button', { name: 'Volgende pagina' }).click();
    await picker.getByText('Pagina 2 van 3').waitFor();
    const canvas = picker.getByTestId('pdf-canvas');
    await canvas.click({ position: { x: 300, y: 500 } });
    await picker.getByTestId('signature-marker').waitFor();
    await saveScreenshot(coordinator, 'signing-01-picker');
    await picker.getByRole('button', { name: 'Bevestigen' }).click();
    await coordinator.getByLabel('Titel').fill(TITLE);

    // Act: sign
    await coordinator.getByRole('button', { name: 'Uploaden en ondertekenen' }).click();
    await coordinator.locator('.ant-notification-notice').filter({ hasText: m.signed }).waitFor();
    await coordinator.getByRole('tab', { name: 'Ondertekende documenten', selected: true }).waitFor();
    await coordinator.getByRole('cell', { name: TITLE }).waitFor();
    await saveScreenshot(coordinator, 'signing-02-documents');

    // Assess: the stamp is inside the marker's box on page 2: the printed stamp's size (issue 37), shown
    // at 1.4 × zoom 100 % and centred on the click
    const token = await apiLogin(portal, COORDINATOR.username, COORDINATOR.password);
    const list = await callApi<{ items: SignedDocument[] }>(portal, 'GET', '/api/signed-documents', {
      token,
    });
    const signed = list.items[0] as SignedDocument;
    const link = await callApi<{ url: string }>(
      portal,
      'GET',
      `/api/signed-documents/${signed.id}/download`,
      {
        token,
      },
    );
    const pdf = Buffer.from(await (await fetch(link.url)).arrayBuffer());
    const left = 300 / 1.4 - SIGNATURE_STAMP.width / 2;
    const bottom = 842 - 500 / 1.4 - SIGNATURE_STAMP.height / 2;
    // (the frame's 1 pt border is drawn on the box's edge, so half of it lies outside)
    const pixels = darkPixels(pdf, {
      x: left - 1,
      y: bottom - 1,
      width: SIGNATURE_STAMP.width + 2,
      height: SIGNATURE_STAMP.height + 2,
    });
    expect(pixels.inside).toBeGreaterThan(200);
    expect(pixels.outside).toBe(0);

    // Assess: the verification link opens signed out, says '✓ Rechtsgeldig' and downloads the proof
    const visitor = await openPage();
    const proof = visitor.waitForEvent('download');
    await visitor.goto(signed.verificationUrl);
    await visitor.getByText('✓ Rechtsgeldig').waitFor();
    expect((await proof).suggestedFilename()).toBe(
      `Verificatiebewijs_${TITLE}_${signed.signatureToken.slice(0, 8)}.pdf`,
    );
    await visitor.getByText(messages.verification.proofDownloaded).waitFor();
    await expectNoSeriousAxeViolations(visitor, 'ondertekening-controleren');
    await saveScreenshot(visitor, 'signing-03-verified');

    // Act: an admin deletes the document in the list
    const admin = await signedInPage(portal.admin);
    await admin.goto('/digitale-handtekeningen');
    await admin.getByRole('tab', { name: 'Ondertekende documenten' }).click();
    await admin.getByRole('button', { name: `${TITLE} verwijderen` }).click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Verwijderen' }).click();
    await admin.locator('.ant-notification-notice').filter({ hasText: m.deleted }).waitFor();
    await dismissToasts(admin);
    await admin.getByText('Document verwijderd').first().waitFor();

    // Assess: the token still verifies, marked 'Document verwijderd'; a tampered copy does not match
    await visitor.reload();
    await visitor.getByText('✓ Rechtsgeldig').waitFor();
    await visitor.getByTestId('verification-result').getByText('Document verwijderd').waitFor();
    const tampered = Buffer.from(pdf);
    tampered[400] = (tampered[400] ?? 0) ^ 0x01;
    await visitor
      .locator('.signing-file-check input[type=file]')
      .setInputFiles({ name: 'kopie.pdf', mimeType: 'application/pdf', buffer: tampered });
    await visitor
      .getByTestId('file-check-result')
      .getByText('Bestand komt niet overeen', { exact: true })
      .waitFor();
    await saveScreenshot(visitor, 'signing-04-deleted-and-tampered');
  });

  it('links /ondertekenen from the signing screen (also at its alias) and signs a PDF there without a chosen place', async () => {
    // Prepare: the second spelling of the signing screen
    const page = await signedInPage(COORDINATOR);
    await page.goto('/digitale-ondertekeninge');
    await page.getByRole('heading', { name: 'Digitale Ondertekening' }).first().waitFor();

    // Act: follow the link to /ondertekenen and choose a PDF, no place
    await page.getByRole('link', { name: 'PDF ondertekenen' }).click();
    await page.waitForURL(`${portal.url}/ondertekenen`);
    await page.getByRole('button', { name: 'Ondertekenen namens de vereniging' }).waitFor();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: await threePagePdf() });
    await page.getByTestId('chosen-file').waitFor();
    const submit = page.getByRole('button', { name: 'Ondertekenen namens de vereniging' });

    // Assess: no picker forced open, the button is on, and signing succeeds in the last page's corner
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await submit.isDisabled()).toBe(false);
    await saveScreenshot(page, 'signing-01b-on-behalf-without-place');
    await submit.click();
    await page.locator('.ant-result-success').getByText(m.signed).waitFor();
  });

  it('shows a volunteer no signing entry, and the public page on a phone asks for a token', async () => {
    const volunteer = await signedInPage(VOLUNTEER, { viewport: PHONE_VIEWPORT });
    await volunteer.getByRole('button', { name: 'Menu openen' }).click();
    await volunteer
      .getByRole('link', { name: /Nieuws/ })
      .first()
      .waitFor();
    expect(await volunteer.getByRole('link', { name: /Digitale Ondertekening/ }).count()).toBe(0);

    const visitor = await openPage({ viewport: PHONE_VIEWPORT });
    await visitor.goto('/ondertekening-controleren');
    await visitor.getByRole('button', { name: 'Verifiëren' }).click();
    await visitor
      .locator('.ant-notification-notice')
      .filter({ hasText: messages.verification.tokenRequiredTitle })
      .waitFor();
    await visitor.getByLabel('Ondertekeningstoken').fill('0f8fad5b-d9cb-469f-a165-70867728950e');
    await visitor.getByRole('button', { name: 'Verifiëren' }).click();
    await visitor.getByText(messages.verification.notValid).last().waitFor();
    await saveScreenshot(visitor, 'signing-05-public-phone');
  });
});
