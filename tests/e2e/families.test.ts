import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { apiLogin } from './support/api';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

const pub = messages.publicSignup;
const VOLUNTEER = {
  username: 'sanne.peeters',
  password: 'Zonnige-Dinsdag-42',
  firstName: 'Sanne',
  lastName: 'Peeters',
  email: 'sanne.peeters@example.org',
  role: 'vrijwilliger',
};
const PARENT = {
  parentName: 'Fatima El Amrani',
  phone: '0470 11 22 33',
  email: 'fatima.elamrani@example.org',
  address: 'Dorpsstraat 4, 9000 Gent',
  childName: 'Yasmine',
  school: 'Basisschool De Regenboog',
  grade: '5de leerjaar',
  supportNeeded: 'Begrijpend lezen en wiskunde',
  availability: 'Maandag en woensdag na school',
};

/** What the frame loads: the path the association embeds (README). */
const FRAMED_FORM_PATH = '/registration';

/**
 * The association's own website on another local origin: a page that frames the portal's public
 * form, with the optional script of the README that sizes the frame to the form.
 */
function startAssociationSite(portalUrl: string): Promise<{ url: string; server: Server }> {
  const html = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <title>Huiswerkklas De Brug</title>
    <style>
      body { margin: 0; font-family: Georgia, serif; background: #fbf7ef; color: #3b2f22; }
      header { padding: 24px 40px; background: #7c2d12; color: #fff; }
      main { max-width: 860px; margin: 24px auto; padding: 0 16px; }
      iframe { width: 100%; height: 1400px; border: 1px solid #e7dcc8; border-radius: 8px; background: #fff; }
    </style>
  </head>
  <body>
    <header><h1>Huiswerkklas De Brug</h1><p>Meld uw kind aan voor onze huiswerkbegeleiding.</p></header>
    <main>
      <iframe id="aanmelding" src="${portalUrl}${FRAMED_FORM_PATH}" title="Aanmelding huiswerkbegeleiding"></iframe>
    </main>
    <script>
      window.addEventListener('message', (event) => {
        if (event.origin !== '${portalUrl}' || event.data?.type !== 'vrijwilligersportaal:registration-height') return;
        document.getElementById('aanmelding').style.height = event.data.height + 'px';
      });
    </script>
  </body>
</html>`;
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }),
    );
  });
}

async function fillRegistration(form: FrameLocator | Page, values: typeof PARENT & { childAge: string }) {
  await form.getByLabel('Naam ouder/voogd').fill(values.parentName);
  await form.getByLabel('Telefoonnummer').fill(values.phone);
  await form.getByLabel('E-mailadres').fill(values.email);
  await form.getByLabel(/^Adres/).fill(values.address);
  await form.getByLabel('Naam kind').fill(values.childName);
  await form.getByLabel('Leeftijd').fill(values.childAge);
  await form.getByLabel(/^School/).fill(values.school);
  await form.getByLabel('Leerjaar of klas').fill(values.grade);
  await form.getByLabel('Waarbij heeft uw kind hulp nodig?').fill(values.supportNeeded);
  await form.getByLabel('Wanneer is uw kind beschikbaar?').fill(values.availability);
}

const submitButton = (form: FrameLocator | Page) =>
  form.getByRole('button', { name: 'Aanmelding versturen' });

// By its visible title: a closed antd dialog may stay mounted while another one opens.
const dialogTitled = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const familyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe.runIf(hasChromium())('families and the public registration form', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let site: { url: string; server: Server };
  let adminToken: string;
  let volunteerId: number;

  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${portal.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  const openPage = (viewport?: { width: number; height: number }) =>
    suite.openPage(viewport ? { viewport } : {});
  const { signedInPage } = suite;

  beforeAll(async () => {
    portal = suite.portal;
    site = await startAssociationSite(portal.url);
    adminToken = await apiLogin(portal, portal.admin.username, portal.admin.password);
    // Only the sites of the embed_origins setting may frame the form (issue 36).
    await api('PUT', '/api/settings/embed_origins', { value: new URL(site.url).origin });
    volunteerId = (await api<{ id: number }>('POST', '/api/users', VOLUNTEER)).id;
    // Families the volunteer must not see: one of nobody's, one of another volunteer's.
    const colleague = await api<{ id: number }>('POST', '/api/users', {
      ...VOLUNTEER,
      username: 'jonas.maes',
      firstName: 'Jonas',
      lastName: 'Maes',
      email: 'jonas.maes@example.org',
    });
    await api('POST', '/api/families', {
      parentName: 'Familie Vermeulen',
      childName: 'Noah',
      childAge: 14,
      guidanceStatus: 'actief',
      assignedTo: colleague.id,
      notes: 'Niet voor Sanne',
    });
    await api('POST', '/api/families', { parentName: 'Familie Claes', childName: 'Emma', childAge: 8 });
  });

  afterAll(async () => {
    await new Promise((resolve) => site?.server.close(resolve));
  });

  it('lets a parent sign up through the form framed on the association’s site', async () => {
    // Prepare: the association's page on another origin, framing /registration
    const page = await openPage();
    await page.goto(site.url);
    const form = page.frameLocator('iframe#aanmelding');
    await submitButton(form).waitFor();
    expect(await form.getByRole('heading', { name: 'Aanmelding huiswerkbegeleiding' }).count()).toBe(0);
    await saveScreenshot(page, 'families-01-registration-in-iframe');

    // Act: send the empty form
    await submitButton(form).click();

    // Assess: every required field and the agreement say what is missing, nothing is sent
    await expect.poll(() => form.getByText(pub.required).count()).toBe(9);
    expect(await form.getByText(pub.agreementRequired).isVisible()).toBe(true);
    await saveScreenshot(page, 'families-02-registration-required-fields');

    // Act: a child of 5 and a malformed e-mail address
    await fillRegistration(form, { ...PARENT, email: 'fatima@', childAge: '5' });
    await submitButton(form).click();

    // Assess
    await form.getByText(pub.invalidAge).waitFor();
    expect(await form.getByText(pub.invalidEmail).isVisible()).toBe(true);
    await form.getByLabel('Leeftijd').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'families-03-registration-age-and-email');

    // Act: correct both, agree and send
    await form.getByLabel('Leeftijd').fill('11');
    await form.getByLabel('E-mailadres').fill(PARENT.email);
    await form.getByLabel('Bijzondere aandachtspunten').fill('Leest graag strips');
    await form.getByLabel(/Ik ga akkoord/).check();
    await submitButton(form).click();

    // Assess: the embedded confirmation promises a volunteer within 5 working days
    await form.getByRole('heading', { name: pub.receivedTitle }).waitFor();
    expect(await form.getByText(pub.receivedEmbedded).isVisible()).toBe(true);
    // The README's script sizes the frame to the form, which is now only the confirmation.
    await expect
      .poll(() => page.locator('iframe#aanmelding').evaluate((frame) => frame.getBoundingClientRect().height))
      .toBeLessThan(500);
    await page.locator('iframe#aanmelding').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'families-04-registration-received-in-iframe');
  });

  it('loads the standalone form without the staff app, and re-enables the button after a failure', async () => {
    // Prepare: the light page on a phone, and a server that fails once
    const page = await openPage(PHONE_VIEWPORT);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    let failNext = true;
    await page.route('**/api/public/family-registration', (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      return route.fulfill({ status: 500, json: { message: messages.generic.internal, code: 'INTERNAL' } });
    });
    await page.goto('/registration.html');
    await submitButton(page).waitFor();
    expect(await page.locator('[class*="ant-"]').count()).toBe(0);
    expect(scripts.some((url) => /\/assets\/main-/.test(url))).toBe(false);
    await saveScreenshot(page, 'families-05-registration-phone');

    // Act
    await fillRegistration(page, {
      ...PARENT,
      parentName: 'Karim Benali',
      email: '',
      childName: 'Amira',
      childAge: '9',
    });
    await page.getByLabel(/Ik ga akkoord/).check();
    await submitButton(page).click();

    // Assess: the failure, with the button usable again; a second try goes through
    await page.getByRole('alert').filter({ hasText: pub.failed }).waitFor();
    expect(await submitButton(page).isEnabled()).toBe(true);
    await saveScreenshot(page, 'families-06-registration-failure');
    await submitButton(page).click();
    await page.getByRole('heading', { name: pub.receivedTitle }).waitFor();
    expect(await page.getByText(pub.received).isVisible()).toBe(true);
    await saveScreenshot(page, 'families-07-registration-received-phone');

    // Assess: the route of spec §2 shows the same form
    await page.goto('/registration');
    await submitButton(page).waitFor();
  });

  it('shows the admin the new registration, who assigns a volunteer and sets the family active', async () => {
    // Prepare
    const page = await signedInPage(portal.admin);

    // Act
    await page.goto('/gezinnen');

    // Assess: the green panel and the aanmeldingen tab show the parent's registration
    const panel = page.getByRole('region', { name: 'Nieuwe Aanmeldingen' });
    await panel.getByText(PARENT.parentName).waitFor();
    expect(await panel.getByText('Kind: Yasmine (11 jaar)').isVisible()).toBe(true);
    expect(await panel.getByText('Karim Benali').isVisible()).toBe(true);
    await page.getByRole('tab', { name: /Aanmeldingen/ }).click();
    await expect.poll(() => familyRows(page).filter({ hasText: PARENT.parentName }).count()).toBe(1);
    expect(await familyRows(page).filter({ hasText: 'Familie Vermeulen' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: /Aanmeldingen/ }).textContent()).toContain('(3)');
    await saveScreenshot(page, 'families-08-admin-new-registrations');

    // Act: edit the family, assign Sanne and set it active
    await page.getByRole('button', { name: `Gezin ${PARENT.parentName} bewerken` }).click();
    const dialog = dialogTitled(page, 'Gezin bewerken');
    await dialog.getByLabel('Naam ouder/voogd').waitFor();
    expect(await dialog.getByLabel('Notities over het kind').inputValue()).toContain('Leest graag strips');
    const assignee = dialog.getByRole('combobox', { name: 'Begeleider' });
    await assignee.click();
    await assignee.fill('Sanne');
    await page.locator('.ant-select-item-option-active', { hasText: 'Sanne Peeters' }).waitFor();
    await assignee.press('Enter');
    await expect
      .poll(() => dialog.locator('.ant-form-item').filter({ hasText: 'Begeleider' }).textContent())
      .toContain('Sanne Peeters');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.locator('.ant-select-item-option[title="Actief"]').click();
    await saveScreenshot(page, 'families-09-admin-edit-dialog');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();

    // Assess: saved, the family has left the aanmeldingen tab and is active with its volunteer
    await page.getByText(messages.families.updated).waitFor();
    await expect.poll(() => familyRows(page).filter({ hasText: PARENT.parentName }).count()).toBe(0);
    await page.getByRole('tab', { name: /Actief/ }).click();
    const row = familyRows(page).filter({ hasText: PARENT.parentName });
    await row.waitFor();
    expect(await row.textContent()).toContain('Begeleider: Sanne Peeters');
    expect(await row.textContent()).toContain('Actief');
    await saveScreenshot(page, 'families-10-admin-family-active');

    const family = (
      await api<{ items: { parentName: string; assignedTo: number | null; guidanceStatus: string }[] }>(
        'GET',
        '/api/families?search=fatima',
      )
    ).items[0];
    expect(family).toMatchObject({ assignedTo: volunteerId, guidanceStatus: 'actief' });
  });

  it('shows the volunteer that family, read-only, and no other', async () => {
    // Prepare
    const page = await signedInPage(VOLUNTEER);

    // Act
    await page.goto('/gezinnen');

    // Assess: the read-only banner, one family, no way to change it
    await page.getByText(messages.families.readOnly).waitFor();
    await expect.poll(() => familyRows(page).count()).toBe(1);
    expect(await familyRows(page).first().textContent()).toContain(PARENT.parentName);
    expect(await page.getByRole('button', { name: 'Gezin toevoegen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /bewerken|verwijderen/ }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Nieuwe Aanmeldingen' }).count()).toBe(0);
    await saveScreenshot(page, 'families-11-volunteer-read-only');

    // Act + Assess: the details open read-only, with the notes about the child
    await page.getByRole('button', { name: `Gezin ${PARENT.parentName} bekijken` }).click();
    const dialog = dialogTitled(page, 'Gezin bekijken');
    await dialog.getByText('Begrijpend lezen en wiskunde', { exact: false }).waitFor();
    expect(await dialog.getByText('Sanne Peeters').isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Opslaan' }).count()).toBe(0);
    await saveScreenshot(page, 'families-12-volunteer-view-dialog');

    // Assess: another family by id is "not found" for this volunteer
    const others = await api<{ items: { id: number; parentName: string }[] }>(
      'GET',
      '/api/families?search=vermeulen',
    );
    // The browser's own session cookie, as the web app sends it.
    const answer = await page.request.get(`/api/families/${others.items[0]?.id}`);
    expect(answer.status()).toBe(404);
  });
  it('shows a board member, who sees every family, the new registrations too', async () => {
    // Prepare
    const board = { ...VOLUNTEER, username: 'lies.bestuur', email: 'lies@example.org', role: 'bestuurslid' };
    await api('POST', '/api/users', { ...board, firstName: 'Lies', lastName: 'Wouters' });
    const page = await signedInPage(board);

    // Act
    await page.goto('/gezinnen');

    // Assess: the panel with a registration still in behandeling, and no way to change families
    const panel = page.getByRole('region', { name: 'Nieuwe Aanmeldingen' });
    await panel.getByText('Familie Claes').waitFor();
    expect(await page.getByRole('button', { name: 'Gezin toevoegen' }).count()).toBe(0);
    await saveScreenshot(page, 'families-12b-board-new-registrations');
  });

  it('lets staff pass on a registration from the portal, with the messages of the in-portal form', async () => {
    // Prepare
    const page = await signedInPage(portal.admin);
    await page.goto('/gezinnen?action=add');
    await dialogTitled(page, 'Gezin toevoegen').getByLabel('Naam ouder/voogd').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.keyboard.press('Escape');

    // Act: open the signup dialog and send it empty
    await page.getByRole('button', { name: 'Gezin aanmelden' }).click();
    const dialog = dialogTitled(page, 'Gezin aanmelden');
    await dialog.getByRole('button', { name: 'Aanmelding versturen' }).click();

    // Assess
    await dialog.getByText(messages.familySignup.subjectsRequired).waitFor();
    expect(await dialog.getByText(messages.familySignup.nameRequired, { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await dialog.getByText(messages.familySignup.invalidPhone).isVisible()).toBe(true);
    await saveScreenshot(page, 'families-13-portal-signup-required');

    // Act: fill it in and send
    await dialog.getByLabel('Naam ouder/voogd').fill('Anouk De Smet');
    await dialog.getByLabel('E-mail').fill('anouk.desmet@example.org');
    await dialog.getByLabel('Telefoon').fill('0479 12 34 56');
    await dialog.getByLabel('Adres').fill('Kerkplein 2, 8000 Brugge');
    await dialog.getByLabel('Naam kind').fill('Lucas');
    await dialog.getByLabel('Leeftijd kind').fill('10');
    await dialog.getByLabel('School').fill('Sint-Lodewijk');
    await dialog.getByLabel('Leerjaar/graad').fill('4de leerjaar');
    await dialog.getByLabel('Vakken waarvoor hulp nodig is').fill('Frans');
    await dialog.getByRole('button', { name: 'Aanmelding versturen' }).click();

    // Assess: sent, and waiting among the new registrations
    await page.getByText(messages.familySignup.sent).waitFor();
    await page.getByRole('region', { name: 'Nieuwe Aanmeldingen' }).getByText('Anouk De Smet').waitFor();
    await saveScreenshot(page, 'families-14-portal-signup-sent');
  });
});
