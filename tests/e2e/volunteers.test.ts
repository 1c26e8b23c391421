import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import { portalLinkIn, waitForMailTo } from './support/mailbox';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { browserSuite, type Credentials } from './support/suite';

const m = messages.volunteers;
const VOLUNTEER = {
  username: 'jpeeters',
  password: 'Tijdelijk-Wachtwoord-81',
  firstName: 'Jan',
  lastName: 'Peeters',
  email: 'jan.peeters@example.org',
  phone: '0470 12 34 56',
  address: 'Kerkstraat 12, 9000 Gent',
  rijksregisterNummer: '85.07.30-033.28',
  bankAccount: 'BE68 5390 0754 7034',
};
const CHOSEN_PASSWORD = 'Mijn-Eigen-Wachtwoord-42';
const COORDINATOR = {
  username: 'kdewit',
  password: 'Coordinator-Wachtwoord-64',
  firstName: 'Katrien',
  lastName: 'De Wit',
  email: 'katrien.dewit@example.org',
  role: 'coordinator',
};

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: title });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

const visibleOption = (page: Page, label: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: label })
    .first();

/** The role filter widened from the default (role vrijwilliger, spec §7) to every account. */
async function showAllRoles(page: Page) {
  await page.getByLabel('Filter op rol').click();
  await visibleOption(page, 'Alle rollen').click();
}

async function chooseOption(page: Page, label: string, option: string) {
  await dialog(page).getByLabel(label, { exact: true }).click();
  await visibleOption(page, option).click();
}

