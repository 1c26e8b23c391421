import { PDFDocument } from 'pdf-lib';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../shared/routes/index';
import { MINIMAL_PDF } from '../integration/support/files';
import { apiLogin, callApi } from './support/api';
import { hasChromium } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

/**
 * Issue 39 item 4: every idempotent create in the registry is reached from a screen, and a double
 * click on its button stores one item. The browser's typed client attaches the Idempotency-Key
 * itself (one per intent, a submission in flight sent once), so no screen can forget it.
 */
const dialog = (page: Page) => page.getByRole('dialog');

async function pickOption(page: Page, text: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

async function onePagePdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Overeenkomst', { x: 60, y: 780, size: 20 });
  return Buffer.from(await pdf.save());
}

/**
 * Watches the page's calls to one create route: `settled` waits until at least one was answered and
 * none is on its way (twice, a moment apart, so a late second submission is waited for too).
 */
function watchCreates(page: Page, path: string) {
  const pending = new Set<Request>();
  let answered = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) pending.add(request);
  });
  const done = (request: Request) => {
    if (pending.delete(request)) answered += 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const quiet = () => expect.poll(() => answered > 0 && pending.size === 0, { timeout: 20_000 }).toBe(true);
  return {
    async settled() {
      await quiet();
      await page.waitForTimeout(750);
      await quiet();
    },
  };
}

/** Every idempotent create has its screen now (the session log's and the agenda's since issue 33). */
const NOT_YET_ON_SCREEN: string[] = [];
/**
 * Creates that no button starts, so there is nothing to click twice: choosing the organisation
 * notice's PDF publishes it (issue 31). Its idempotency key still makes a retry store one version
 * (tests/web/idempotency.test.ts checks the client sends it).
 */
const NO_BUTTON_TO_CLICK = ['notice-publish'];
/** The 15 idempotent creates of the registry a button starts, each to be proved below. */
const IDEMPOTENT_CREATES = routeList
  .filter(
    (route) =>
      route.idempotent === true &&
      !NOT_YET_ON_SCREEN.includes(route.id) &&
      !NO_BUTTON_TO_CLICK.includes(route.id),
  )
  .map((route) => route.id)
  .sort();

