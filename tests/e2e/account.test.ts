import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createUserAsAdmin } from './support/api';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import { portalLinkIn, waitForMailTo } from './support/mailbox';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

const VOLUNTEER = {
  username: 'lvermeulen',
  password: 'Eerste-Wachtwoord-31',
  firstName: 'Lien',
  lastName: 'Vermeulen',
  email: 'lien.vermeulen@example.org',
};
const NEW_PASSWORD = 'Nieuw-Gekozen-Wachtwoord-58';

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

describe.runIf(hasChromium())('forgot password and reset by link', () => {
  const suite = browserSuite({ sharedPortal: true });
  let portal: TestPortal;

  beforeAll(async () => {
    portal = suite.portal;
    // The volunteer exists before the browser starts: added by the admin through the API.
    await createUserAsAdmin(portal, VOLUNTEER);
  });

  const { openPage } = suite;

  it('mails a reset link, sets a new password with it, signs in with that password, and refuses the used link', async () => {
    // Prepare
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await page.waitForURL(`${portal.url}/wachtwoord-vergeten`);

    // Act + Assess: an empty (blank) field is refused with spec §5's message, inline only (no toast too)
    await page.getByLabel('Gebruikersnaam of e-mailadres').fill('   ');
    await page.getByRole('button', { name: 'Resetlink versturen' }).click();
    await page.locator('.ant-form-item-explain').getByText(messages.reset.requestRequired).waitFor();
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    await saveScreenshot(page, 'account-01-forgot-password-empty');

    // Act: ask for a link by e-mail address
    await page.getByLabel('Gebruikersnaam of e-mailadres').fill(VOLUNTEER.email);
    await page.getByRole('button', { name: 'Resetlink versturen' }).click();

    // Assess: the neutral confirmation, valid 30 minutes, with the way back to the sign-in screen
    await page.getByText('E-mail verzonden!').waitFor();
    expect(await page.getByText(messages.reset.neutralAnswer).isVisible()).toBe(true);
    expect(await page.getByText(/30 minuten geldig/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Terug naar inloggen' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'account-02-forgot-password-sent');

    // Act: open the link from the mail
    const mail = await waitForMailTo(portal.mailboxUrl, VOLUNTEER.email, { subject: /Wachtwoord/ });
    const resetLink = portalLinkIn(mail, '/wachtwoord-vergeten/');
    expect(resetLink.startsWith(`${portal.url}/wachtwoord-vergeten/`)).toBe(true);
    await page.goto(resetLink);

    // Assess: the form; a short password and a different confirmation are refused
    await page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' }).waitFor();
    await page.getByLabel('Nieuw wachtwoord').fill('kort');
    await page.getByLabel('Bevestig wachtwoord').fill('iets-anders');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await page.getByText(messages.password.tooShort).waitFor();
    await page.getByText(messages.password.mismatch).waitFor();
    await saveScreenshot(page, 'account-03-reset-form-invalid');

    // Act: a good new password
    await page.getByLabel('Nieuw wachtwoord').fill(NEW_PASSWORD);
    await page.getByLabel('Bevestig wachtwoord').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();

    // Assess: the notice, then the sign-in screen after two seconds
    await page.getByText(messages.reset.passwordChanged).waitFor();
    await saveScreenshot(page, 'account-04-reset-done');
    await page.waitForURL(`${portal.url}/login`, { timeout: 5000 });

    // Act + Assess: the old password no longer works, the new one does
    await signIn(page, VOLUNTEER.username, VOLUNTEER.password);
    await page.getByRole('alert').filter({ hasText: messages.login.invalidCredentials }).waitFor();
    await signIn(page, VOLUNTEER.username, NEW_PASSWORD);
    await page.waitForURL(`${portal.url}/`);
    await page.getByText(`${VOLUNTEER.firstName} ${VOLUNTEER.lastName}`).waitFor();
    await saveScreenshot(page, 'account-05-signed-in-with-new-password');

    // Act + Assess: the used link shows the invalid-link card with the way back
    await page.goto(resetLink);
    await page.getByText(messages.reset.invalidTitle).waitFor();
    expect(await page.getByText(messages.reset.invalid).isVisible()).toBe(true);
    expect(await page.getByText(/Vraag een nieuwe wachtwoord reset aan/).isVisible()).toBe(true);
    await saveScreenshot(page, 'account-06-reset-link-used');
    await page.getByRole('button', { name: 'Terug naar inloggen' }).click();
    await page.waitForURL(/\/(login)?$/);
  });

  it('answers an unknown e-mail address just as neutrally, and sends nothing', async () => {
    // Prepare
    const page = await openPage();
    await page.goto('/wachtwoord-vergeten');

    // Act
    await page.getByLabel('Gebruikersnaam of e-mailadres').fill('niemand@example.org');
    await page.getByRole('button', { name: 'Resetlink versturen' }).click();

    // Assess
    await page.getByText('E-mail verzonden!').waitFor();
    expect(await page.getByText(messages.reset.neutralAnswer).isVisible()).toBe(true);
    await expect(
      waitForMailTo(portal.mailboxUrl, 'niemand@example.org', { timeoutMs: 1000 }),
    ).rejects.toThrow();
  });

  it('shows the invalid-invitation card for an unknown invitation link, also on a phone', async () => {
    // Prepare
    const page = await openPage();
    await page.setViewportSize(PHONE_VIEWPORT);

    // Act
    await page.goto('/invite/4242#token=dit-is-geen-geldige-uitnodiging');

    // Assess
    await page.getByText(messages.invitation.invalidTitle).waitFor();
    expect(await page.getByText(messages.invitation.invalid).isVisible()).toBe(true);
    expect(await page.getByText(/Neem contact op met de administrator/).isVisible()).toBe(true);
    await saveScreenshot(page, 'account-07-invitation-invalid');
    await page.getByRole('button', { name: 'Terug naar inloggen' }).click();
    await page.waitForURL(`${portal.url}/login`);
  });
});
