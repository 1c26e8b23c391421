import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { NewsPage } from '../../shared/schemas/news';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { browserSuite } from './support/suite';

const m = messages.news;
const AUTHOR = {
  username: 'mdewitte',
  password: 'Nieuws-Schrijven-Op-Maandag-31',
  firstName: 'Marie',
  lastName: 'De Witte',
  email: 'marie.dewitte@example.org',
  role: 'coordinator',
};
const READER = {
  username: 'tclaes',
  password: 'Koffie-Bij-De-Vergadering-64',
  firstName: 'Tom',
  lastName: 'Claes',
  email: 'tom.claes@example.org',
  role: 'coordinator',
};
const VOLUNTEER = {
  username: 'nmertens',
  password: 'Huiswerk-Op-Woensdag-27',
  firstName: 'Nora',
  lastName: 'Mertens',
  email: 'nora.mertens@example.org',
};
const URGENT_TITLE = 'Sleutel van het lokaal kwijt';
const URGENT_BODY =
  'De reservesleutel van het lokaal in de Kerkstraat is zoek. Wie hem vindt, brengt hem naar het secretariaat. ' +
  'Tot dan opent de conciërge het lokaal om half vier. Lees ook de afspraken over het afsluiten: het alarm gaat aan ' +
  'om zes uur en wie als laatste vertrekt, controleert de ramen, de verwarming en de achterdeur aan de speelplaats.';
const SCHEDULED_TITLE = 'Vorming begrijpend lezen';

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, title: string) => page.getByTestId('news-card').filter({ hasText: title });
const headerBell = (page: Page) => page.locator('.app-header').getByRole('button', { name: /^Meldingen/ });

/** Tomorrow at 10:00 as the date picker writes it (dd-mm-jjjj HH:mm, Belgian time). */
function tomorrowAtTen() {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', ...options }).format(tomorrow);
  return `${part({ day: '2-digit' })}-${part({ month: '2-digit' })}-${part({ year: 'numeric' })} 10:00`;
}

/** Leaves only `role` ticked among the target roles of the open dialog. */
async function targetOnly(page: Page, role: string) {
  const group = dialog(page).locator('.ant-checkbox-group');
  for (const label of ['Vrijwilliger', 'Coördinator', 'Bestuurslid']) {
    const box = group.getByRole('checkbox', { name: label, exact: true });
    if ((await box.isChecked()) !== (label === role)) await box.click();
  }
}