describe.runIf(hasChromium())('a double click on a create button stores one item', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let adminToken: string;
  const proved = new Set<string>();

  beforeAll(async () => {
    portal = suite.portal;
    adminToken = await apiLogin(portal, portal.admin.username, portal.admin.password);
  });

  /** How many items of a list answer (items or a bare array) mention `marker`. */
  const countMatching = async (path: string, marker: string) => {
    const answer = await callApi<unknown>(portal, 'GET', path, { token: adminToken });
    const items = Array.isArray(answer) ? answer : ((answer as { items?: unknown[] }).items ?? []);
    return items.filter((item) => JSON.stringify(item).includes(marker)).length;
  };

  /** Double-clicks `button`, waits for every call to `createPath`, and expects one item in `listPath`. */
  async function doubleClickCreatesOne(
    page: Page,
    routeId: string,
    button: ReturnType<Page['getByRole']>,
    created: { createPath: string; listPath: string; marker: string },
  ) {
    const creates = watchCreates(page, created.createPath);
    await button.dblclick();
    await creates.settled();
    await expect.poll(() => countMatching(created.listPath, created.marker)).toBe(1);
    proved.add(routeId);
  }

  const signedInAdmin = () => suite.signedInPage(portal.admin);

  it('adds one volunteer', async () => {
    const page = await signedInAdmin();
    await page.goto('/vrijwilligers');
    await page.getByRole('button', { name: 'Vrijwilliger toevoegen' }).click();
    const form = dialog(page);
    await form.getByLabel('Gebruikersnaam').fill('dubbel.klik');
    await form.getByLabel('Voornaam').fill('Dubbel');
    await form.getByLabel('Achternaam').fill('Klikker');
    await form.getByLabel('E-mail').fill('dubbel.klik@example.org');
    await doubleClickCreatesOne(page, 'users-create', form.getByRole('button', { name: 'Toevoegen' }), {
      createPath: '/api/users',
      listPath: '/api/users?search=Klikker',
      marker: 'dubbel.klik@example.org',
    });
  });

  it('adds one family, and passes on one registration from the portal', async () => {
    const page = await signedInAdmin();
    await page.goto('/gezinnen');
    await page.getByRole('button', { name: 'Gezin toevoegen' }).click();
    const form = dialog(page);
    await form.getByLabel('Naam ouder/voogd').fill('Familie Dubbelklik');
    await form.getByLabel('Naam kind').fill('Mila');
    await doubleClickCreatesOne(page, 'families-create', form.getByRole('button', { name: 'Toevoegen' }), {
      createPath: '/api/families',
      listPath: '/api/families?search=Dubbelklik',
      marker: 'Familie Dubbelklik',
    });
    await form.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Gezin aanmelden' }).click();
    const signup = dialog(page);
    await signup.getByLabel('Naam ouder/voogd').fill('Anouk Tweemaal');
    await signup.getByLabel('E-mail').fill('anouk.tweemaal@example.org');
    await signup.getByLabel('Telefoon').fill('0479 12 34 56');
    await signup.getByLabel('Adres').fill('Kerkplein 2, 8000 Brugge');
    await signup.getByLabel('Naam kind').fill('Lucas');
    await signup.getByLabel('Leeftijd kind').fill('10');
    await signup.getByLabel('School').fill('Sint-Lodewijk');
    await signup.getByLabel('Leerjaar/graad').fill('4de leerjaar');
    await signup.getByLabel('Vakken waarvoor hulp nodig is').fill('Frans');
    await doubleClickCreatesOne(
      page,
      'families-register',
      signup.getByRole('button', { name: 'Aanmelding versturen' }),
      { createPath: '/api/families/register', listPath: '/api/families?search=Tweemaal', marker: 'Tweemaal' },
    );
  });

  it('takes one registration from the public form', async () => {
    const page = await suite.openPage();
    await page.goto('/registration');
    await page.getByLabel('Naam ouder/voogd').fill('Hanna Dubbelzinnig');
    await page.getByLabel('Telefoonnummer').fill('0471 23 45 67');
    await page.getByLabel('E-mailadres').fill('hanna.dubbel@example.org');
    await page.getByLabel(/^Adres/).fill('Stationsstraat 12, 2800 Mechelen');
    await page.getByLabel('Naam kind').fill('Lars');
    await page.getByLabel('Leeftijd').fill('12');
    await page.getByLabel(/^School/).fill('Basisschool Sint-Jozef');
    await page.getByLabel('Leerjaar of klas').fill('4de leerjaar');
    await page.getByLabel('Waarbij heeft uw kind hulp nodig?').fill('Huiswerk plannen');
    await page.getByLabel('Wanneer is uw kind beschikbaar?').fill('Dinsdag na school');
    await page.getByLabel(/Ik ga akkoord/).check();
    await doubleClickCreatesOne(
      page,
      'public-family-registration',
      page.getByRole('button', { name: 'Aanmelding versturen' }),
      {
        createPath: '/api/public/family-registration',
        listPath: '/api/families?search=Dubbelzinnig',
        marker: 'Hanna Dubbelzinnig',
      },
    );
  });

  it('adds one bank account and one transaction', async () => {
    const page = await signedInAdmin();
    await page.goto('/boekhouding');
    await page.getByRole('button', { name: 'Bankrekening toevoegen' }).click();
    const account = dialog(page);
    await account.getByLabel('Naam').fill('Spaarrekening dubbel');
    await account.getByLabel('Bank', { exact: true }).fill('KBC');
    await account.getByLabel('Rekeningnummer (IBAN)').fill('BE71 0961 2345 6769');
    await account.getByLabel('Saldo (€)').fill('10');
    await doubleClickCreatesOne(
      page,
      'accounting-bank-accounts-create',
      account.getByRole('button', { name: 'Opslaan' }),
      {
        createPath: '/api/accounting/bank-accounts',
        listPath: '/api/accounting/bank-accounts',
        marker: 'Spaarrekening dubbel',
      },
    );
    await account.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Nieuwe Transactie' }).click();
    const entry = dialog(page);
    await entry.getByLabel('Type').click();
    await pickOption(page, 'Uitgaand');
    await entry.getByLabel('Beschrijving').fill('Tweemaal geklikte huur');
    await entry.getByLabel('Categorie').click();
    await pickOption(page, 'Huur');
    await entry.getByLabel('Bedrag (€)').fill('80');
    await doubleClickCreatesOne(
      page,
      'accounting-entries-create',
      entry.getByRole('button', { name: 'Opslaan' }),
      {
        createPath: '/api/accounting/entries',
        listPath: '/api/accounting/entries',
        marker: 'Tweemaal geklikte huur',
      },
    );
  });

  it('adds one calendar and one appointment', async () => {
    const page = await signedInAdmin();
    await page.goto('/agenda');
    await page.getByRole('button', { name: 'Nieuwe agenda' }).click();
    const calendar = dialog(page);
    await calendar.getByLabel('Naam').fill('Dubbele agenda');
    await doubleClickCreatesOne(page, 'calendars-create', calendar.getByRole('button', { name: 'Opslaan' }), {
      createPath: '/api/calendars',
      listPath: '/api/calendars',
      marker: 'Dubbele agenda',
    });
    await calendar.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Nieuwe afspraak', exact: true }).click();
    const event = dialog(page);
    await event.getByLabel('Titel').fill('Dubbel geklikte afspraak');
    const now = Date.now();
    const window = `from=${new Date(now - 45 * 86_400_000).toISOString()}&to=${new Date(now + 45 * 86_400_000).toISOString()}`;
    await doubleClickCreatesOne(
      page,
      'calendar-events-create',
      event.getByRole('button', { name: 'Opslaan' }),
      {
        createPath: '/api/calendar-events',
        listPath: `/api/calendar-events?${window}`,
        marker: 'Dubbel geklikte afspraak',
      },
    );
  });

  it('logs one session, and completes one appointment into one session', async () => {
    const family = await callApi<{ id: number }>(portal, 'POST', '/api/families', {
      token: adminToken,
      body: { parentName: 'Gezin Eenmaal', childName: 'Lotte' },
    });
    const sessions = `/api/families/${family.id}/sessions`;
    const page = await signedInAdmin();
    await page.goto(`/gezinnen/${family.id}/begeleiding`);
    await page.getByRole('button', { name: 'Begeleidingsmoment toevoegen' }).click();
    const form = dialog(page);
    await form.getByLabel('Resultaat').fill('Eenmaal vastgelegd');
    await doubleClickCreatesOne(page, 'session-logs-create', form.getByRole('button', { name: 'Opslaan' }), {
      createPath: '/api/sessions',
      listPath: sessions,
      marker: 'Eenmaal vastgelegd',
    });
    await form.waitFor({ state: 'hidden' });

    const calendar = await callApi<{ id: number }>(portal, 'POST', '/api/calendars', {
      token: adminToken,
      body: { name: 'Eenmaal afgerond' },
    });
    const end = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const appointment = await callApi<{ id: number }>(portal, 'POST', '/api/calendar-events', {
      token: adminToken,
      body: {
        title: 'Afspraak Eenmaal',
        calendarId: calendar.id,
        startDate: new Date(end.getTime() - 3_600_000).toISOString(),
        endDate: end.toISOString(),
        familyId: family.id,
      },
    });
    await page.goto('/agenda');
    await page.getByRole('button', { name: 'Zonder verslag' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Geplande begeleidingsmomenten zonder verslag' })
      .getByRole('button', { name: 'Vastleggen' })
      .click();
    const complete = page.getByRole('dialog', { name: 'Afspraak afronden als begeleidingsmoment' });
    await doubleClickCreatesOne(
      page,
      'session-logs-complete',
      complete.getByRole('button', { name: 'Opslaan' }),
      {
        createPath: '/api/sessions/from-appointment',
        listPath: sessions,
        marker: `"eventId":${appointment.id}`,
      },
    );
  });

  it('submits one declaration', async () => {
    const page = await signedInAdmin();
    await page.goto('/declaraties');
    await page.getByRole('button', { name: 'Nieuwe declaratie' }).click();
    const form = dialog(page);
    await form.getByText('Kilometervergoeding').click();
    await form.getByLabel('Beschrijving').fill('Dubbel geklikte rit');
    await form.getByLabel('Kilometers').fill('4');
    await doubleClickCreatesOne(page, 'declarations-create', form.getByRole('button', { name: 'Indienen' }), {
      createPath: '/api/declarations',
      listPath: '/api/declarations',
      marker: 'Dubbel geklikte rit',
    });
  });

  it('makes one folder and stores one uploaded document', async () => {
    const page = await signedInAdmin();
    await page.goto('/drive');
    await page.getByRole('button', { name: 'Nieuwe map' }).first().click();
    const folder = dialog(page);
    await folder.getByLabel('Mapnaam').fill('Dubbele map');
    await doubleClickCreatesOne(
      page,
      'documents-folders-create',
      folder.getByRole('button', { name: 'Aanmaken' }),
      { createPath: '/api/documents/folders', listPath: '/api/documents/folders', marker: 'Dubbele map' },
    );
    await folder.waitFor({ state: 'hidden' });

    await page
      .getByRole('button', { name: /Dubbele map/ })
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.has('map'));
    const folderId = Number(new URL(page.url()).searchParams.get('map'));
    await page.getByRole('button', { name: 'Uploaden' }).first().click();
    const upload = dialog(page);
    await page
      .locator('#drive-upload-input')
      .setInputFiles({ name: 'dubbel.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
    await doubleClickCreatesOne(page, 'documents-create', upload.getByRole('button', { name: 'Uploaden' }), {
      createPath: '/api/documents',
      listPath: `/api/documents?folderId=${folderId}`,
      marker: 'dubbel.pdf',
    });
    await saveScreenshot(page, 'double-click-01-drive-upload');
  });

  it('signs one document on the signing screen and one on /ondertekenen', async () => {
    const page = await signedInAdmin();
    await page.goto('/digitale-handtekeningen');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'eenmaal.pdf', mimeType: 'application/pdf', buffer: await onePagePdf() });
    const picker = dialog(page);
    // the page is drawn once pdf.js has read it (the empty canvas is 150 px high)
    await expect
      .poll(async () => (await picker.getByTestId('pdf-canvas').boundingBox())?.height ?? 0)
      .toBeGreaterThan(400);
    await picker.getByTestId('pdf-canvas').click({ position: { x: 200, y: 200 } });
    await picker.getByTestId('signature-marker').waitFor();
    await picker.getByRole('button', { name: 'Bevestigen' }).click();
    await page.getByLabel('Titel').fill('Eenmaal ondertekend');
    await doubleClickCreatesOne(
      page,
      'signing-upload-and-sign',
      page.getByRole('button', { name: 'Uploaden en ondertekenen' }),
      {
        createPath: '/api/documents/upload-and-sign',
        listPath: '/api/signed-documents',
        marker: 'Eenmaal ondertekend',
      },
    );

    await page.goto('/ondertekenen');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'namens-de-vereniging.pdf',
        mimeType: 'application/pdf',
        buffer: await onePagePdf(),
      });
    await page.getByTestId('chosen-file').waitFor();
    await doubleClickCreatesOne(
      page,
      'signing-sign-pdf',
      page.getByRole('button', { name: 'Ondertekenen namens de vereniging' }),
      {
        createPath: '/api/onderteken/upload',
        listPath: '/api/signed-documents',
        marker: 'namens-de-vereniging',
      },
    );
  });

  it('has proved every idempotent create of the registry', () => {
    expect(IDEMPOTENT_CREATES).toHaveLength(15);
    expect(routeList.filter((route) => route.idempotent === true).map((route) => route.id)).toEqual(
      expect.arrayContaining([...NOT_YET_ON_SCREEN, ...NO_BUTTON_TO_CLICK]),
    );
    expect([...proved].sort()).toEqual(IDEMPOTENT_CREATES);
  });
});
