import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { messages } from '../../../shared/messages';

/** The authenticator of each account a browser test enrolled (username → TOTP secret), for its next sign-in. */
const authenticators = new Map<string, string>();

/** The code an authenticator app shows now for a secret. */
export const totpCode = (secret: string) => generateSync({ secret });

/**
 * Signs in through the login screen, as a user would, and waits for the shell. The header shows at
 * every width (the menu hides in a drawer on a phone), so it is what "signed in" looks like. When the
 * portal asks for a second step it is taken like a user would: an account without a second factor
 * enrols one (the shown key becomes its authenticator, the recovery codes are acknowledged), one
 * with a factor gives the code of its authenticator (or of `options.code`).
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
  const shell = page.locator('.app-header');
  const codeField = page.getByLabel('Verificatiecode');
  await shell.or(codeField).first().waitFor();
  if (await codeField.isVisible()) {
    const enrolKey = page.getByTestId('totp-manual-key');
    if ((await enrolKey.count()) > 0) {
      const secret = (await enrolKey.innerText()).replace(/\s+/g, '');
      authenticators.set(username, secret);
      await codeField.fill(totpCode(secret));
      await page.getByRole('button', { name: 'Bevestigen' }).click();
      await page.getByRole('button', { name: messages.security.recoveryCodesSaved }).click();
    } else {
      const secret = authenticators.get(username);
      const code = options.code?.() ?? (secret ? totpCode(secret) : undefined);
      if (!code) throw new Error(`The portal asks ${username} for a code, but no authenticator is known`);
      await codeField.fill(code);
      await page.getByRole('button', { name: 'Bevestigen' }).click();
    }
  }
  await shell.waitFor();
}

export type SignInOptions = {
  /**
   * The code for the second step of an account whose factor this file did not enrol through signIn.
   * Accounts enrolled by signIn need none; test portals seed the policy to "no roles" by default.
   */
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
