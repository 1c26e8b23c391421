import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Signs in through the login screen, as a user would, and waits for the shell. The header shows at
 * every width (the menu hides in a drawer on a phone), so it is what "signed in" looks like.
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
  }
  await page.locator('.app-header').waitFor();
}

export type SignInOptions = {
  /**
   * For an account with a second factor (issue 22): the code for the second step, asked for once
   * the password was accepted. Test portals seed the policy to "no roles", so most tests leave it out.
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
