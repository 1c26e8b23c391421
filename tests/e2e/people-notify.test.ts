import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { DESKTOP_VIEWPORT, hasChromium, PHONE_VIEWPORT } from './support/browser';
import { waitForMailTo } from './support/mailbox';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { dismissToasts, signIn } from './support/session';
import { browserSuite } from './support/suite';

/** Issue 37 items 1, 2 and 10: what the association's people meet in their bell, on their phone, when added. */

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const REASON =
  'Dubbel ingediend: dezelfde rit naar het gezin Haddad staat al op de declaratie van maandag, met hetzelfde aantal kilometers.';

const volunteerFields = (username: string, firstName: string) => ({
  username,
  password: 'Zonnige-Dinsdag-42',
  firstName,
  lastName: 'Wouters',
  email: `${username}@example.org`,
});

const bellButton = (page: Page) => page.locator('.app-header .notification-bell');

describe.runIf(hasChromium())('what volunteers are told (issue 37)', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let admin: string;

  beforeAll(async () => {
    portal = suite.portal;
    admin = await apiLogin(portal, portal.admin.username, portal.admin.password);
  });

  it('shows a volunteer on a phone urgent news on the dashboard and in their own bell until it is read', async () => {
    // Prepare: a volunteer, and urgent news for volunteers published by the admin
    const fields = volunteerFields('ewouters', 'Elif');
    await createUserAsAdmin(portal, fields);
    const news = await callApi<{ id: number }>(portal, 'POST', '/api/news', {
      token: admin,
      body: {
        title: 'Lokaal dicht op woensdag',
        content: '<p>Het lokaal is woensdag dicht wegens werken.</p>',
        isUrgent: true,
        targetRoles: ['vrijwilliger'],
      },
    });
    const page = await suite.openPage({ viewport: PHONE_VIEWPORT });

    // Act
    await signIn(page, fields.username, fields.password);

    // Assess: the banner under the welcome line, and the bell in the header with one unread
    const banner = page.getByRole('region', { name: 'Urgent nieuws' });
    await banner.getByText(messages.news.urgentNotificationMessage('Lokaal dicht op woensdag')).waitFor();
    await expect.poll(() => bellButton(page).getAttribute('data-unread-count')).toBe('1');
    await dismissToasts(page);
    await saveScreenshot(page, 'people-notify-01-volunteer-dashboard-urgent-news');
    await bellButton(page).click();
    await page.getByRole('region', { name: 'Meldingen' }).getByText('Lokaal dicht op woensdag').waitFor();
    await saveScreenshot(page, 'people-notify-02-volunteer-bell-open');
    await page.keyboard.press('Escape');

    // Act: read it from the banner
    await banner.getByRole('button', { name: 'Bericht lezen' }).click();

    // Assess: the message opens, and back on the dashboard the banner and the badge are gone
    await page.waitForURL(`**/nieuws?bericht=${news.id}`);
    await page.goto('/');
    await page.locator('.dashboard__welcome').waitFor();
    await expect.poll(() => bellButton(page).getAttribute('data-unread-count')).toBe('0');
    expect(await page.getByRole('region', { name: 'Urgent nieuws' }).count()).toBe(0);
  });

  it('tells a volunteer their declaration was rejected, with the whole reason on a phone, and lets them turn the mail off', async () => {
    // Prepare: a declaration of the volunteer, rejected by the admin with a long reason
    const fields = volunteerFields('jwouters', 'Jonas');
    await createUserAsAdmin(portal, fields);
    const volunteer = await apiLogin(portal, fields.username, fields.password);
    const declared = await callApi<{ id: number; version: number }>(portal, 'POST', '/api/declarations', {
      token: volunteer,
      body: { type: 'mileage', description: 'Rit naar gezin Haddad', kilometers: '14', date: today() },
    });
    await callApi(portal, 'PATCH', `/api/declarations/${declared.id}/status`, {
      token: admin,
      body: { status: 'rejected', reviewNotes: REASON, expectedVersion: declared.version },
    });
    const page = await suite.openPage({ viewport: PHONE_VIEWPORT });
    await signIn(page, fields.username, fields.password);

    // Assess: the bell says so and the mail arrived
    await expect.poll(() => bellButton(page).getAttribute('data-unread-count')).toBe('1');
    const mail = await waitForMailTo(portal.mailboxUrl, fields.email, { subject: /afgewezen/ });
    expect(mail.body.text).toContain(REASON);

    // Act: the declarations on the phone
    await page.goto('/declaraties');

    // Assess: the reason is there in full, wrapped, not cut
    const note = page.locator('.declarations-table__note').first();
    await note.waitFor();
    expect(await note.textContent()).toBe(REASON);
    expect(await note.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await dismissToasts(page);
    await saveScreenshot(page, 'people-notify-03-volunteer-rejection-reason-phone');

    // Act: turn the mails off on their own page
    await page.goto('/beveiliging');
    const toggle = page.getByRole('switch');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();

    // Assess: the choice is kept on the server
    await page.getByText(messages.security.notificationMailsOff).waitFor();
    const profile = await callApi<{ notificationMails: boolean }>(portal, 'GET', '/api/auth/profile', {
      token: volunteer,
    });
    expect(profile.notificationMails).toBe(false);
  });

  it('lets the admin add a volunteer by invitation: no password asked, the account pending until accepted', async () => {
    // Prepare
    const page = await suite.openPage({ viewport: DESKTOP_VIEWPORT });
    await signIn(page, portal.admin.username, portal.admin.password);
    await page.goto('/vrijwilligers');

    // Act: the add dialog, with the invitation as the choice it opens with
    await page.getByRole('button', { name: 'Vrijwilliger toevoegen' }).click();
    const form = page.getByRole('dialog');
    await form.getByText('Uitnodiging sturen').waitFor();
    expect(await form.getByLabel('Wachtwoord', { exact: true }).count()).toBe(0);
    await form.getByLabel('Gebruikersnaam').fill('mwouters');
    await form.getByLabel('Voornaam').fill('Mira');
    await form.getByLabel('Achternaam').fill('Wouters');
    await form.getByLabel('E-mail').fill('mira.wouters@example.org');
    await saveScreenshot(page, 'people-notify-04-add-volunteer-invitation');
    await form.getByRole('button', { name: 'Toevoegen' }).click();

    // Assess: added as pending, and the invitation is in the mailbox
    await page.getByText(/Mira Wouters is toegevoegd en krijgt een uitnodiging/).waitFor();
    const invitation = await waitForMailTo(portal.mailboxUrl, 'mira.wouters@example.org', {
      subject: /Uitnodiging/,
    });
    expect(invitation.body.text).toContain('/invite/');
    const users = await callApi<{ items: { username: string; status: string }[] }>(
      portal,
      'GET',
      '/api/users?search=mwouters',
      { token: admin },
    );
    expect(users.items.find((user) => user.username === 'mwouters')?.status).toBe('pending');
  });
});
