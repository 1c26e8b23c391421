import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDay } from '../../shared/calendar/brussels-time';
import { formatDay } from '../../shared/format/dates';
import { messages } from '../../shared/messages';
import type { CalendarEvent } from '../../shared/schemas/calendar';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { browserSuite } from './support/suite';

const m = messages.calendar;
const COORDINATOR = {
  username: 'agenda.coordinator',
  password: 'Planning-Voor-Dinsdag-64',
  firstName: 'Koen',
  lastName: 'Janssens',
  email: 'agenda.koen@example.org',
  role: 'coordinator',
};
const VOLUNTEER = {
  username: 'agenda.vrijwilliger',
  password: 'Huiswerk-Op-Woensdag-27',
  firstName: 'Lotte',
  lastName: 'Vermeulen',
  email: 'agenda.lotte@example.org',
};
const CALENDAR = 'Huiswerkklas';
const SESSION = 'Huiswerkklas 5de leerjaar';

/** Days 2, 9 and 16 of the current Brussels month: always inside the month grid. */
const month = brusselsDay(new Date()).slice(0, 7);
const SERIES_DAYS = [`${month}-02`, `${month}-09`, `${month}-16`] as const;

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: title });
const monthCell = (page: Page, day: string) => page.locator(`.agenda-month__cell[data-day="${day}"]`);

async function openAgenda(page: Page) {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Agenda' }).click();
  await page.getByRole('heading', { name: 'Agenda', level: 3 }).waitFor();
}