describe.runIf(hasChromium())('Nieuws', () => {
  const suite = browserSuite();
  let portal: TestPortal;

  beforeAll(async () => {
    portal = suite.portal;
    await Promise.all([
      createUserAsAdmin(portal, AUTHOR),
      createUserAsAdmin(portal, READER),
      createUserAsAdmin(portal, VOLUNTEER),
    ]);
  });

  const { openPage } = suite;

  it('publishes an urgent message for coordinators and schedules one for volunteers: the volunteer sees neither, the other coordinator reads the urgent one', async () => {
    // Prepare: the author writes both messages in the dialog
    const author = await suite.signedInPage(AUTHOR);
    await author
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: /Nieuws/ })
      .click();
    await author.waitForURL(`${portal.url}/nieuws`);
    await author.getByText('Er zijn nog geen berichten').waitFor();

    await author.getByRole('button', { name: 'Nieuw bericht' }).first().click();
    const form = dialog(author);
    await form.getByLabel('Titel').fill(URGENT_TITLE);
    await form.getByLabel('Samenvatting').fill('Het lokaal gaat om half vier open.');
    await form.getByRole('textbox', { name: 'Inhoud' }).click();
    await author.keyboard.type(URGENT_BODY);
    await targetOnly(author, 'Coördinator');
    await form.getByRole('switch', { name: 'Urgent' }).click();
    await saveScreenshot(author, 'news-01-author-dialog');
    await form.getByRole('button', { name: 'Publiceren' }).click();
    await author.locator('.ant-notification-notice').filter({ hasText: m.created }).waitFor();
    await card(author, URGENT_TITLE).waitFor();

    await author.getByRole('button', { name: 'Nieuw bericht' }).first().click();
    await form.getByLabel('Titel').fill(SCHEDULED_TITLE);
    await form.getByRole('textbox', { name: 'Inhoud' }).click();
    await author.keyboard.type('Op zaterdag oefenen we samen strategieën voor begrijpend lezen.');
    await targetOnly(author, 'Vrijwilliger');
    await form.getByLabel('Publicatiedatum en -tijd').click();
    await form.getByLabel('Publicatiedatum en -tijd').fill(tomorrowAtTen());
    await form.getByLabel('Publicatiedatum en -tijd').press('Enter');
    await form.getByRole('button', { name: 'Publiceren' }).click();
    await author.locator('.ant-notification-notice').filter({ hasText: m.scheduled }).waitFor();
    await card(author, SCHEDULED_TITLE).getByText('Ingepland').waitFor();
    await saveScreenshot(author, 'news-02-author-list');

    const adminToken = await apiLogin(portal, portal.admin.username, portal.admin.password);
    const all = await callApi<NewsPage>(portal, 'GET', '/api/news', { token: adminToken });
    const ids = all.items.map((item) => item.id);
    expect(all.items.map((item) => item.title).sort()).toEqual([URGENT_TITLE, SCHEDULED_TITLE].sort());

    // Assess: the volunteer sees neither, not in the list and not by id
    const volunteer = await openPage({ viewport: PHONE_VIEWPORT });
    await signIn(volunteer, VOLUNTEER.username, VOLUNTEER.password);
    await volunteer.goto('/nieuws');
    await volunteer.getByText('Er zijn nog geen berichten').waitFor();
    await saveScreenshot(volunteer, 'news-03-volunteer-phone');
    for (const id of ids) {
      const status = await volunteer.evaluate(
        async (path) => (await fetch(path, { credentials: 'same-origin' })).status,
        `/api/news/${id}`,
      );
      expect(status).toBe(404);
    }
    await volunteer.goto(`/nieuws?bericht=${ids[0]}`);
    await volunteer.locator('.ant-notification-notice').filter({ hasText: m.notFound }).waitFor();
    expect(await volunteer.getByTestId('news-card').count()).toBe(0);

    // Act: the other coordinator gets the bell notification and reads the message twice
    const reader = await openPage();
    await signIn(reader, READER.username, READER.password);
    await headerBell(reader).click();
    const panel = reader.getByRole('region', { name: 'Meldingen', exact: true });
    await panel.getByText(m.urgentNotificationMessage(URGENT_TITLE)).waitFor();
    await headerBell(reader).click();
    await reader.goto('/nieuws');
    const urgent = card(reader, URGENT_TITLE);
    await urgent.getByText('Urgent', { exact: true }).waitFor();
    expect(await urgent.getByText('Belangrijk', { exact: true }).isVisible()).toBe(true);
    // A coordinator manages news, so the scheduled message is listed for them, marked as such.
    expect(await card(reader, SCHEDULED_TITLE).getByText('Ingepland').isVisible()).toBe(true);
    const preview = await urgent.locator('.news-card__preview').textContent();
    expect(preview?.endsWith('…')).toBe(true);
    expect(preview?.length).toBeLessThanOrEqual(301);
    await expectNoSeriousAxeViolations(reader, 'Nieuws (coördinator)');
    await saveScreenshot(reader, 'news-04-reader-list');

    for (let opening = 1; opening <= 2; opening += 1) {
      await urgent.getByRole('button', { name: /Lees meer/ }).click();
      const full = dialog(reader);
      await full.getByText('controleert de ramen, de verwarming en de achterdeur').waitFor();
      await expect
        .poll(() => full.getByTestId('news-reader-views').textContent())
        .toContain('1 keer gelezen');
      if (opening === 2) {
        await expectNoSeriousAxeViolations(reader, 'Nieuws, volledige tekst');
        await saveScreenshot(reader, 'news-05-reader-full-text');
      }
      await full
        .getByRole('button', { name: 'Close' })
        .or(full.getByRole('button', { name: 'Sluiten' }))
        .first()
        .click();
      await full.waitFor({ state: 'hidden' });
    }

    // Assess: two openings, one reader
    await expect.poll(() => urgent.getByTestId('news-card-views').textContent()).toContain('1 keer gelezen');
    const counted = await callApi<NewsPage>(portal, 'GET', '/api/news', { token: adminToken });
    expect(counted.items.find((item) => item.title === URGENT_TITLE)?.viewCount).toBe(1);
  });

  it('filters on a category from the sidebar, edits a message in its dialog and deletes it after confirmation', async () => {
    // Prepare
    const adminToken = await apiLogin(portal, portal.admin.username, portal.admin.password);
    const forCoordinators = { targetRoles: ['coordinator'], content: '<p>Meer info volgt.</p>' };
    await callApi(portal, 'POST', '/api/news', {
      token: adminToken,
      body: { ...forCoordinators, title: 'Workshop rekenen', category: 'Trainingen' },
    });
    await callApi(portal, 'POST', '/api/news', {
      token: adminToken,
      body: { ...forCoordinators, title: 'Uitstap naar de zoo', category: 'Activiteiten' },
    });
    const page = await suite.signedInPage(AUTHOR);
    await page.goto('/nieuws');
    await card(page, 'Uitstap naar de zoo').waitFor();

    // Act + Assess: the category filters the list
    const sidebar = page.getByRole('complementary', { name: 'Nieuwsoverzicht' });
    await sidebar.getByRole('button', { name: /^Trainingen/ }).click();
    await expect.poll(() => card(page, 'Uitstap naar de zoo').count()).toBe(0);
    // the filtered list replaces the old one: wait for it rather than look once
    await card(page, 'Workshop rekenen').waitFor();
    expect(await page.getByTestId('news-category-count-Trainingen').textContent()).toBe('1');
    await sidebar.getByRole('button', { name: /^Alle categorieën/ }).click();
    await card(page, 'Uitstap naar de zoo').waitFor();

    // Act + Assess: edit in the dialog
    await card(page, 'Workshop rekenen').getByRole('button', { name: 'Bewerken' }).click();
    const form = dialog(page);
    expect(await form.getByLabel('Titel').inputValue()).toBe('Workshop rekenen');
    await form.getByLabel('Titel').fill('Workshop rekenen en meten');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: m.updated }).waitFor();
    await card(page, 'Workshop rekenen en meten').waitFor();

    // Act + Assess: delete after the confirmation
    await card(page, 'Workshop rekenen en meten').getByRole('button', { name: 'Verwijderen' }).click();
    const confirm = page.locator('.ant-popconfirm');
    await confirm.getByText(m.deleteConfirm('Workshop rekenen en meten')).waitFor();
    await saveScreenshot(page, 'news-06-delete-confirmation');
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: m.deleted }).waitFor();
    await expect.poll(() => card(page, 'Workshop rekenen en meten').count()).toBe(0);
    await expect.poll(() => page.getByTestId('news-category-count-Trainingen').textContent()).toBe('0');
  });
});
