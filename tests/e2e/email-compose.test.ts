import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../infra/local/services';
import { messages } from '../../shared/messages';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import { waitForMailTo } from './support/mailbox';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { browserSuite } from './support/suite';

const m = messages.email;
const COORDINATOR = {
  username: 'hpeeters',
  password: 'Brieven-Voor-De-Ouders-37',
  firstName: 'Hanne',
  lastName: 'Peeters',
  email: 'hanne.peeters@example.org',
  role: 'coordinator',
};
const VOLUNTEER = {
  username: 'rjanssens',
  password: 'Rekenen-Op-Dinsdag-52',
  firstName: 'Ruben',
  lastName: 'Janssens',
  email: 'ruben.janssens@example.org',
};
const FAMILY = { parentName: 'Yasmina Haddad', email: 'gezin.haddad@example.org', childName: 'Adam' };
const PLAIN_FAMILY = { parentName: 'Lotte Wouters', email: 'gezin.wouters@example.org', childName: 'Finn' };

/** Adds each address through the recipient field, as typed. */
async function addRecipients(page: Page, addresses: readonly string[]) {
  const input = page.getByRole('textbox', { name: 'Ontvanger toevoegen' });
  for (const address of addresses) {
    await input.fill(address);
    await input.press('Enter');
  }
}

/**
 * Composing a bulk mail (issue 37 points 4 and 5): the news's rich-text editor instead of an HTML
 * field, a mail whose parts read as typed, and placeholders that would stay raw counted in the
 * preview and confirmed before sending.
 */
describe.runIf(hasChromium())('Composing a bulk mail', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    const { portal } = suite;
    await Promise.all([COORDINATOR, VOLUNTEER].map((user) => createUserAsAdmin(portal, user)));
    const admin = await apiLogin(portal, portal.admin.username, portal.admin.password);
    for (const family of [FAMILY, PLAIN_FAMILY])
      await callApi(portal, 'POST', '/api/families', { token: admin, body: family });
  });

  it('writes the message in the rich-text editor, and the mail arrives with its lines, bold text and the opt-out on lines of their own', async () => {
    // Prepare
    const page = await suite.openPage();
    await signIn(page, COORDINATOR.username, COORDINATOR.password);
    await page.goto('/email');
    await addRecipients(page, [PLAIN_FAMILY.email]);
    await page.getByLabel('Onderwerp').fill('Les van woensdag');

    // Act: type three lines, the middle one bold, as a coordinator would
    expect(await page.getByText('Inhoud (HTML)').count()).toBe(0);
    const editor = page.getByRole('textbox', { name: 'Inhoud' });
    await editor.click();
    await page.keyboard.type('Beste ouders,');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('De les van woensdag valt weg.');
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Groeten, Hanne');
    await saveScreenshot(page, 'email-compose-01-editor');
    await page.getByRole('button', { name: 'Verzenden' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.ant-notification-notice').filter({ hasText: m.sent }).waitFor();

    // Assess: the HTML part keeps the lines and the bold text; the text part has them on lines of
    // their own and the opt-out apart from the last word
    const mail = await waitForMailTo(suite.portal.mailboxUrl, PLAIN_FAMILY.email, { timeoutMs: 15_000 });
    expect(mail.body.html).toMatch(/<(b|strong)>De les van woensdag valt weg\.<\/\1>/);
    const text = (mail.body.text ?? '').replace(/\r\n/g, '\n');
    expect(text).toMatch(
      new RegExp(
        `^Beste ouders,\\nDe les van woensdag valt weg\\.\\nGroeten, Hanne\\n\\n-- \\n${m.unsubscribeFooter.replace('?', '\\?')}\\nAfmelden: http\\S+$`,
      ),
    );
  });

  it('counts in the preview who has no value for a placeholder, and asks before sending a mail in which it would stay raw', async () => {
    // Prepare: a family with a child and a volunteer, who has none
    const page = await suite.openPage();
    await signIn(page, COORDINATOR.username, COORDINATOR.password);
    await page.goto('/email');
    await addRecipients(page, [FAMILY.email, VOLUNTEER.email]);
    await page.getByLabel('Onderwerp').fill('Nieuws over [KINDNAAM]');
    await page.getByRole('textbox', { name: 'Inhoud' }).click();
    await page.keyboard.type('Beste [VOORNAAM], hoe gaat het met [KINDNAAM]?');
    const missing = m.placeholderMissing('[KINDNAAM]', 1, 2);

    // Act: the preview for the family
    const previewFor = page.getByLabel('Ontvanger voor het voorbeeld');
    await previewFor.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: FAMILY.email })
      .click();
    await page.getByRole('button', { name: 'Voorbeeld tonen' }).click();

    // Assess: the count per placeholder above the preview
    await page.getByText(missing).waitFor();
    await page.getByText(m.missingPlaceholdersTitle).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'email-compose-02-preview-counts');

    // Act: send, and cancel at the question
    await page.getByRole('button', { name: 'Verzenden' }).focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog').filter({ hasText: m.confirmRawPlaceholdersTitle });
    await question.getByText(missing).waitFor();
    await saveScreenshot(page, 'email-compose-03-confirm');
    await question.getByRole('button', { name: 'Annuleren' }).click();
    await question.waitFor({ state: 'hidden' });

    // Assess: nothing was sent
    const sentTo = async () =>
      (await readMailbox(suite.portal.mailboxUrl))
        .filter((mail) => /^Nieuws over/.test(mail.subject))
        .map((mail) => mail.destination.to[0])
        .sort();
    expect(await sentTo()).toEqual([]);

    // Act: send again and confirm
    await page.getByRole('button', { name: 'Verzenden' }).focus();
    await page.keyboard.press('Enter');
    await question.getByRole('button', { name: m.confirmRawPlaceholdersOk }).click();

    // Assess: both got it, the family with its child's name, the volunteer with the placeholder
    await page.locator('.ant-notification-notice').filter({ hasText: m.sent }).waitFor();
    await expect.poll(sentTo, { timeout: 15_000 }).toEqual([FAMILY.email, VOLUNTEER.email].sort());
    const mails = await readMailbox(suite.portal.mailboxUrl);
    expect(mails.find((mail) => mail.destination.to[0] === FAMILY.email)?.subject).toBe('Nieuws over Adam');
    expect(mails.find((mail) => mail.destination.to[0] === VOLUNTEER.email)?.subject).toBe(
      'Nieuws over [KINDNAAM]',
    );
  });
});
