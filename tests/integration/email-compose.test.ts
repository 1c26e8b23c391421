import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../../shared/messages/email';
import type { MissingPlaceholder } from '../../shared/schemas/email';
import { mailsTo } from './support/mailbox';
import { startTestPortal, type TestPortal } from './support/portal';
import { signedInUser } from './support/users';

/**
 * Mail that reads as it was typed (issue 37 points 4 and 5): the parts of a delivered bulk mail as
 * the local mailbox parsed them, and the preview's count of placeholders that stay raw.
 */

const m = emailMessages.email;
let portal: TestPortal;
let admin: string;
let coordinator: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  coordinator = (await signedInUser(portal, admin, { role: 'coordinator' })).token;
});
afterAll(() => portal.stop());

const unique = () => Math.random().toString(36).slice(2, 8);

async function familyWith(fields: Record<string, unknown>) {
  const address = `gezin.${unique()}@example.org`;
  const answer = await portal.call('POST', '/api/families', {
    token: admin,
    body: { parentName: 'Sara Peeters', email: address, ...fields },
  });
  expect(answer.status).toBe(201);
  return address;
}

async function deliveredTo(address: string, html: string) {
  const answer = await portal.call('POST', '/api/email/send', {
    token: coordinator,
    body: { to: [address], subject: 'Nieuws van de vereniging', html },
  });
  expect(answer.status).toBe(202);
  await portal.workDone();
  const [mail] = await mailsTo(portal.mailboxUrl, address);
  if (!mail) throw new Error(`No mail to ${address}`);
  return mail;
}

describe('a bulk mail typed as plain text', () => {
  it('keeps its paragraphs and line breaks in both parts, with the opt-out on its own lines under the text', async () => {
    // Prepare
    const address = await familyWith({ childName: 'Lotte' });
    const typed =
      'Beste ouders,\n\nDe les van woensdag valt weg.\nDonderdag gaat ze wel door.\n\nGroeten,\nLien';

    // Act
    const mail = await deliveredTo(address, typed);

    // Assess: HTML paragraphs and breaks, not one run-on paragraph
    expect(mail.body.html).toContain('<p>Beste ouders,</p>');
    expect(mail.body.html).toContain('<p>De les van woensdag valt weg.<br>Donderdag gaat ze wel door.</p>');
    // Assess: the text part, paragraph by paragraph, the footer apart from the last word
    const text = (mail.body.text ?? '').replace(/\r\n/g, '\n');
    const link = /Afmelden: (https?:\/\/\S+\/afmelden\/\S+)/.exec(text)?.[1];
    expect(link).toBeTruthy();
    expect(text.trimEnd()).toBe(
      [
        'Beste ouders,',
        '',
        'De les van woensdag valt weg.',
        'Donderdag gaat ze wel door.',
        '',
        'Groeten,',
        'Lien',
        '',
        '-- ',
        m.unsubscribeFooter,
        `Afmelden: ${link}`,
      ].join('\n'),
    );
  });
});

describe('a bulk mail written in the editor', () => {
  it('has a text part with its lines, list items and links on their own lines', async () => {
    // Prepare: what the rich-text editor writes (a line per div, a list, a link, bold text)
    const address = await familyWith({ childName: 'Mila' });
    const html =
      '<p>Beste <strong>[VOORNAAM]</strong>,</p><div>Eerste regel</div><div>Tweede regel</div>' +
      '<ul><li>schrift</li><li>pennenzak</li></ul><ol><li>lezen</li><li>rekenen</li></ol>' +
      '<p>Meer op <a href="https://example.org/kalender">de kalender</a>.</p>';

    // Act
    const mail = await deliveredTo(address, html);

    // Assess
    const text = (mail.body.text ?? '').replace(/\r\n/g, '\n');
    expect(text).toContain(
      [
        'Beste Sara,',
        '',
        'Eerste regel',
        'Tweede regel',
        '',
        '- schrift',
        '- pennenzak',
        '',
        '1. lezen',
        '2. rekenen',
        '',
        'Meer op de kalender: https://example.org/kalender.',
        '',
        '-- ',
      ].join('\n'),
    );
    expect(mail.body.html).toContain('<strong>Sara</strong>');
  });
});

describe('the preview of a send', () => {
  it('counts per placeholder the recipients who have no value for it', async () => {
    // Prepare: two families (one without a child's name) and a volunteer (no child at all)
    const withChild = await familyWith({ childName: 'Amir' });
    const withoutChild = await familyWith({});
    const { user } = await signedInUser(portal, admin, { firstName: 'Jonas' });
    const recipients = [withChild, withoutChild, String(user.email)];

    // Act
    const answer = await portal.call<{ missingPlaceholders: MissingPlaceholder[]; html: string }>(
      'POST',
      '/api/email/preview',
      {
        token: coordinator,
        body: {
          recipient: withChild,
          recipients,
          subject: 'Nieuws voor [VOORNAAM]',
          html: '<p>Kind: [KINDNAAM], gezin [GEZINNAAM], gebruiker [GEBRUIKERSNAAM]</p>',
        },
      },
    );

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.html).toContain('Kind: Amir');
    expect(answer.body.missingPlaceholders).toEqual([
      { placeholder: '[KINDNAAM]', count: 2, total: 3, message: m.placeholderMissing('[KINDNAAM]', 2, 3) },
      { placeholder: '[GEZINNAAM]', count: 1, total: 3, message: m.placeholderMissing('[GEZINNAAM]', 1, 3) },
      {
        placeholder: '[GEBRUIKERSNAAM]',
        count: 2,
        total: 3,
        message: m.placeholderMissing('[GEBRUIKERSNAAM]', 2, 3),
      },
    ]);
  });

  it('reports nothing when every recipient has every value', async () => {
    const address = await familyWith({ childName: 'Noah' });

    const answer = await portal.call<{ missingPlaceholders: MissingPlaceholder[] }>(
      'POST',
      '/api/email/preview',
      {
        token: coordinator,
        body: {
          recipient: address,
          recipients: [address],
          subject: 'Dag [VOORNAAM]',
          html: '<p>[KINDNAAM]</p>',
        },
      },
    );

    expect(answer.body.missingPlaceholders).toEqual([]);
  });
});
