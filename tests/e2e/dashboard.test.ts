import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_POLL_MS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { PORTAL_LINKS } from '../../shared/portal-links';
import type { Family, FamilyPage } from '../../shared/schemas/families';
import type { User } from '../../shared/schemas/users';
import { apiLogin, callApi } from './support/api';
import { hasChromium } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { browserSuite } from './support/suite';

const COORDINATOR = {
  username: 'els.wouters',
  password: 'Kalender-En-Koffie-31',
  firstName: 'Els',
  lastName: 'Wouters',
  email: 'els.wouters@example.org',
  role: 'coordinator',
};
const VOLUNTEERS = [
  {
    username: 'tom.claes',
    password: 'Fiets-Naar-De-Klas-64',
    firstName: 'Tom',
    lastName: 'Claes',
    email: 'tom.claes@example.org',
    role: 'vrijwilliger',
  },
  {
    username: 'nina.desmet',
    password: 'Rekenen-Met-Plezier-27',
    firstName: 'Nina',
    lastName: 'De Smet',
    email: 'nina.desmet@example.org',
    role: 'vrijwilliger',
  },
] as const;
const PARENTS = [
  { parentName: 'Hanna Mertens', childName: 'Lars', childAge: '12', email: 'hanna.mertens@example.org' },
  { parentName: 'Omar Haddad', childName: 'Lina', childAge: '9', email: 'omar.haddad@example.org' },
] as const;
/** Registrations waiting in behandeling: one more than the dashboard shows cards for. */
const WAITING_FAMILIES = ['Aerts', 'Bogaert', 'Coppens', 'Dubois', 'Goossens', 'Lambrechts', 'Michiels'];
/** One more than a poll interval, for the request and the render. */
const ONE_POLL_MS = NOTIFICATION_POLL_MS + 5_000;

type DesktopNotice = { title: string; body: string; closed: boolean };

/** Amounts in nl-BE use a no-break space after the euro sign. */
const euro = (amount: string) => new RegExp(`€\\s${amount.replace(',', '\\,')}`);
const headerBell = (page: Page) => page.locator('.app-header').getByRole('button', { name: /^Meldingen/ });
/** The bell's accessible name: its own (visually hidden) text, which the badge's count matches. */
const bellName = (page: Page) => headerBell(page).locator('.notification-bell__label').textContent();
const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: title });
const statistic = (page: Page, key: string) => page.getByTestId(`statistic-${key}`);
const monthFigure = (page: Page, key: string) => page.getByTestId(`month-${key}`).locator('dd');
const navEntry = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link').filter({ hasText: label });

/** Stands in for the browser's Notification API with permission granted, and records what is shown. */
function recordDesktopNotifications(context: BrowserContext) {
  return context.addInitScript(() => {
    const shown: { title: string; body: string; closed: boolean }[] = [];
    class RecordingNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      readonly #record: { title: string; body: string; closed: boolean };
      constructor(title: string, options?: { body?: string }) {
        this.#record = { title, body: options?.body ?? '', closed: false };
        shown.push(this.#record);
      }
      close() {
        this.#record.closed = true;
      }
    }
    Object.assign(window, { Notification: RecordingNotification, desktopNotifications: shown });
  });
}

const desktopNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { desktopNotifications: DesktopNotice[] }).desktopNotifications);

/** A parent fills in the public form at /registration, as families do from the association's site. */
async function registerAsParent(context: BrowserContext, parent: (typeof PARENTS)[number]) {
  const page = await context.newPage();
  await page.goto('/registration');
  await page.getByLabel('Naam ouder/voogd').fill(parent.parentName);
  await page.getByLabel('Telefoonnummer').fill('0471 23 45 67');
  await page.getByLabel('E-mailadres').fill(parent.email);
  await page.getByLabel(/^Adres/).fill('Stationsstraat 12, 2800 Mechelen');
  await page.getByLabel('Naam kind').fill(parent.childName);
  await page.getByLabel('Leeftijd').fill(parent.childAge);
  await page.getByLabel(/^School/).fill('Basisschool Sint-Jozef');
  await page.getByLabel('Leerjaar of klas').fill('4de leerjaar');
  await page.getByLabel('Waarbij heeft uw kind hulp nodig?').fill('Huiswerk plannen');
  await page.getByLabel('Wanneer is uw kind beschikbaar?').fill('Dinsdag na school');
  await page.getByLabel(/Ik ga akkoord/).check();
  await page.getByRole('button', { name: 'Aanmelding versturen' }).click();
  await page.getByRole('heading', { name: messages.publicSignup.receivedTitle }).waitFor();
  await page.close();
}

