import type { Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { accountNoticeMessages } from '../../shared/messages/account-notices';
import { callApi, createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import { portalLinkIn, waitForMailTo } from './support/mailbox';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { browserSuite } from './support/suite';

/**
 * Issue 38, item 13: a mailed reset link carries its secret after `#`, which the browser never sends
 * to a server; the page posts it in a request body, and the user is told by mail afterwards.
 */

const VOLUNTEER = {
  username: 'fragment-fien',
  password: 'Eerste-Wachtwoord-73',
  firstName: 'Fien',
  lastName: 'Wouters',
  email: 'fien.wouters@example.org',
};
const NEW_PASSWORD = 'Via-Het-Fragment-Gekozen-84';

describe.runIf(hasChromium())('a mailed reset link with its secret in the fragment', () => {
  const suite = browserSuite({ sharedPortal: true });
  let portal: TestPortal;
  let userId: number;

  beforeAll(async () => {
    portal = suite.portal;
    userId = (await createUserAsAdmin(portal, VOLUNTEER)).id;
  });

  it('opens the form, sets a new password with the secret sent only in request bodies, and signs in with it', async () => {
    // Prepare: "Wachtwoord vergeten" mails a link
    await callApi(portal, 'POST', '/api/request-password-reset', {
      body: { usernameOrEmail: VOLUNTEER.username },
    });
    const mail = await waitForMailTo(portal.mailboxUrl, VOLUNTEER.email, { subject: /Wachtwoord/ });
    const link = new URL(portalLinkIn(mail, '/wachtwoord-vergeten/'));
    const token = new URLSearchParams(link.hash.slice(1)).get('token') ?? '';
    expect(link.pathname).toBe(`/wachtwoord-vergeten/${userId}`);
    expect(link.search).toBe('');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const page = await suite.openPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));

    // Act: open the mailed link and choose a new password
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' }).waitFor();
    await page.getByText(`Kies een nieuw wachtwoord, ${VOLUNTEER.firstName}.`).waitFor();
    await saveScreenshot(page, 'reset-link-fragment-01-form');
    await page.getByLabel('Nieuw wachtwoord').fill(NEW_PASSWORD);
    await page.getByLabel('Bevestig wachtwoord').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await page.getByText(messages.reset.passwordChanged).waitFor();
    await saveScreenshot(page, 'reset-link-fragment-02-done');
    await page.waitForURL(`${portal.url}/login`, { timeout: 5000 });

    // Assess: no request line carried the secret; the check and the reset carried it in their bodies
    expect(requests.map((request) => request.url()).filter((url) => url.includes(token))).toEqual([]);
    expect(
      requests.map((request) => request.headers().referer ?? '').filter((referer) => referer.includes(token)),
    ).toEqual([]);
    const posted = requests.filter((request) => request.postData()?.includes(token));
    expect(posted.map((request) => `${request.method()} ${new URL(request.url()).pathname}`).sort()).toEqual([
      'POST /api/reset-password',
      'POST /api/verify-reset-token',
    ]);

    // Act + Assess: the new password signs in
    await signIn(page, VOLUNTEER.username, NEW_PASSWORD);
    await page.getByText(`${VOLUNTEER.firstName} ${VOLUNTEER.lastName}`).first().waitFor();
    await saveScreenshot(page, 'reset-link-fragment-03-signed-in');

    // Assess: the notice of the change arrived, without the link's secret
    const notice = await waitForMailTo(portal.mailboxUrl, VOLUNTEER.email, {
      subject: new RegExp(accountNoticeMessages.accountNotices.subjects.password),
    });
    expect(`${notice.body.text}${notice.body.html}`).not.toContain(token);
  });
});
