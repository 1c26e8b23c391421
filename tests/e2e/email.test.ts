import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../infra/local/services';
import { messages } from '../../shared/messages';
import { MINIMAL_PDF } from '../integration/support/files';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { chooseInSelect } from './support/select';
import { dismissToasts } from './support/session';
import { browserSuite } from './support/suite';

const m = messages.email;
const COORDINATOR = {
  username: 'lvermeulen',
  password: 'Brieven-Schrijven-Op-Vrijdag-19',
  firstName: 'Lien',
  lastName: 'Vermeulen',
  email: 'lien.vermeulen@example.org',
  role: 'coordinator',
};
const VOLUNTEERS = [
  {
    username: 'jbosmans',
    password: 'Rekenen-Met-Breuken-88',
    firstName: 'Jonas',
    lastName: 'Bosmans',
    email: 'jonas.bosmans@example.org',
  },
  {
    username: 'emaes',
    password: 'Dictee-Op-Donderdag-54',
    firstName: 'Elif',
    lastName: 'Maes',
    email: 'elif.maes@example.org',
  },
];
const FAMILY = { parentName: 'Fatima Benali', email: 'gezin.benali@example.org', childName: 'Amir' };
const TEMPLATE = {
  name: 'Welkom nieuwe vrijwilliger',
  subject: 'Welkom [VOORNAAM]',
  content:
    '<p>Beste [VOORNAAM],</p><p>Kies uw wachtwoord: <a href="[RESETLINK]">wachtwoord instellen</a></p>',
};
const NEW_PASSWORD = 'Nieuw-Via-De-Mail-73';