describe.runIf(hasChromium())('Vrijwilliger Beheer', () => {
  const suite = browserSuite();
  let portal: TestPortal;

  beforeAll(() => {
    portal = suite.portal;
  });

  const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };
  const openPage = () => suite.openPage(clipboard);
  const signedInPage = (user: Credentials) => suite.signedInPage(user, clipboard);

  it('adds a volunteer, invites them by mail, and the volunteer activates the account and is signed in', async () => {
    // Prepare
    const page = await signedInPage(portal.admin);
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: /Vrijwilligers/ })
      .click();
    await page.waitForURL(`${portal.url}/vrijwilligers`);
    // Assess: the list asks role vrijwilliger (spec §7), so the admin is not among the volunteers
    await page.getByText('Nog geen vrijwilligers geregistreerd.').waitFor();
    expect(await page.getByText('Toont 0 van 0 vrijwilligers').isVisible()).toBe(true);
    expect(await row(page, 'Admin Beheerder').count()).toBe(0);
    await saveScreenshot(page, 'volunteers-01-list');

    // Act: fill the add dialog, first with an e-mail address the server would refuse
    await page.getByRole('button', { name: 'Vrijwilliger toevoegen' }).click();
    const form = dialog(page);
    await form.getByLabel('Gebruikersnaam').fill(VOLUNTEER.username);
    await form.getByText('Nu een wachtwoord instellen').click();
    await form.getByLabel('Wachtwoord', { exact: true }).fill(VOLUNTEER.password);
    await form.getByLabel('Voornaam').fill(VOLUNTEER.firstName);
    await form.getByLabel('Achternaam').fill(VOLUNTEER.lastName);
    await form.getByLabel('E-mail').fill('jan.peeters@');
    await form.getByLabel('Telefoon').fill(VOLUNTEER.phone);

    // Assess: spec §5's message for a bad e-mail address, before anything is sent
    await form.getByText(m.invalidEmail).waitFor();
    await form.getByLabel('Rekeningnummer (IBAN)').fill('BE00 1234');
    await form.getByLabel('Adres').click();
    await form.getByText(m.invalidIban).waitFor();
    await saveScreenshot(page, 'volunteers-02-add-dialog-invalid');

    // Act: correct and complete the form, then add
    await form.getByLabel('E-mail').fill(VOLUNTEER.email);
    await form.getByLabel('Adres').fill(VOLUNTEER.address);
    await form.getByLabel('Rijksregisternummer').fill(VOLUNTEER.rijksregisterNummer);
    await form.getByLabel('Rekeningnummer (IBAN)').fill(VOLUNTEER.bankAccount);
    await chooseOption(page, 'Type', 'Mentor');
    await form.getByLabel('Vaardigheden').fill('Wiskunde en Nederlands, 2de graad');
    await form.getByLabel('Diploma').fill('Bachelor lager onderwijs');
    expect(await form.getByText(m.invalidEmail).count()).toBe(0);
    await saveScreenshot(page, 'volunteers-03-add-dialog-filled');
    await form.getByRole('button', { name: 'Toevoegen' }).click();

    // Assess: the toast, the new row with the masked national register number and the type
    await toast(page, m.added).waitFor();
    const volunteerRow = row(page, `${VOLUNTEER.firstName} ${VOLUNTEER.lastName}`);
    await volunteerRow.waitFor();
    expect(await volunteerRow.textContent()).toContain('RRN: •••••••••28');
    expect(await volunteerRow.textContent()).toContain(`@${VOLUNTEER.username}`);
    expect(await volunteerRow.textContent()).toContain(VOLUNTEER.email);
    expect(await volunteerRow.textContent()).toContain('Mentor');
    expect(await volunteerRow.textContent()).toContain('Actief');
    expect(await page.getByText('Toont 1 van 1 vrijwilligers').isVisible()).toBe(true);
    await saveScreenshot(page, 'volunteers-04-added');

    // Act + Assess: the admin's edit dialog reads the full number (and nothing masked is shown as a value)
    await volunteerRow.getByRole('button', { name: 'Bewerken' }).click();
    await expect
      .poll(() => dialog(page).getByLabel('Rijksregisternummer').inputValue())
      .toBe('85.07.30-033.28');
    expect(await dialog(page).getByLabel('Rekeningnummer (IBAN)').inputValue()).toBe(VOLUNTEER.bankAccount);
    await dialog(page).getByLabel('Rijksregisternummer').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'volunteers-05-edit-dialog');
    await dialog(page).getByRole('button', { name: 'Annuleren' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // Act: send the invitation
    await volunteerRow.getByRole('button', { name: 'Uitnodiging versturen' }).click();

    // Assess: the toast, and the mail in the local mailbox
    await toast(page, m.invitationSent).waitFor();
    await saveScreenshot(page, 'volunteers-06-invitation-sent');
    const mail = await waitForMailTo(portal.mailboxUrl, VOLUNTEER.email, { subject: /Uitnodiging/ });
    const inviteLink = portalLinkIn(mail, '/invite/');
    expect(inviteLink.startsWith(`${portal.url}/invite/`)).toBe(true);

    // Act: the volunteer opens the link in a browser of their own
    const volunteerPage = await openPage();
    await volunteerPage.goto(inviteLink);

    // Assess: the welcome with the first name and the password form
    await volunteerPage.getByRole('heading', { name: `Welkom, ${VOLUNTEER.firstName}!` }).waitFor();
    await volunteerPage.getByLabel('Wachtwoord', { exact: true }).fill('kort');
    await volunteerPage.getByLabel('Bevestig wachtwoord').fill('anders');
    await volunteerPage.getByRole('button', { name: 'Account activeren' }).click();
    await volunteerPage.getByText(messages.password.tooShort).waitFor();
    await volunteerPage.getByText(messages.password.mismatch).waitFor();
    await saveScreenshot(volunteerPage, 'volunteers-07-activation-invalid');

    // Act: choose a good password
    await volunteerPage.getByLabel('Wachtwoord', { exact: true }).fill(CHOSEN_PASSWORD);
    await volunteerPage.getByLabel('Bevestig wachtwoord').fill(CHOSEN_PASSWORD);
    await volunteerPage.getByRole('button', { name: 'Account activeren' }).click();

    // Assess: the notice, then after two seconds the dashboard, signed in as the volunteer
    await volunteerPage.getByText(messages.invitation.activated).waitFor();
    await saveScreenshot(volunteerPage, 'volunteers-08-activated');
    await volunteerPage.waitForURL(`${portal.url}/`, { timeout: 5000 });
    await volunteerPage.getByText(`${VOLUNTEER.firstName} ${VOLUNTEER.lastName}`).waitFor();
    // their first sign-in: welcomed, not welcomed back
    await volunteerPage.getByRole('heading', { name: `Welkom, ${VOLUNTEER.firstName}!` }).waitFor();
    const stored = await volunteerPage.evaluate(() => ({
      token: localStorage.getItem('auth_token'),
      user: localStorage.getItem('auth_user'),
    }));
    expect(stored.token).toBeNull();
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({
      username: VOLUNTEER.username,
      role: 'vrijwilliger',
    });
    await saveScreenshot(volunteerPage, 'volunteers-09-volunteer-signed-in');

    // Assess: the used link no longer works
    await volunteerPage.goto(inviteLink);
    await volunteerPage.getByText(messages.invitation.invalidTitle).waitFor();
    expect(await volunteerPage.getByText(messages.invitation.invalid).isVisible()).toBe(true);
    await saveScreenshot(volunteerPage, 'volunteers-10-invitation-used');
  });

  it('shows the empty-filter text for a search that matches nothing, and filters by role and type', async () => {
    // Prepare
    const page = await signedInPage(portal.admin);
    await page.goto('/vrijwilligers');
    await row(page, 'Jan Peeters').waitFor();

    // Act
    await page.getByLabel('Zoek vrijwilligers').fill('niemand-heet-zo');

    // Assess
    await page.getByText('Geen vrijwilligers gevonden met de huidige filters.').waitFor();
    expect(await page.getByText(/Toont 0 van \d+ vrijwilligers/).isVisible()).toBe(true);
    await saveScreenshot(page, 'volunteers-11-no-match');

    // Act + Assess: 'Alle rollen' shows every account, and the footer counts them
    await page.getByLabel('Zoek vrijwilligers').fill('');
    await row(page, 'Jan Peeters').waitFor();
    expect(await page.getByText('Toont 1 van 1 vrijwilligers').isVisible()).toBe(true);
    await showAllRoles(page);
    await row(page, 'Admin Beheerder').waitFor();
    await page.getByText('Toont 2 van 2 vrijwilligers').waitFor();
    await saveScreenshot(page, 'volunteers-11b-all-roles');

    // Act + Assess: the type filter works in the browser on the full list
    await page.getByLabel('Filter op type').click();
    await visibleOption(page, 'Mentor').click();
    await row(page, 'Jan Peeters').waitFor();
    await expect.poll(() => row(page, 'Admin Beheerder').count()).toBe(0);
    expect(await page.getByText('Toont 1 van 2 vrijwilligers').isVisible()).toBe(true);

    // Assess (by eye): the list in the dark theme
    await page.getByRole('button', { name: /^Thema:/ }).click();
    await saveScreenshot(page, 'volunteers-16-dark-list');

    // Act + Assess: the dashboard's quick action opens the add dialog once
    await page.goto('/vrijwilligers?action=add');
    await dialog(page).getByLabel('Gebruikersnaam').waitFor();
    await expect.poll(() => page.url()).toBe(`${portal.url}/vrijwilligers`);
    await saveScreenshot(page, 'volunteers-17-dark-dialog');
  });

  it('changes a password (8 characters at least) and hands out a reset link', async () => {
    // Prepare
    const page = await signedInPage(portal.admin);
    await page.goto('/vrijwilligers');
    const volunteerRow = row(page, 'Jan Peeters');
    await volunteerRow.waitFor();

    // Act: seven characters keep the button disabled
    await volunteerRow.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    const passwordDialog = dialog(page);
    await passwordDialog.getByLabel('Nieuw wachtwoord').fill('1234567');
    const submit = passwordDialog.getByRole('button', { name: 'Wachtwoord wijzigen' });

    // Assess
    expect(await submit.isDisabled()).toBe(true);
    await passwordDialog.getByText(messages.password.tooShort).waitFor();
    await saveScreenshot(page, 'volunteers-12-change-password-short');

    // Act: a good password
    await passwordDialog.getByLabel('Nieuw wachtwoord').fill('Nog-Een-Wachtwoord-77');
    await submit.click();

    // Assess
    await toast(page, m.passwordChanged).waitFor();
    await passwordDialog.waitFor({ state: 'detached' });

    // Act: generate a reset link
    await volunteerRow.getByRole('button', { name: 'Resetlink genereren' }).click();

    // Assess: shown in a dialog that says it is valid 48 hours, and on the clipboard
    const linkDialog = dialog(page);
    await linkDialog.getByText(m.resetLinkCreated).waitFor();
    const resetLink = await linkDialog.getByLabel('Resetlink').inputValue();
    expect(resetLink).toMatch(new RegExp(`^${portal.url}/wachtwoord-vergeten/\\d+#token=`));
    expect(await linkDialog.textContent()).toContain('48 uur geldig');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(resetLink);
    await saveScreenshot(page, 'volunteers-13-reset-link');
  });

  it('lets a coordinator edit without sending the masked number back, and offers no role with their own rights or more, nor a change of their own', async () => {
    // Prepare
    await createUserAsAdmin(portal, COORDINATOR);
    const page = await signedInPage(COORDINATOR);
    await page.goto('/vrijwilligers');
    await row(page, 'Jan Peeters').waitFor();
    await showAllRoles(page);
    await row(page, 'Admin Beheerder').waitFor();

    // Assess: admins are only managed by admins
    expect(
      await row(page, 'Admin Beheerder').getByText('Alleen voor wie meer rechten heeft').isVisible(),
    ).toBe(true);
    expect(await row(page, 'Admin Beheerder').getByRole('button').count()).toBe(0);

    // Act: change a phone number
    await row(page, 'Jan Peeters').getByRole('button', { name: 'Bewerken' }).click();
    const rijksregister = dialog(page).getByLabel('Rijksregisternummer');
    expect(await rijksregister.inputValue()).toBe('');
    expect(await rijksregister.getAttribute('placeholder')).toBe('•••••••••28 (ongewijzigd)');
    await rijksregister.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'volunteers-14-coordinator-edit');
    await dialog(page).getByLabel('Telefoon').fill('0470 99 88 77');
    const update = page.waitForRequest((request) => request.method() === 'PUT');
    await dialog(page).getByRole('button', { name: 'Opslaan', exact: true }).click();

    // Assess: the number is not part of the update, and the list shows the change
    const sent = (await update).postDataJSON() as Record<string, unknown>;
    expect(sent).not.toHaveProperty('rijksregisterNummer');
    expect(sent).not.toHaveProperty('password');
    expect(sent).toMatchObject({ phone: '0470 99 88 77', role: 'vrijwilliger', status: 'active' });
    await toast(page, m.updated).waitFor();
    await expect.poll(() => row(page, 'Jan Peeters').textContent()).toContain('0470 99 88 77');
    expect(await row(page, 'Jan Peeters').textContent()).toContain('RRN: •••••••••28');

    // Act: open someone else's role choice
    await row(page, 'Jan Peeters').getByRole('button', { name: 'Bewerken' }).click();
    await dialog(page).getByLabel('Rol', { exact: true }).click();

    // Assess: only roles with fewer rights than a coordinator's are offered (issue 38 point 2): not
    // Coördinator (a peer), Bestuurslid or Administrator
    const disabledOption = (label: string) =>
      page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-disabled')
        .filter({ hasText: new RegExp(`^${label} –`) });
    await visibleOption(page, 'Vrijwilliger').waitFor();
    for (const label of ['Coördinator', 'Bestuurslid', 'Administrator'])
      expect(await disabledOption(label).count(), label).toBe(1);
    expect(await disabledOption('Vrijwilliger').count()).toBe(0);
    // Escape closes the menu (and, in some antd versions, the dialog with it)
    await page.keyboard.press('Escape');
    const cancel = dialog(page).getByRole('button', { name: 'Annuleren' });
    if (await cancel.isVisible()) await cancel.click();
    await dialog(page).waitFor({ state: 'hidden' });

    // Act: open their own record
    await row(page, 'Katrien De Wit').getByRole('button', { name: 'Bewerken' }).click();

    // Assess: nobody changes their own access (issue 24 point 1): the choices are off and say why
    await dialog(page).getByText(m.cannotChangeOwnAccess).first().waitFor();
    expect(await dialog(page).locator('.ant-select-disabled').count()).toBe(3);
    await saveScreenshot(page, 'volunteers-15-own-role-refused');
    expect(page.url()).toBe(`${portal.url}/vrijwilligers`);
  });

  it('deletes a volunteer after confirmation', async () => {
    // Prepare
    const page = await signedInPage(portal.admin);
    await page.goto('/vrijwilligers');
    await showAllRoles(page);
    const coordinatorRow = row(page, 'Katrien De Wit');
    await coordinatorRow.waitFor();

    // Act: the first click only asks
    await coordinatorRow.getByRole('button', { name: 'Verwijderen' }).click();
    const confirmation = page.locator('.ant-popconfirm').filter({ hasText: 'Vrijwilliger verwijderen' });
    await confirmation.waitFor();
    expect(await coordinatorRow.count()).toBe(1);
    await saveScreenshot(page, 'volunteers-18-delete-confirmation');
    await confirmation.getByRole('button', { name: 'Verwijderen' }).click();

    // Assess
    await toast(page, m.deleted).waitFor();
    await expect.poll(() => coordinatorRow.count()).toBe(0);
    expect(await page.getByText('Toont 2 van 2 vrijwilligers').isVisible()).toBe(true);
  });
});
