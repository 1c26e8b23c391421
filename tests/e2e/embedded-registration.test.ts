import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { apiLogin, callApi } from './support/api';
import { hasChromium } from './support/browser';
import { startFramingSite } from './support/framing-site';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

const pub = messages.publicSignup;
/** The association's site under a name that is not localhost: over http it is no secure context. */
const SITE_HOST = 'vereniging.test';

describe.runIf(hasChromium())('the registration form framed on a plain-http site', () => {
  const suite = browserSuite({ browserArgs: [`--host-resolver-rules=MAP ${SITE_HOST} 127.0.0.1`] });
  let site: { port: number; server: Server };

  beforeAll(async () => {
    site = await startFramingSite(suite.portal.url);
    // Only the sites of the embed_origins setting may frame the form (issue 36).
    await callApi(suite.portal, 'PUT', '/api/settings/embed_origins', {
      token: await apiLogin(suite.portal, suite.portal.admin.username, suite.portal.admin.password),
      body: { value: `http://${SITE_HOST}:${site.port}` },
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => site?.server.close(resolve));
  });

  it('renders, shows the agreement error in red and submits without crypto.randomUUID', async () => {
    // Prepare: the host page at http://vereniging.test, so the frame is not a secure context
    const page = await suite.openPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`http://${SITE_HOST}:${site.port}/`);
    const frame = page.frameLocator('iframe#aanmelding');
    const submit = frame.getByRole('button', { name: 'Aanmelding versturen' });
    await submit.waitFor();
    const formFrame = page.frames().find((candidate) => candidate.url().endsWith('/registration'));
    const frameContext = await formFrame?.evaluate(() => ({
      isSecureContext: window.isSecureContext,
      hasRandomUuid: typeof crypto.randomUUID === 'function',
    }));
    expect(frameContext).toEqual({ isSecureContext: false, hasRandomUuid: false });

    // Act: send it empty
    await submit.click();

    // Assess: the agreement's error has the colour of every other field's error
    await frame.getByText(pub.agreementRequired).waitFor();
    const colours = await Promise.all([
      frame.getByText(pub.agreementRequired).evaluate((element) => getComputedStyle(element).color),
      frame
        .getByText(pub.required)
        .first()
        .evaluate((element) => getComputedStyle(element).color),
    ]);
    expect(colours[0]).toBe(colours[1]);

    // Act: fill it in and send it
    await frame.getByLabel('Naam ouder/voogd').fill('Karim Benali');
    await frame.getByLabel('Telefoonnummer').fill('0471 22 33 44');
    await frame.getByLabel(/^Adres/).fill('Stationsstraat 8, 2800 Mechelen');
    await frame.getByLabel('Naam kind').fill('Lina');
    await frame.getByLabel('Leeftijd').fill('10');
    await frame.getByLabel(/^School/).fill('Sint-Jozefschool');
    await frame.getByLabel('Leerjaar of klas').fill('4de leerjaar');
    await frame.getByLabel('Waarbij heeft uw kind hulp nodig?').fill('Rekenen');
    await frame.getByLabel('Wanneer is uw kind beschikbaar?').fill('Dinsdag na school');
    await frame.getByLabel(/Ik ga akkoord/).check();
    await submit.click();

    // Assess: received, with an idempotency key the server accepted, and no script error
    await frame.getByRole('heading', { name: pub.receivedTitle }).waitFor();
    await saveScreenshot(page, 'embedded-registration-plain-http');
    expect(pageErrors).toEqual([]);
  });
});
