import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { callApi } from './support/api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hasChromium } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { dismissToasts, signIn } from './support/session';
import { browserSuite } from './support/suite';

const PASSWORD = 'Twee-Stappen-Wachtwoord-22';
const person = (username: string, role: string) => ({
  username,
  password: PASSWORD,
  firstName: 'Noor',
  lastName: `Peeters ${username}`,
  email: `${username}@example.org`,
  role,
});

/** The authenticator app: the code for now, or `steps` periods of 30 seconds later. */
const codeFor = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe.runIf(hasChromium())('Two-step sign-in', () => {
  // The real policy: admin and bestuurslid must use a second factor.
  const suite = browserSuite({ portal: { secondFactorPolicy: 'default' } });
  let portal: TestPortal;
  let adminSecret = '';

  beforeAll(async () => {
    portal = suite.portal;
    // The seeded admin enrols through the API, so it can create the people the tests sign in as.
    const restricted = await callApi<{ token: string }>(portal, 'POST', '/api/login', {
      body: { username: portal.admin.username, password: portal.admin.password },
    });
    const start = await callApi<{ manualKey: string }>(portal, 'POST', '/api/auth/mfa/totp/start', {
      token: restricted.token,
    });
    await callApi(portal, 'POST', '/api/auth/mfa/totp/confirm', {
      token: restricted.token,
      body: { code: codeFor(start.manualKey) },
    });
    adminSecret = start.manualKey;
    for (const [username, role] of [
      ['tweede-admin', 'admin'],
      ['bestuur-noor', 'bestuurslid'],
      ['bestuur-reset', 'bestuurslid'],
      ['passkey-lid', 'vrijwilliger'],
    ] as const) {
      await callApi(portal, 'POST', '/api/users', { token: restricted.token, body: person(username, role) });
    }
  });

  const openPage = () => suite.openPage();

  /** Signs in with the password and lands on the forced enrolment; enrols with the shown key. */
  async function enrolOnFirstSignIn(page: Page, username: string) {
    await page.goto('/login');
    await page.getByLabel('Gebruikersnaam').fill(username);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('heading', { name: messages.security.enrolTitle }).waitFor();
    const shownKey = await page.getByTestId('totp-manual-key').innerText();
    const secret = shownKey.replace(/\s+/g, '');
    await page.getByLabel('Verificatiecode').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.getByRole('heading', { name: messages.security.recoveryCodesTitle }).waitFor();
    const recoveryCodes = await page.locator('.recovery-codes li').allInnerTexts();
    return { secret, recoveryCodes: recoveryCodes.map((code) => code.trim()) };
  }

  /** Signs out and waits for the sign-in screen, so the next step does not race the logout call. */
  async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.getByLabel('Gebruikersnaam').waitFor();
  }

  async function submitPassword(page: Page, username: string) {
    await page.goto('/login');
    await page.getByLabel('Gebruikersnaam').fill(username);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByLabel('Verificatiecode').waitFor();
  }

  it('forces a bestuurslid without a second factor to enrol before the dashboard shows', async () => {
    const page = await openPage();

    await enrolOnFirstSignIn(page, 'bestuur-noor');
    const shellBeforeDone = await page.locator('.app-header').count();
    await saveScreenshot(page, 'mfa-recovery-codes');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: messages.security.recoveryCodesSaved }).click();

    expect(shellBeforeDone).toBe(0);
    await page.locator('.app-header').waitFor();
    await expect.poll(() => page.url()).toBe(`${portal.url}/`);
  });

  it('lets an admin enrol, sign in with password and a fresh code, refuses the code replayed, and takes a recovery code once', async () => {
    const page = await openPage();
    const { secret, recoveryCodes } = await enrolOnFirstSignIn(page, 'tweede-admin');
    await page.getByRole('button', { name: messages.security.recoveryCodesSaved }).click();
    await page.locator('.app-header').waitFor();
    await signOut(page);

    // Password and a fresh code (the next 30-second step: the enrolment used this one).
    const freshCode = codeFor(secret, 1);
    await signIn(page, 'tweede-admin', PASSWORD, { code: () => freshCode });
    await signOut(page);

    // The same code again is refused.
    await submitPassword(page, 'tweede-admin');
    await saveScreenshot(page, 'mfa-second-step');
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Verificatiecode').fill(freshCode);
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe(messages.mfa.triesLeft(messages.mfa.wrongCode, 4));

    // A recovery code signs in once, into a new enrolment.
    await page.getByRole('button', { name: messages.security.useRecoveryCode }).click();
    await page.getByLabel('Herstelcode').fill(String(recoveryCodes[0]));
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.getByRole('heading', { name: messages.security.enrolTitle }).waitFor();
    await signOut(page);
    await submitPassword(page, 'tweede-admin');
    await page.getByRole('button', { name: messages.security.useRecoveryCode }).click();
    await page.getByLabel('Herstelcode').fill(String(recoveryCodes[0]));
    await page.getByRole('button', { name: 'Bevestigen' }).click();

    // The refusal also says how many tries are left for this challenge.
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(messages.mfa.wrongRecoveryCode);
  });

  it("lets an admin wipe a bestuurslid's second factor from the volunteer screen, which ends their sessions", async () => {
    // The bestuurslid enrols through the API and keeps a session open.
    const session = await callApi<{ token: string }>(portal, 'POST', '/api/login', {
      body: { username: 'bestuur-reset', password: PASSWORD },
    });
    const start = await callApi<{ manualKey: string }>(portal, 'POST', '/api/auth/mfa/totp/start', {
      token: session.token,
    });
    await callApi(portal, 'POST', '/api/auth/mfa/totp/confirm', {
      token: session.token,
      body: { code: codeFor(start.manualKey) },
    });
    const page = await openPage();
    await signIn(page, portal.admin.username, portal.admin.password, { code: () => codeFor(adminSecret, 1) });

    await page.goto('/vrijwilligers');
    // The list shows volunteers by default (spec §7); a bestuurslid is found under 'Alle rollen'.
    await page.getByLabel('Filter op rol').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: 'Alle rollen' })
      .first()
      .click();
    const row = page.locator('tr', { hasText: 'Peeters bestuur-reset' });
    await row.waitFor();
    // Notification toasts for the admin (new users) would cover the row's buttons.
    await dismissToasts(page);
    await row.getByRole('button', { name: 'Tweestapsverificatie wissen' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Wissen', exact: true }).click();
    await page.getByText(messages.mfa.resetDone).waitFor();
    const oldSession = await fetch(new URL('/api/auth/me', portal.url), {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const nextSignIn = await callApi<{ user?: { enrolmentRequired: boolean } }>(
      portal,
      'POST',
      '/api/login',
      {
        body: { username: 'bestuur-reset', password: PASSWORD },
      },
    );

    expect(oldSession.status).toBe(401);
    expect(nextSignIn.user?.enrolmentRequired).toBe(true);
  });

  it('registers a passkey on the Beveiliging page and signs in with it (Chromium virtual authenticator)', async () => {
    const page = await openPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await signIn(page, 'passkey-lid', PASSWORD);

    await page.goto('/beveiliging');
    await page.getByRole('button', { name: 'Passkey toevoegen' }).click();
    await page.getByText(messages.mfa.passkeyAdded).waitFor();
    await saveScreenshot(page, 'mfa-security-page');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.getByLabel('Gebruikersnaam').waitFor();
    await page.getByLabel('Gebruikersnaam').fill('passkey-lid');
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('button', { name: messages.security.usePasskey }).click();

    await page.locator('.app-header').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    // One passkey was made, and it signed once: for the sign-in that opened the shell.
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.signCount).toBeGreaterThanOrEqual(1);
  });
});
