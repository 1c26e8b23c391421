import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { messages } from '../../../shared/messages';
import { answerWithPasskey, browserPasskeyOf, enrolInBrowser } from './second-factor';

/**
 * Signs in through the login screen, as a user would, and waits for the shell. The header shows at
 * every width (the menu hides in a drawer on a phone), so it is what "signed in" looks like. Staff
 * complete the second step (issue 38): with the code `options.code` gives (an authenticator app), or
 * with the passkey this process holds for them; on their first sign-in they get one on the
 * enrolment screen (see second-factor.ts).
 */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  options: SignInOptions = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  if (options.code) {
    await page.getByLabel('Verificatiecode').fill(options.code());
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.locator('.app-header').waitFor();
    return;
  }
  await finishSignIn(page, username);
}

/**
 * After the password was accepted: waits for the shell, completing the second step or the enrolment
 * of a staff member first (see signIn).
 */
export async function finishSignIn(page: Page, username: string): Promise<void> {
  const header = page.locator('.app-header');
  const secondStep = page
    .getByLabel('Verificatiecode')
    .or(page.getByRole('button', { name: messages.security.usePasskey }));
  const enrolment = page.getByRole('heading', { name: messages.security.enrolTitle });
  await header.or(secondStep).or(enrolment).first().waitFor();
  if (await enrolment.isVisible()) {
    await enrolInBrowser(page, username);
  } else if (await secondStep.first().isVisible()) {
    const passkey = browserPasskeyOf(page, username);
    if (!passkey) throw new Error(`${username} has a second factor this test does not hold`);
    await answerWithPasskey(page, passkey);
  }
  await header.waitFor();
}

export type SignInOptions = {
  /** For an account with an authenticator app (issue 22): the code for the second step. */
  code?: () => string;
};

/**
 * Closes every toast until none is left. Closing happens inside the poll: a toast that arrives late,
 * or a click lost while another toast slides away, is simply closed on the next round.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.ant-notification-notice');
  await expect
    .poll(async () => {
      for (const close of await page.locator('.ant-notification-notice-close').all()) {
        await close.click({ timeout: 1_000 }).catch(() => undefined);
      }
      return toasts.count();
    })
    .toBe(0);
}