describe.runIf(hasChromium())('E-mail Tool', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let files: string;

  beforeAll(async () => {
    portal = suite.portal;
    files = await mkdtemp(join(tmpdir(), 'email-e2e-'));
    await writeFile(join(files, 'uitnodiging.pdf'), MINIMAL_PDF);
    await Promise.all([COORDINATOR, ...VOLUNTEERS].map((user) => createUserAsAdmin(portal, user)));
    const admin = await apiLogin(portal, portal.admin.username, portal.admin.password);
    await callApi(portal, 'POST', '/api/families', { token: admin, body: FAMILY });
    const coordinator = await apiLogin(portal, COORDINATOR.username, COORDINATOR.password);
    await callApi(portal, 'POST', '/api/email/templates', { token: coordinator, body: TEMPLATE });
  });

  afterAll(async () => {
    if (files) await rm(files, { recursive: true, force: true });
  });

  const { openPage, signedInPage } = suite;

  it('sends a template with [VOORNAAM] and [RESETLINK] and a PDF to two volunteers and a family: three personal mails arrive, the history says Verzonden and the reset link works', async () => {
    // Prepare
    const page = await signedInPage(COORDINATOR);
    await page.goto('/email');
    await page.getByRole('tab', { name: 'Sjablonen' }).click();

    // Act: choose the template, pick the recipients, attach the PDF, send
    await chooseInSelect(page, 'Sjabloon kiezen', TEMPLATE.name);
    await page.getByRole('tab', { name: 'Ontvangers' }).click();
    for (const name of ['Jonas Bosmans', 'Elif Maes', FAMILY.parentName])
      await chooseInSelect(page, 'Vrijwilligers en gezinnen kiezen', name);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Toevoegen aan ontvangers' }).click();
    await page.locator('input[type=file]').setInputFiles(join(files, 'uitnodiging.pdf'));
    await page.locator('.ant-upload-list-item-done').waitFor();
    await expect.poll(() => page.getByLabel('Onderwerp').inputValue()).toBe(TEMPLATE.subject);
    await chooseInSelect(page, 'Ontvanger voor het voorbeeld', VOLUNTEERS[1]?.email ?? '');
    await page.getByRole('button', { name: 'Voorbeeld tonen' }).click();
    await page.getByText('Welkom Elif').waitFor();
    await saveScreenshot(page, 'email-01-compose');
    // From the keyboard: a click right after the page scrolls to the button can land on the preview
    // frame above it while the scroll settles (seen as a send that never left), a keypress cannot.
    await page.getByRole('button', { name: 'Verzenden' }).focus();
    await page.keyboard.press('Enter');
    // The family gets no reset link, so [RESETLINK] stays raw for it: the send asks first (issue 37).
    await page.getByRole('dialog').getByRole('button', { name: m.confirmRawPlaceholdersOk }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: m.sent }).waitFor();

    // Assess: three personal messages with the attachment
    const recipients = [...VOLUNTEERS.map((volunteer) => volunteer.email), FAMILY.email];
    await expect
      .poll(
        async () =>
          (await readMailbox(portal.mailboxUrl)).filter((mail) =>
            recipients.includes(mail.destination.to[0] ?? ''),
          ).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(3);
    const mails = (await readMailbox(portal.mailboxUrl)).filter((mail) =>
      recipients.includes(mail.destination.to[0] ?? ''),
    );
    const subjectOf = (address: string) => mails.find((mail) => mail.destination.to[0] === address)?.subject;
    expect(subjectOf('jonas.bosmans@example.org')).toBe('Welkom Jonas');
    expect(subjectOf('elif.maes@example.org')).toBe('Welkom Elif');
    expect(subjectOf(FAMILY.email)).toBe('Welkom Fatima');
    for (const mail of mails)
      expect(mail.attachments.map((file) => file.filename)).toEqual(['uitnodiging.pdf']);

    // Assess: the history shows them 'Verzonden'
    await dismissToasts(page);
    await page.getByRole('tab', { name: 'Geschiedenis' }).click();
    await expect
      .poll(() => page.locator('.ant-table-row').filter({ hasText: m.statusDelivered }).count(), {
        timeout: 10_000,
      })
      .toBe(3);
    await saveScreenshot(page, 'email-02-history');
    await expectNoSeriousAxeViolations(page, '/email');

    // Assess: Jonas's reset link sets a new password
    const jonasMail = mails.find((mail) => mail.destination.to[0] === 'jonas.bosmans@example.org');
    const link = /href="(http[^"]+\/wachtwoord-vergeten\/[^"]+)"/.exec(jonasMail?.body.html ?? '')?.[1];
    expect(link).toBeTruthy();
    const reset = await openPage();
    await reset.goto(String(link));
    await reset.getByLabel('Nieuw wachtwoord').fill(NEW_PASSWORD);
    await reset.getByLabel('Bevestig wachtwoord').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await reset.getByText(messages.reset.passwordChanged).waitFor();
  });

  it('opts a family out through the visible link in its bulk mail: the page asks first, the button records it', async () => {
    // Prepare
    const admin = await apiLogin(portal, portal.admin.username, portal.admin.password);
    const address = 'gezin.afmelden@example.org';
    await callApi(portal, 'POST', '/api/families', {
      token: admin,
      body: { parentName: 'Hanne Claes', email: address, childName: 'Mila' },
    });
    const coordinator = await apiLogin(portal, COORDINATOR.username, COORDINATOR.password);
    const send = (subject: string) =>
      callApi<{ queued: number }>(portal, 'POST', '/api/email/send', {
        token: coordinator,
        body: { to: [address], subject, html: '<p>Nieuws van de vereniging</p>' },
      });
    await send('Nieuwsbrief');
    await expect
      .poll(
        async () => (await readMailbox(portal.mailboxUrl)).some((mail) => mail.destination.to[0] === address),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    const mail = (await readMailbox(portal.mailboxUrl)).find((mail) => mail.destination.to[0] === address);
    const link = /<a href="([^"]+\/afmelden\/[^"]+)">Afmelden<\/a>/.exec(mail?.body.html ?? '')?.[1];
    const page = await openPage({ viewport: PHONE_VIEWPORT });

    // Act
    await page.goto(String(link));
    await page.getByText(m.unsubscribeQuestion).waitFor();
    await expectNoSeriousAxeViolations(page, '/afmelden');
    await page.getByRole('button', { name: m.unsubscribeLink }).click();

    // Assess
    await page.getByRole('status').getByText(m.unsubscribed).waitFor();
    await saveScreenshot(page, 'email-04-unsubscribed-phone');
    const later = await send('Volgende nieuwsbrief');
    expect(later).toMatchObject({ queued: 1 });
    const laterStatus = async () =>
      (
        await callApi<{ items: { recipient: string; subject: string; status: string }[] }>(
          portal,
          'GET',
          '/api/email/logs?limit=100',
          { token: coordinator },
        )
      ).items.find((log) => log.recipient === address && log.subject === 'Volgende nieuwsbrief')?.status;
    await expect.poll(laterStatus, { timeout: 10_000 }).toBe('skipped');
  });

  it('adds recipients on Enter, comma and the plus button without duplicates, and works on a phone', async () => {
    // Prepare
    const page = await signedInPage(COORDINATOR, { viewport: PHONE_VIEWPORT });
    await page.goto('/email');
    const input = page.getByRole('textbox', { name: 'Ontvanger toevoegen' });

    // Act
    await input.fill('a@example.org');
    await input.press('Enter');
    await input.fill('b@example.org,');
    await input.fill('A@example.org');
    await page.getByRole('button', { name: 'Ontvanger toevoegen' }).click();
    await page.getByRole('button', { name: 'Verzenden' }).click();

    // Assess
    const tags = page.getByRole('group', { name: 'Gekozen ontvangers' }).locator('.ant-tag');
    await expect.poll(() => tags.allInnerTexts()).toEqual(['a@example.org', 'b@example.org']);
    await page.locator('.ant-notification-notice').filter({ hasText: m.subjectRequired }).waitFor();
    await saveScreenshot(page, 'email-03-phone');

    // Act + Assess: on a phone the sections are a select; a look at the history keeps the recipients
    await chooseInSelect(page, 'Onderdeel van de e-mailtool', 'Geschiedenis');
    await page.getByRole('region', { name: 'Geschiedenis' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'email-05-phone-sections');
    expect(await page.getByRole('region', { name: 'Opstellen' }).isHidden()).toBe(true);
    await chooseInSelect(page, 'Onderdeel van de e-mailtool', 'Opstellen');
    await expect.poll(() => tags.allInnerTexts()).toEqual(['a@example.org', 'b@example.org']);
  });
});