async function pickOption(page: Page, text: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

describe.runIf(hasChromium())('Agenda', () => {
  const suite = browserSuite();
  let portal: TestPortal;

  beforeAll(async () => {
    portal = suite.portal;
    await createUserAsAdmin(portal, COORDINATOR);
    await createUserAsAdmin(portal, VOLUNTEER);
  });

  const { openPage } = suite;

  it('lets a coordinator plan a weekly series and share it view-only; the volunteer sees it in every view without edit controls, a forged change is refused, and a cancelled date disappears alone', async () => {
    // Prepare: the coordinator makes a calendar in green
    const coordinator = await suite.signedInPage(COORDINATOR);
    await openAgenda(coordinator);
    await coordinator.getByRole('button', { name: 'Nieuwe agenda' }).click();
    await dialog(coordinator).getByLabel('Naam').fill(CALENDAR);
    await dialog(coordinator).getByRole('button', { name: 'Groen' }).click();
    await dialog(coordinator).getByRole('button', { name: 'Opslaan' }).click();
    await toast(coordinator, m.calendarCreated).waitFor();
    await coordinator.locator('.agenda-calendars__item').filter({ hasText: CALENDAR }).waitFor();

    // Act: clicking a day opens a new appointment at 09:00–10:00; it repeats weekly, 3 times
    await coordinator
      .getByRole('button', { name: `Nieuwe afspraak op ${formatDay(SERIES_DAYS[0])}` })
      .click();
    const form = dialog(coordinator);
    expect(await form.getByLabel('Begintijd').inputValue()).toBe('09:00');
    expect(await form.getByLabel('Eindtijd').inputValue()).toBe('10:00');
    expect(await form.getByLabel('Begindatum').inputValue()).toBe(formatDay(SERIES_DAYS[0]));
    await form.getByLabel('Titel').fill(SESSION);
    await form.getByLabel('Herhalen').click();
    await pickOption(coordinator, 'Elke week');
    await form.getByRole('spinbutton', { name: /Aantal keer/ }).fill('3');
    await saveScreenshot(coordinator, 'agenda-01-new-series');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await toast(coordinator, m.eventCreated).waitFor();
    for (const day of SERIES_DAYS) await monthCell(coordinator, day).getByText(SESSION).waitFor();

    // Act: share it with the volunteer; 'Alleen bekijken' is the default
    await coordinator.getByRole('button', { name: `${CALENDAR} delen` }).click();
    const share = dialog(coordinator);
    await share.getByLabel('Gebruikers').click();
    await share.getByLabel('Gebruikers').fill('Lotte');
    await pickOption(coordinator, 'Lotte Vermeulen');
    expect(await share.getByRole('radio', { name: 'Alleen bekijken' }).isChecked()).toBe(true);
    await share.getByRole('button', { name: 'Delen' }).click();
    await toast(coordinator, m.calendarShared).waitFor();
    await saveScreenshot(coordinator, 'agenda-02-coordinator-month');

    // Assess: the volunteer sees the three dates in the month view, without any edit control
    const volunteer = await openPage();
    await signIn(volunteer, VOLUNTEER.username, VOLUNTEER.password);
    await openAgenda(volunteer);
    for (const day of SERIES_DAYS) await monthCell(volunteer, day).getByText(SESSION).waitFor();
    expect(await volunteer.getByRole('button', { name: /^Nieuwe afspraak/ }).count()).toBe(0);
    expect(
      await volunteer
        .getByRole('button', { name: new RegExp(`^${CALENDAR} (delen|bewerken|verwijderen)$`) })
        .count(),
    ).toBe(0);
    await monthCell(volunteer, SERIES_DAYS[1]).getByText(SESSION).click();
    await dialog(volunteer).getByText(m.readOnlyEvent).waitFor();
    expect(await dialog(volunteer).getByRole('button', { name: 'Opslaan' }).count()).toBe(0);
    expect(
      await dialog(volunteer)
        .getByRole('button', { name: /verwijderen|annuleren/i })
        .count(),
    ).toBe(0);
    await saveScreenshot(volunteer, 'agenda-03-volunteer-read-only');
    await dialog(volunteer).getByRole('button', { name: 'Sluiten' }).first().click();

    // Assess: and in the week and day views
    await volunteer
      .getByRole('button', {
        name: `${Number(SERIES_DAYS[0].slice(8))} (${formatDay(SERIES_DAYS[0])})`,
        exact: true,
      })
      .click();
    await volunteer.getByText('Week', { exact: true }).click();
    await volunteer.getByRole('region', { name: 'Weekoverzicht' }).getByText(SESSION).waitFor();
    await saveScreenshot(volunteer, 'agenda-04-volunteer-week');
    await volunteer.getByText('Dag', { exact: true }).click();
    await volunteer.getByRole('region', { name: 'Dagoverzicht' }).getByText(SESSION).waitFor();
    await saveScreenshot(volunteer, 'agenda-05-volunteer-day');

    // Act: a forged change from the volunteer's own browser session
    const coordinatorToken = await apiLogin(portal, COORDINATOR.username, COORDINATOR.password);
    const range = `from=${SERIES_DAYS[0]}T00:00:00Z&to=${month}-28T00:00:00Z`;
    const before = await callApi<{ items: CalendarEvent[] }>(portal, 'GET', `/api/calendar-events?${range}`, {
      token: coordinatorToken,
    });
    const target = before.items[0] as CalendarEvent;
    const forged = await volunteer.evaluate(
      async ({ id, body }) => {
        const response = await fetch(`/api/calendar-events/${id}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      {
        id: target.id,
        body: {
          title: 'Vervalst',
          calendarId: target.calendarId,
          startDate: target.startDate,
          endDate: target.endDate,
        },
      },
    );

    // Assess: refused, nothing changed
    expect([403, 404]).toContain(forged);
    const after = await callApi<{ items: CalendarEvent[] }>(portal, 'GET', `/api/calendar-events?${range}`, {
      token: coordinatorToken,
    });
    expect(after.items).toEqual(before.items);

    // Act: the coordinator cancels the session of the 9th only
    await monthCell(coordinator, SERIES_DAYS[1]).getByText(SESSION).click();
    await dialog(coordinator).getByRole('button', { name: 'Deze afspraak annuleren' }).click();
    await coordinator.getByRole('button', { name: 'Ja, annuleren' }).click();
    await toast(coordinator, m.occurrenceCancelled).waitFor();

    // Assess: the 9th is gone, the 2nd and the 16th stay, for both
    await expect.poll(() => monthCell(coordinator, SERIES_DAYS[1]).getByText(SESSION).count()).toBe(0);
    await volunteer.getByText('Maand', { exact: true }).click();
    await volunteer.reload();
    await monthCell(volunteer, SERIES_DAYS[0]).getByText(SESSION).waitFor();
    await monthCell(volunteer, SERIES_DAYS[2]).getByText(SESSION).waitFor();
    expect(await monthCell(volunteer, SERIES_DAYS[1]).getByText(SESSION).count()).toBe(0);
    expect(await monthCell(coordinator, SERIES_DAYS[0]).getByText(SESSION).count()).toBe(1);
    expect(await monthCell(coordinator, SERIES_DAYS[2]).getByText(SESSION).count()).toBe(1);
    await saveScreenshot(coordinator, 'agenda-06-occurrence-cancelled');
  });

  it('opens on the day view on a phone and passes axe there and on a laptop', async () => {
    const phone = await suite.signedInPage(COORDINATOR);
    await phone.setViewportSize(PHONE_VIEWPORT);
    await phone.goto('/agenda');
    await phone.getByRole('region', { name: 'Dagoverzicht' }).waitFor();
    await saveScreenshot(phone, 'agenda-07-phone-day');
    await expectNoSeriousAxeViolations(phone, '/agenda (phone)');

    const laptop = await suite.signedInPage(COORDINATOR, { viewport: { width: 1280, height: 800 } });
    await laptop.goto('/agenda');
    await laptop.getByRole('region', { name: 'Maandoverzicht' }).waitFor();
    await expectNoSeriousAxeViolations(laptop, '/agenda (laptop)');
  });
});
