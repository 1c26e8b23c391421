import { PDFDocument, rgb } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { browserSuite } from './support/suite';

const COORDINATOR = {
  username: 'avandamme',
  password: 'Contract-Voor-De-School-46',
  firstName: 'An',
  lastName: 'Van Damme',
  email: 'an.vandamme@example.org',
  role: 'coordinator',
};

/** One A4 page with a dark band and a title, so a drawn page is easy to tell from a blank one. */
async function onePagePdf() {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawRectangle({ x: 40, y: 640, width: 515, height: 120, color: rgb(0.1, 0.2, 0.4) });
  page.drawText('Samenwerkingsovereenkomst', { x: 60, y: 560, size: 24 });
  return Buffer.from(await pdf.save());
}

/** Dark pixels in the picker's canvas: 0 while nothing is drawn on it. */
const darkPixelsOf = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    if (element.width === 0 || element.height === 0) return 0;
    const { data } = element.getContext('2d')?.getImageData(0, 0, element.width, element.height) ?? {
      data: [],
    };
    let dark = 0;
    for (let index = 0; index < data.length; index += 4)
      if ((data[index + 3] ?? 0) > 0 && (data[index] ?? 255) < 100) dark += 1;
    return dark;
  });

async function openPicker(page: Page) {
  await page.goto('/digitale-handtekeningen');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'overeenkomst.pdf', mimeType: 'application/pdf', buffer: await onePagePdf() });
  const dialog = page.getByRole('dialog', { name: 'Kies de plaats van de handtekening' });
  await dialog.waitFor();
  return dialog;
}

/**
 * The signing preview shows what it signs (issue 37 point 6): the page is drawn as soon as the
 * dialog opens, again after a resize, and 'Bevestigen' stays off until a place on a shown page.
 */
describe.runIf(hasChromium())('The signing preview', () => {
  const suite = browserSuite({ sharedPortal: true });

  beforeAll(async () => {
    await createUserAsAdmin(suite.portal, COORDINATOR);
  });

  it('draws the page when it opens, and keeps Bevestigen off until a place on it is chosen', async () => {
    // Prepare
    const page = await suite.openPage();
    await signIn(page, COORDINATOR.username, COORDINATOR.password);

    // Act
    const dialog = await openPicker(page);
    const confirm = dialog.getByRole('button', { name: 'Bevestigen' });
    const canvas = dialog.getByTestId('pdf-canvas');

    // Assess: off at first; the page appears without any zooming
    expect(await confirm.isDisabled()).toBe(true);
    await expect.poll(() => darkPixelsOf(canvas), { timeout: 15_000 }).toBeGreaterThan(10_000);
    expect(await canvas.isVisible()).toBe(true);
    expect(await confirm.isDisabled()).toBe(true);
    await saveScreenshot(page, 'signing-preview-01-opened');

    // Act: choose a place on the drawn page
    await canvas.click({ position: { x: 400, y: 600 } });

    // Assess: the marker is there and the place can be confirmed
    await dialog.getByTestId('signature-marker').waitFor();
    expect(await confirm.isEnabled()).toBe(true);
    await saveScreenshot(page, 'signing-preview-02-placed');
    await confirm.click();
    await page
      .getByTestId('chosen-position')
      .getByText(/^Pagina 1, x \d+, y \d+$/)
      .waitFor();
  });

  it('draws the page again when the window changes size', async () => {
    // Prepare
    const page = await suite.openPage();
    await signIn(page, COORDINATOR.username, COORDINATOR.password);
    const dialog = await openPicker(page);
    const canvas = dialog.getByTestId('pdf-canvas');
    await expect.poll(() => darkPixelsOf(canvas), { timeout: 15_000 }).toBeGreaterThan(10_000);

    // Act
    await page.setViewportSize({ width: 820, height: 700 });

    // Assess: still drawn, and a place can still be chosen and confirmed
    await expect.poll(() => darkPixelsOf(canvas), { timeout: 15_000 }).toBeGreaterThan(10_000);
    await canvas.click({ position: { x: 300, y: 400 } });
    await dialog.getByTestId('signature-marker').waitFor();
    expect(await dialog.getByRole('button', { name: 'Bevestigen' }).isEnabled()).toBe(true);
    await saveScreenshot(page, 'signing-preview-03-resized');
  });
});
