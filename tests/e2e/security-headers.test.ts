import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { settingsMessages } from '../../shared/messages/settings';
import { contentSecurityPolicyWithoutFrameAncestors } from '../../shared/security-headers';
import { hasChromium } from './support/browser';
import { startFramingSite } from './support/framing-site';
import { saveScreenshot } from './support/screenshots';
import { dismissToasts, signIn } from './support/session';
import { browserSuite } from './support/suite';

/** Two sites of the association under names that are not localhost, served by one local server. */
const ALLOWED_HOST = 'vereniging.test';
const REFUSED_HOST = 'andere-site.test';
const INTRO_TEXT = 'Welkom bij Huiswerkhulp Gent';

/** Records what the browser refused under the page's CSP, in the document and in its console. */
async function watchCsp(page: Page) {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Refused to use ${event.blockedURI} (CSP ${event.violatedDirective}) at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
  return refusals;
}

/** A one-page PDF as Chromium prints it: its text in an embedded font subset, which pdf.js loads as a font face. */
async function pdfWithEmbeddedFont(page: Page): Promise<Buffer> {
  await page.setContent(
    '<main style="font: 20px DejaVu Serif, serif; padding: 48px"><h1>Samenwerkingsovereenkomst</h1><p>Ondertekend door het bestuur.</p></main>',
  );
  return page.pdf({ format: 'A4' });
}

describe.runIf(hasChromium())('the production security headers in the browser', () => {
  let site: { port: number; server: Server };
  const suite = browserSuite({
    browserArgs: [`--host-resolver-rules=MAP ${ALLOWED_HOST} 127.0.0.1, MAP ${REFUSED_HOST} 127.0.0.1`],
  });

  beforeAll(async () => {
    site = await startFramingSite(suite.portal.url);
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.server.close(resolve));
  });

  it('renders a PDF in the signing position picker under the production CSP without a refusal', async () => {
    // Prepare: the admin on the signing screen, which is served with the shared policy
    const page = await suite.openPage();
    const refusals = await watchCsp(page);
    const pdf = await pdfWithEmbeddedFont(await suite.openPage());
    await signIn(page, suite.portal.admin.username, suite.portal.admin.password);
    const answer = await page.goto('/digitale-handtekeningen');
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(
      csp.startsWith(contentSecurityPolicyWithoutFrameAncestors([]).split('; connect-src')[0] ?? '-'),
    ).toBe(true);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|font-src[^;]*data:/);

    // Act: choose the PDF; the picker opens and pdf.js draws its first page
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'overeenkomst.pdf', mimeType: 'application/pdf', buffer: pdf });
    const canvas = page.getByRole('dialog').getByTestId('pdf-canvas');
    await canvas.waitFor();

    // Assess: the page has ink (the text in its embedded font), and nothing was refused
    await expect
      .poll(
        () =>
          canvas.evaluate((element: HTMLCanvasElement) => {
            const context = element.getContext('2d');
            if (!context) return 0;
            const { data } = context.getImageData(0, 0, element.width, element.height);
            let dark = 0;
            for (let index = 0; index < data.length; index += 4)
              if ((data[index] ?? 255) < 100 && (data[index + 3] ?? 0) > 200) dark += 1;
            return dark;
          }),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(500);
    await saveScreenshot(page, 'security-headers-01-signing-picker');
    expect(refusals).toEqual([]);
  });

  it('lets only the sites of the Formulieren tab frame the registration form, with its intro text, at once after a save', async () => {
    // Prepare: the admin allows one site and writes an intro (with a script that must not survive)
    const admin = await suite.openPage();
    await signIn(admin, suite.portal.admin.username, suite.portal.admin.password);
    await admin.goto('/instellingen');
    await admin.getByRole('tab', { name: 'Formulieren' }).click();
    const save = async (label: string, value: string) => {
      await admin.getByLabel(label, { exact: true }).fill(value);
      await admin.getByRole('button', { name: `${label} opslaan` }).click();
      await admin
        .locator('.ant-notification-notice')
        .filter({ hasText: settingsMessages.settings.saved })
        .waitFor();
      await dismissToasts(admin);
    };
    const allowed = `http://${ALLOWED_HOST}:${site.port}`;
    const refused = `http://${REFUSED_HOST}:${site.port}`;
    await save('Toegestane websites', allowed);
    await save(
      'Inleidende tekst van het formulier (HTML)',
      `<p><strong>${INTRO_TEXT}</strong></p><script>document.title = 'gehackt'</script>`,
    );
    // The tab's own preview frames the form from the portal itself, which may always do so
    const preview = admin.locator('iframe.settings-form-preview');
    await preview.scrollIntoViewIfNeeded();
    await admin
      .frameLocator('iframe.settings-form-preview')
      .getByRole('button', { name: 'Aanmelding versturen' })
      .waitFor();
    await saveScreenshot(admin, 'security-headers-02-forms-tab');

    // Act: both sites frame the form
    const onAllowed = await suite.openPage();
    await onAllowed.goto(`${allowed}/`);
    const onRefused = await suite.openPage();
    const refusals = await watchCsp(onRefused);
    await onRefused.goto(`${refused}/`);

    // Assess: the allowed site shows the form with the intro (no script from it), the other gets nothing
    const form = onAllowed.frameLocator('iframe#aanmelding');
    await form.getByRole('button', { name: 'Aanmelding versturen' }).waitFor();
    await form
      .getByRole('region', { name: messages.publicSignup.introLabel })
      .getByText(INTRO_TEXT)
      .waitFor();
    expect(await form.locator('.reg-intro script').count()).toBe(0);
    await saveScreenshot(onAllowed, 'security-headers-03-framed-allowed');
    await expect.poll(() => refusals.some((text) => text.includes('frame-ancestors'))).toBe(true);
    expect(
      await onRefused
        .frameLocator('iframe#aanmelding')
        .getByRole('button', { name: 'Aanmelding versturen' })
        .count(),
    ).toBe(0);
    await saveScreenshot(onRefused, 'security-headers-04-framed-refused');

    // Act + Assess: once the admin adds the second site, it frames the form too, without a restart
    await save('Toegestane websites', `${allowed}\n${refused}`);
    await onRefused.reload();
    await onRefused
      .frameLocator('iframe#aanmelding')
      .getByRole('button', { name: 'Aanmelding versturen' })
      .waitFor();
  });
});