describe.runIf(hasChromium())('dashboard and notification bell', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let adminToken: string;
  let coordinator: User;

  const api = <T>(method: string, path: string, body?: unknown, token = adminToken) =>
    callApi<T>(portal, method, path, { token, body });

  /** `controlledClock`: the page's timers run in real time, and a test may jump them a poll ahead. */
  const openPage = async (options: { recordDesktop?: boolean; controlledClock?: boolean } = {}) => {
    const page = await suite.openPage();
    if (options.recordDesktop) await recordDesktopNotifications(page.context());
    if (options.controlledClock) await page.clock.install();
    return page;
  };

  beforeAll(async () => {
    portal = suite.portal;
    adminToken = await apiLogin(portal, portal.admin.username, portal.admin.password);
    coordinator = await api<User>('POST', '/api/users', COORDINATOR);
  });

  it('shows the admin the figures the data implies, the new registrations and the activity feed', async () => {
    // Prepare: on a fresh portal with its admin and the coordinator, two volunteers
    const volunteerIds: number[] = [];
    for (const volunteer of VOLUNTEERS)
      volunteerIds.push((await api<User>('POST', '/api/users', volunteer)).id);
    // three families under guidance, one of which ends this month
    await api('POST', '/api/families', {
      parentName: 'Familie Janssens',
      childName: 'Mila',
      guidanceStatus: 'actief',
    });
    await api('POST', '/api/families', {
      parentName: 'Familie Peeters',
      childName: 'Jules',
      guidanceStatus: 'actief',
    });
    const ending = await api<Family>('POST', '/api/families', {
      parentName: 'Familie Willems',
      childName: 'Noor',
      guidanceStatus: 'actief',
    });
    await api('PUT', `/api/families/${ending.id}`, {
      parentName: ending.parentName,
      childName: ending.childName,
      guidanceStatus: 'afgerond',
      version: ending.version,
    });
    // seven registrations waiting, one more than the dashboard has cards for
    for (const name of WAITING_FAMILIES) {
      await api('POST', '/api/families', { parentName: `Familie ${name}`, guidanceStatus: 'in_behandeling' });
    }
    // three declarations of a volunteer: two approved this month (€ 12,50 + € 30,00), one open
    const volunteerToken = await apiLogin(portal, VOLUNTEERS[0].username, VOLUNTEERS[0].password);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
    const declare = (description: string, amount: string) =>
      api<{ id: number; version: number }>(
        'POST',
        '/api/declarations',
        { type: 'expense', description, amount, date: today },
        volunteerToken,
      );
    const books = await declare('Leesboeken voor de huiswerkklas', '12.50');
    const bus = await declare('Busabonnement naar de gezinnen', '30.00');
    await declare('Printpapier', '7.25');
    for (const { id, version } of [books, bus])
      await api('PATCH', `/api/declarations/${id}/status`, { status: 'approved', expectedVersion: version });

    // Act
    const page = await openPage();
    await signIn(page, portal.admin.username, portal.admin.password);

    // Assess: the four cards; nothing existed at the start of the month, so no growth can be computed
    // volunteers are the vrijwilligers only: the admin and the coordinator are not counted
    await expect.poll(() => statistic(page, 'activeVolunteers').textContent()).toBe('2');
    expect(await statistic(page, 'activeFamilies').textContent()).toBe('2');
    expect(await statistic(page, 'pendingDeclarations').textContent()).toBe('1');
    expect(await statistic(page, 'monthlyExpenses').textContent()).toMatch(euro('42,50'));
    const growth = await page.locator('.statistic-card__growth').allTextContents();
    expect(growth).toHaveLength(4);
    expect(growth.every((text) => text.startsWith('—') && !text.includes('%'))).toBe(true);
    // the monthly overview: everyone was added this month, one supervision ended, two approved
    expect(await monthFigure(page, 'newVolunteers').textContent()).toBe('2');
    expect(await monthFigure(page, 'endedSupervisions').textContent()).toBe('1');
    expect(await monthFigure(page, 'approvedDeclarations').textContent()).toBe('2');
    // the sidebar counts the same, the open declaration in the destructive style
    expect(await navEntry(page, 'Vrijwilligers').textContent()).toContain('2');
    expect(await navEntry(page, 'Gezinnen').textContent()).toContain('2');
    expect(await navEntry(page, 'Declaraties').locator('[data-alert]').count()).toBe(1);

    // Assess: six registration cards and "en 1 meer", linking to the registrations tab
    const registrations = page.getByRole('region', { name: 'Nieuwe aanmeldingen' });
    await expect.poll(() => registrations.locator('.registration-card').count()).toBe(6);
    const newest = registrations.getByRole('article', { name: 'Familie Michiels' });
    expect(await newest.getByText('Nieuw', { exact: true }).isVisible()).toBe(true);
    expect(await newest.getByText('Geen email').isVisible()).toBe(true);
    expect(await registrations.getByRole('link', { name: 'en 1 meer' }).getAttribute('href')).toBe(
      PORTAL_LINKS.registrations,
    );

    // Assess: the activity feed, newest first, and quick actions for an admin
    const feed = page.getByRole('region', { name: 'Recente activiteiten' });
    await feed.getByText('Nieuw gezin toegevoegd: Familie Michiels').waitFor();
    expect(await feed.locator('.activity-item').count()).toBeGreaterThanOrEqual(10);
    const actions = page.getByRole('navigation', { name: 'Snelle acties' });
    expect(await actions.locator('.quick-action__label').allTextContents()).toEqual([
      'Vrijwilliger toevoegen',
      'Gezin toevoegen',
      'Agenda bekijken',
      'Nieuws lezen',
      'Drive openen',
      'Declaraties beoordelen',
      'E-mail versturen',
    ]);
    const review = actions.getByRole('link', { name: /Declaraties beoordelen/ });
    expect(await review.getAttribute('href')).toBe(PORTAL_LINKS.pendingDeclarations);
    expect(await review.locator('.ant-badge-count').getAttribute('title')).toBe('1 openstaand');
    await page.mouse.move(0, 0);
    await saveScreenshot(page, 'dashboard-01-admin');

    // Act + Assess: older activities page in
    const before = await feed.locator('.activity-item').count();
    await feed.getByRole('button', { name: 'Meer laden' }).click();
    await expect.poll(() => feed.locator('.activity-item').count()).toBeGreaterThan(before);
    await feed
      .getByText(`Nieuwe vrijwilliger toegevoegd: ${COORDINATOR.firstName} ${COORDINATOR.lastName}`)
      .waitFor();

    // Act + Assess: the admin's bell lists the declarations, mark all read empties the badge
    await headerBell(page).click();
    const panel = page.getByRole('region', { name: 'Meldingen', exact: true });
    await panel
      .getByText(/diende een declaratie in van/)
      .first()
      .waitFor();
    // The two approved declarations are handled, so only the open one still counts (issue 23 point 5).
    expect(await bellName(page)).toBe('Meldingen (1 ongelezen)');
    await saveScreenshot(page, 'dashboard-02-admin-bell-open');
    await panel.getByRole('button', { name: 'Alles als gelezen markeren' }).click();
    await expect.poll(() => bellName(page)).toBe('Meldingen');
  });

  it('tells the coordinator about a new registration within one poll, and opens that family', async () => {
    // Prepare: nothing unread, the coordinator's dashboard open (desktop notifications allowed)
    const coordinatorToken = await apiLogin(portal, COORDINATOR.username, COORDINATOR.password);
    await api('POST', '/api/notifications/mark-all-read', undefined, coordinatorToken);
    const page = await openPage({ recordDesktop: true, controlledClock: true });
    await signIn(page, COORDINATOR.username, COORDINATOR.password);
    await expect.poll(() => bellName(page)).toBe('Meldingen');
    await page.getByRole('heading', { name: `Welkom terug, ${COORDINATOR.firstName}!` }).waitFor();
    // the first load sets the last check, so what is there already is not announced
    await expect
      .poll(() =>
        page.evaluate((key) => localStorage.getItem(key), `notifications_last_check_${coordinator.id}`),
      )
      .not.toBeNull();
    const welcomeBell = page.locator('.dashboard__welcome').getByRole('button', { name: /^Meldingen/ });
    expect(await welcomeBell.count()).toBe(1);

    // Act: a parent registers through the public form
    const parentContext = (await suite.openPage()).context();
    await registerAsParent(parentContext, PARENTS[0]);

    // Assess: within one poll the bell counts it, a toast and a desktop notification announce it
    const first = PARENTS[0];
    const title = messages.families.registrationNotificationTitle;
    // (the next poll is brought forward instead of waited for: it still fetches and renders for real)
    await page.clock.fastForward(NOTIFICATION_POLL_MS);
    await toast(page, title).waitFor({ timeout: ONE_POLL_MS });
    expect(await toast(page, title).textContent()).toContain(first.parentName);
    expect(await bellName(page)).toBe('Meldingen (1 ongelezen)');
    expect(await welcomeBell.locator('.notification-bell__label').textContent()).toBe(
      'Meldingen (1 ongelezen)',
    );
    expect(await page.locator('.app-header .ant-badge-count').getAttribute('title')).toBe('1');
    expect(await desktopNotifications(page)).toEqual([
      { title, body: expect.stringContaining(first.parentName), closed: false },
    ]);
    await saveScreenshot(page, 'dashboard-03-coordinator-toast');

    // Act: open the bell and click the notification
    await headerBell(page).click();
    const item = page.locator('.notification-item', { hasText: first.parentName });
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBe('true');
    await saveScreenshot(page, 'dashboard-04-coordinator-bell-open');
    await item.click();

    // Assess: that family opens on /gezinnen, the badge drops to 0 and its toast closes
    await page.waitForURL((url) => url.pathname === '/gezinnen' && url.searchParams.has('family'));
    await expect.poll(() => toast(page, title).count()).toBe(0);
    const dialog = page.getByRole('dialog').filter({ hasText: 'Gezin bewerken' });
    await expect.poll(() => dialog.getByLabel('Naam ouder/voogd').inputValue()).toBe(first.parentName);
    await expect.poll(() => bellName(page)).toBe('Meldingen');
    const {
      items: [registered],
    } = await api<FamilyPage>('GET', `/api/families?search=${encodeURIComponent('Mertens')}`);
    expect(new URL(page.url()).searchParams.get('family')).toBe(String(registered?.id));
    const unread = await api<{ unreadCount: number }>(
      'GET',
      '/api/notifications',
      undefined,
      coordinatorToken,
    );
    expect(unread.unreadCount).toBe(0);
    await saveScreenshot(page, 'dashboard-05-coordinator-family-opened');

    // Act + Assess: closing the dialog takes the family out of the address
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // Act: a second parent registers; this time the coordinator clicks the toast
    await registerAsParent(parentContext, PARENTS[1]);
    const second = toast(page, PARENTS[1].parentName);
    await page.clock.fastForward(NOTIFICATION_POLL_MS);
    await second.waitFor({ timeout: ONE_POLL_MS });
    await second.click();

    // Assess: that family opens, read; the first desktop notification closed itself after 10 s
    await expect.poll(() => dialog.getByLabel('Naam ouder/voogd').inputValue()).toBe(PARENTS[1].parentName);
    await expect.poll(() => bellName(page)).toBe('Meldingen');
    await expect.poll(() => toast(page, PARENTS[1].parentName).count()).toBe(0);
    const shown = await desktopNotifications(page);
    expect(shown.map((notice) => notice.body)).toEqual([
      expect.stringContaining(PARENTS[0].parentName),
      expect.stringContaining(PARENTS[1].parentName),
    ]);
    expect(shown[0]?.closed).toBe(true);
  }, 180_000);

  it('opens a volunteer on their own tasks above the spec’s figures and monthly overview, with their own bell (issue 37) and no managers’ actions', async () => {
    // Prepare
    const page = await openPage();

    // Act
    await signIn(page, VOLUNTEERS[1].username, VOLUNTEERS[1].password);

    // Assess: her own work first, then the four cards and the monthly overview everyone sees (spec §2)
    await page.getByRole('region', { name: 'Bedankt voor uw inzet' }).waitFor();
    const ownWork = page.getByRole('region', { name: 'Mijn openstaande declaraties' });
    await ownWork.waitFor();
    expect(await page.getByRole('button', { name: 'Declaratie indienen' }).count()).toBe(1);
    for (const key of ['activeVolunteers', 'activeFamilies', 'pendingDeclarations', 'monthlyExpenses'])
      await statistic(page, key).waitFor();
    await page.getByTestId('month-approvedDeclarations').waitFor();
    const ownWorkTop = (await ownWork.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const figuresTop = (await statistic(page, 'activeVolunteers').boundingBox())?.y ?? 0;
    expect(ownWorkTop).toBeLessThan(figuresTop);
    // Issue 37: every signed-in user has a bell of their own (header and welcome line), here empty.
    expect(await bellName(page)).toBe('Meldingen');
    expect(await page.getByRole('region', { name: 'Recente activiteiten' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Nieuwe aanmeldingen' }).count()).toBe(0);
    expect(
      await page
        .getByRole('navigation', { name: 'Snelle acties' })
        .locator('.quick-action__label')
        .allTextContents(),
    ).toEqual(['Agenda bekijken', 'Nieuws lezen', 'Drive openen']);
    await saveScreenshot(page, 'dashboard-06-volunteer-thank-you');

    // Act + Assess: a link to a family she may not see shows the usual "not found"
    const {
      items: [other],
    } = await api<FamilyPage>('GET', '/api/families?search=Janssens');
    await page.goto(PORTAL_LINKS.family(other?.id ?? 0));
    await toast(page, messages.families.notFound).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
