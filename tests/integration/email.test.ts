import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_PLACEHOLDERS } from '../../shared/constants';
import { brusselsWall } from '../../shared/format/dates';
import { emailMessages } from '../../shared/messages/email';
import type { EmailLog } from '../../shared/schemas/email';
import { awsErrorAnswer, failAwsCalls, interceptAwsCalls } from './support/faults';
import { MINIMAL_PDF } from './support/files';
import { mailsTo } from './support/mailbox';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/** The e-mail tool against the local stand-ins: the send route, the bulk-mail worker and the log. */

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

async function send(body: Record<string, unknown>, token = coordinator) {
  return portal.call<{ message: string; queued: number }>('POST', '/api/email/send', {
    token,
    body,
  });
}

async function logsFor(address: string) {
  const answer = await portal.call<{ items: EmailLog[] }>('GET', '/api/email/logs?limit=100', {
    token: coordinator,
  });
  expect(answer.status).toBe(200);
  return answer.body.items.filter((log) => log.recipient === address);
}

async function attachment(fileName = 'brief.pdf') {
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    {
      token: coordinator,
      body: {
        purpose: 'mail-attachment',
        fileName,
        contentType: 'application/pdf',
        size: MINIMAL_PDF.byteLength,
      },
    },
  );
  await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(MINIMAL_PDF),
  });
  const confirmed = await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, {
    token: coordinator,
  });
  expect(confirmed.status).toBe(200);
  return presigned.body.uploadId;
}

describe('sending', () => {
  it('queues one personalised message per recipient, deduplicated, and logs each as delivered', async () => {
    // Prepare
    const { user } = await signedInUser(portal, admin, { firstName: 'Noor' });
    const family = await portal.call<{ id: number }>('POST', '/api/families', {
      token: admin,
      body: {
        parentName: 'Karim El Amrani',
        email: `gezin.${unique()}@example.org`,
        childName: 'Yasmina',
        externalSupport: 'CLB',
      },
    });
    expect(family.status).toBe(201);
    const familyAddress = String((family.body as { email?: string }).email);
    const stranger = `onbekend.${unique()}@example.org`;
    const volunteerAddress = String(user.email);
    const uploadId = await attachment();

    // Act
    const answer = await send({
      to: [` ${volunteerAddress} `, volunteerAddress.toUpperCase(), familyAddress, stranger],
      subject: 'Hallo [VOORNAAM]',
      html: '<p>Beste [NAAM] ([ROL]), kind: [KINDNAAM], hulp: [HULPVERLENING], [GEBRUIKERSNAAM] op [DATUM].</p>',
      attachments: [uploadId],
    });
    await portal.workDone();

    // Assess
    expect(answer.status).toBe(202);
    expect(answer.body.queued).toBe(3);
    const [volunteerMail] = await mailsTo(portal.mailboxUrl, volunteerAddress);
    expect(volunteerMail?.subject).toBe('Hallo Noor');
    expect(volunteerMail?.body.html).toContain(`Beste Noor ${user.lastName} (Vrijwilliger)`);
    expect(volunteerMail?.body.html).toContain('kind: [KINDNAAM]');
    expect(volunteerMail?.attachments.map((file) => file.filename)).toEqual(['brief.pdf']);
    const [familyMail] = await mailsTo(portal.mailboxUrl, familyAddress);
    expect(familyMail?.subject).toBe('Hallo Karim');
    expect(familyMail?.body.html).toContain('kind: Yasmina, hulp: CLB, [GEBRUIKERSNAAM]');
    const [strangerMail] = await mailsTo(portal.mailboxUrl, stranger);
    expect(strangerMail?.subject).toBe('Hallo [VOORNAAM]');
    expect(await mailsTo(portal.mailboxUrl, volunteerAddress)).toHaveLength(1);
    for (const address of [volunteerAddress, familyAddress, stranger])
      expect((await logsFor(address)).map((log) => log.status)).toEqual(['delivered']);
  });

  it('fills every one of the 15 placeholders with its value, for a user and for a family', async () => {
    // Prepare: one line per placeholder, so each filled value can be read back on its own
    const { user } = await signedInUser(portal, admin);
    const family = await portal.call<{ email: string }>('POST', '/api/families', {
      token: admin,
      body: {
        parentName: 'Sofie Janssens',
        email: `alle.${unique()}@example.org`,
        childName: 'Lars',
        externalSupport: 'Logopedie',
      },
    });
    const text = EMAIL_PLACEHOLDERS.map((placeholder) => `${placeholder.slice(1, -1)}=${placeholder}`).join(
      '\n',
    );
    const stamp = (moment: Date) => {
      const wall = brusselsWall(moment);
      const pad = (value: number) => String(value).padStart(2, '0');
      const weekday = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'][
        new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()
      ];
      return {
        DAG: weekday,
        DATUM: `${pad(wall.day)}-${pad(wall.month)}-${wall.year}`,
        TIJD: `${pad(wall.hour)}:${pad(wall.minute)}`,
      };
    };
    const before = stamp(new Date());

    // Act
    await send({
      to: [String(user.email), family.body.email],
      subject: 'Alle velden',
      html: `<pre>${text}</pre>`,
    });
    await portal.workDone();
    const after = stamp(new Date());

    // Assess
    const filled = async (address: string) => {
      const [mail] = await mailsTo(portal.mailboxUrl, address);
      const lines = /<pre>([\s\S]*)<\/pre>/.exec(mail?.body.html ?? '')?.[1] ?? '';
      return Object.fromEntries(lines.split('\n').map((line) => line.split(/=(.*)/s).slice(0, 2)));
    };
    const forUser = await filled(String(user.email));
    const forFamily = await filled(family.body.email);
    expect(Object.keys(forUser)).toHaveLength(15);
    for (const key of ['DAG', 'DATUM', 'TIJD'] as const) {
      expect([before[key], after[key]]).toContain(forUser[key]);
      expect([before[key], after[key]]).toContain(forFamily[key]);
    }
    const origin = new URL(String(forUser.DASHBOARDLINK)).origin;
    expect(forUser).toMatchObject({
      NAAM: `${user.firstName} ${user.lastName}`,
      VOORNAAM: user.firstName,
      EMAIL: String(user.email),
      GEBRUIKERSNAAM: user.username,
      ROL: 'Vrijwilliger',
      DASHBOARDLINK: `${origin}/`,
      DECLARATIELINK: `${origin}/declaraties`,
      DOCUMENTLINK: `${origin}/drive`,
      GEZINNAAM: '[GEZINNAAM]',
      KINDNAAM: '[KINDNAAM]',
      HULPVERLENING: '[HULPVERLENING]',
    });
    expect(forUser.RESETLINK).toMatch(
      new RegExp(`^${origin}/wachtwoord-vergeten/${user.id}#token=[A-Za-z0-9_-]+$`),
    );
    expect(forFamily).toMatchObject({
      NAAM: 'Sofie Janssens',
      VOORNAAM: 'Sofie',
      EMAIL: family.body.email,
      GEBRUIKERSNAAM: '[GEBRUIKERSNAAM]',
      ROL: '[ROL]',
      RESETLINK: '[RESETLINK]',
      DASHBOARDLINK: `${origin}/`,
      DECLARATIELINK: `${origin}/declaraties`,
      DOCUMENTLINK: `${origin}/drive`,
      GEZINNAAM: 'Sofie Janssens',
      KINDNAAM: 'Lars',
      HULPVERLENING: 'Logopedie',
    });
  });

  it('fills [RESETLINK] with a fresh working reset link for a user', async () => {
    // Prepare
    const { user } = await signedInUser(portal, admin);

    // Act
    await send({
      to: [String(user.email)],
      subject: 'Account',
      html: '<p><a href="[RESETLINK]">Stel in</a></p>',
    });
    await portal.workDone();

    // Assess
    const [mail] = await mailsTo(portal.mailboxUrl, String(user.email));
    const link = /href="(http[^"]+\/wachtwoord-vergeten\/(\d+)#token=([^"]+))"/.exec(mail?.body.html ?? '');
    expect(link?.[2]).toBe(String(user.id));
    const check = await portal.call('POST', '/api/verify-reset-token', {
      body: { userId: Number(link?.[2]), token: link?.[3] },
    });
    expect(check.status).toBe(200);
  });

  it('removes scripts, event handlers and javascript: links from the HTML', async () => {
    // Prepare
    const address = `veilig.${unique()}@example.org`;

    // Act
    await send({
      to: [address],
      subject: 'Veilig',
      html: '<p>Tekst<script>alert(1)</script><img src="https://x.org/a.png" onerror="alert(2)"><a href="javascript:alert(3)">klik</a></p>',
    });
    await portal.workDone();

    // Assess
    const [mail] = await mailsTo(portal.mailboxUrl, address);
    expect(mail?.body.html).toContain('Tekst');
    expect(mail?.body.html).not.toMatch(/<script|alert\(1\)|onerror|javascript:/i);
  });

  it('keeps a subject or sender name with CR/LF from adding a header', async () => {
    // Prepare
    const address = `kop.${unique()}@example.org`;

    // Act
    const answer = await send({
      to: [address],
      subject: 'Onderwerp\r\nBcc: slachtoffer@example.org',
      fromName: 'Vereniging\r\nX-Injected: ja',
      html: '<p>Tekst</p>',
    });
    await portal.workDone();

    // Assess
    expect(answer.status).toBe(202);
    const [mail] = await mailsTo(portal.mailboxUrl, address);
    expect(mail?.subject).toBe('Onderwerp Bcc: slachtoffer@example.org');
    expect(mail?.destination.bcc).toEqual([]);
    expect(mail?.from).not.toMatch(/[\r\n]/);
    expect(mail?.headers?.some((header) => /injected/i.test(header.name)) ?? false).toBe(false);
  });

  it('sends from the configured sender and replies to an address outside the sending domain', async () => {
    // Prepare
    const address = `afzender.${unique()}@example.org`;

    // Act
    await send({ to: [address], subject: 'Van', html: '<p>x</p>', from: 'baas@gmail.com' });
    await portal.workDone();

    // Assess
    const [mail] = await mailsTo(portal.mailboxUrl, address);
    expect(mail?.from).toContain('noreply@vrijwilligersportaal.local');
    expect(mail?.replyTo).toEqual(['baas@gmail.com']);
  });

  it('never sends as a colleague: another address of the domain becomes the reply-to, one’s own is kept', async () => {
    // Prepare: a coordinator whose own address is in the sending domain.
    const own = `coordinator.${unique()}@vrijwilligersportaal.local`;
    const { token: colleague } = await signedInUser(portal, admin, { role: 'coordinator', email: own });
    const [toBoard, toSelf] = [`bestuur.${unique()}@example.org`, `zelf.${unique()}@example.org`];

    // Act
    await send({
      to: [toBoard],
      subject: 'Als voorzitter',
      html: '<p>x</p>',
      from: 'voorzitter@vrijwilligersportaal.local',
    });
    await send({ to: [toSelf], subject: 'Als mezelf', html: '<p>x</p>', from: own }, colleague);
    await portal.workDone();

    // Assess
    const [asBoard] = await mailsTo(portal.mailboxUrl, toBoard);
    const [asSelf] = await mailsTo(portal.mailboxUrl, toSelf);
    expect(asBoard?.from).toContain('noreply@vrijwilligersportaal.local');
    expect(asBoard?.replyTo).toEqual(['voorzitter@vrijwilligersportaal.local']);
    expect(asSelf?.from).toContain(own);
  });

  it('refuses a send without recipients, subject or content with the spec’s message and queues nothing', async () => {
    // Act
    const answers = await Promise.all([
      send({ to: [' '], subject: 'x', html: 'y' }),
      send({ to: ['a@example.org'], subject: ' ', html: 'y' }),
      send({ to: ['a@example.org'], subject: 'x', html: '' }),
    ]);

    // Assess
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [400, m.recipientsRequired],
      [400, m.subjectRequired],
      [400, m.contentRequired],
    ]);
    expect(await logsFor('a@example.org')).toEqual([]);
  });

  it('accepts the settings test mail shape', async () => {
    // Prepare
    const address = `test.${unique()}@example.org`;

    // Act
    const answer = await send({ recipients: [address], subject: 'Test', content: '<p>Test</p>' }, admin);
    await portal.workDone();

    // Assess
    expect(answer.status).toBe(202);
    expect(await mailsTo(portal.mailboxUrl, address)).toHaveLength(1);
  });
  it('marks a sent mail’s attachments attached, so no later send can use them again', async () => {
    // Prepare
    const uploadId = await attachment('eenmalig.pdf');
    const first = `bijlage.${unique()}@example.org`;
    const second = `nogmaals.${unique()}@example.org`;
    const other = await signedInUser(portal, admin, { role: 'coordinator' });

    // Act
    const sent = await send({ to: [first], subject: 'Bijlage', html: '<p>x</p>', attachments: [uploadId] });
    await portal.workDone();
    const again = await send({ to: [second], subject: 'Weer', html: '<p>x</p>', attachments: [uploadId] });
    const byOther = await send(
      { to: [second], subject: 'Ander', html: '<p>x</p>', attachments: [uploadId] },
      other.token,
    );

    // Assess
    expect(sent.status).toBe(202);
    const record = (await readTable(portal.resourcePrefix, 'documents')).find(
      (item) => item.pk === `UPLOAD#${uploadId}`,
    );
    expect(record).toMatchObject({ status: 'attached', attachedTo: expect.stringMatching(/^mail#/) });
    expect(record).not.toHaveProperty('ttl');
    expect([again.status, again.body.message]).toEqual([400, m.attachmentInvalid]);
    expect(byOther.status).toBe(400);
    expect((await mailsTo(portal.mailboxUrl, first))[0]?.attachments.map((file) => file.filename)).toEqual([
      'eenmalig.pdf',
    ]);
    expect(await logsFor(second)).toEqual([]);
  });

  it('gives the attachments back and leaves no pending row when the queue refuses a send, so a retry goes out', async () => {
    // Prepare
    const uploadId = await attachment('opnieuw.pdf');
    const address = `wachtrij.${unique()}@example.org`;
    const mail = { to: [address], subject: 'Wachtrij', html: '<p>x</p>', attachments: [uploadId] };
    const sqs = failAwsCalls('sqs', new Error('queue unavailable'));

    // Act
    let failed: Awaited<ReturnType<typeof send>>;
    try {
      failed = await send(mail);
    } finally {
      sqs.restore();
    }
    const record = (await readTable(portal.resourcePrefix, 'documents')).find(
      (item) => item.pk === `UPLOAD#${uploadId}`,
    );
    const rowsAfterFailure = await logsFor(address);
    const retried = await send(mail);
    await portal.workDone();

    // Assess
    expect(failed.status).toBe(500);
    expect(record).toMatchObject({ status: 'confirmed', attachedTo: null });
    expect(rowsAfterFailure).toEqual([]);
    expect(retried.status).toBe(202);
    expect((await mailsTo(portal.mailboxUrl, address))[0]?.attachments.map((file) => file.filename)).toEqual([
      'opnieuw.pdf',
    ]);
  });

  it('asks for an address when a settings test mail has none, on both test-mail routes', async () => {
    // Act
    const answers = await Promise.all([
      send({ recipients: [], subject: 'Test', content: '<p>Test</p>' }, admin),
      send({ recipients: ['  '], subject: 'Test', content: '<p>Test</p>' }, admin),
      send({ subject: 'Test', content: '<p>Test</p>' }, admin),
      portal.call('POST', '/api/settings/test-mail', { token: admin, body: { to: '' } }),
    ]);

    // Assess
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [400, m.testAddressRequired],
      [400, m.testAddressRequired],
      [400, m.testAddressRequired],
      [400, 'Voer een e-mailadres in voor de test.'],
    ]);
  });
});

describe('delivery problems', () => {
  it('retries SES throttling, then marks the row failed with the reason after the last attempt', async () => {
    // Prepare
    const address = `traag.${unique()}@example.org`;
    const ses = interceptAwsCalls('ses', async () =>
      awsErrorAnswer(429, 'TooManyRequestsException', 'Maximum sending rate exceeded.'),
    );
    try {
      // Act
      await send({ to: [address], subject: 'Druk', html: '<p>x</p>' });
      await portal.workDone();

      // Assess
      // Five deliveries by the worker, each tried three times by the signed client (functions/commons/aws-http.ts).
      expect(ses.calls).toBe(5 * 3);
    } finally {
      ses.restore();
    }
    const [log] = await logsFor(address);
    expect(log?.status).toBe('failed');
    expect(log?.error).toContain('TooManyRequestsException');
  });

  it('skips an address suppressed by a hard bounce on the next bulk send', async () => {
    // Prepare
    const address = `bounce.${unique()}@example.org`;
    await send({ to: [address], subject: 'Eerste', html: '<p>x</p>' });
    await portal.workDone();
    const [mail] = await mailsTo(portal.mailboxUrl, address);
    const { handler } = await import('../../functions/events/ses-events');
    await handler({
      version: '0',
      id: 'e1',
      'detail-type': 'Email Bounced',
      source: 'aws.ses',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'eu-west-1',
      resources: [],
      detail: {
        eventType: 'Bounce',
        mail: { messageId: String(mail?.messageId), destination: [address] },
        bounce: {
          bounceType: 'Permanent',
          bounceSubType: 'General',
          bouncedRecipients: [{ emailAddress: address, diagnosticCode: 'smtp; 550 user unknown' }],
        },
      },
    });

    // Act
    const answer = await send({ to: [address], subject: 'Tweede', html: '<p>x</p>' });
    await portal.workDone();

    // Assess
    expect(answer.body).toMatchObject({ queued: 1 });
    const logs = await logsFor(address);
    expect(logs.map((log) => [log.subject, log.status])).toEqual([
      ['Tweede', 'skipped'],
      ['Eerste', 'failed'],
    ]);
    expect(logs[1]?.error).toContain('Permanent');
    expect(await mailsTo(portal.mailboxUrl, address)).toHaveLength(1);
  });
});

describe('opting out', () => {
  it('gives a volunteer a one-click opt-out link; after it, bulk sends skip the address', async () => {
    // Prepare
    const { user } = await signedInUser(portal, admin);
    const address = String(user.email);
    await send({ to: [address], subject: 'Nieuwsbrief', html: '<p>x</p>' });
    await portal.workDone();
    const [mail] = await mailsTo(portal.mailboxUrl, address);
    const header = mail?.headers?.find((each) => each.name === 'List-Unsubscribe')?.value ?? '';
    const path = /<https?:\/\/[^/]+(\/api\/email\/unsubscribe\/[^>]+)>/.exec(header)?.[1];
    expect(mail?.headers?.find((each) => each.name === 'List-Unsubscribe-Post')?.value).toBe(
      'List-Unsubscribe=One-Click',
    );

    // Act
    const optedOut = await portal.call('POST', String(path));
    const forged = await portal.call('POST', '/api/email/unsubscribe/verzonnen-token-00000000000000000000');
    const later = await send({ to: [address], subject: 'Volgende nieuwsbrief', html: '<p>y</p>' });
    await portal.workDone();

    // Assess
    expect([optedOut.status, optedOut.body.message]).toEqual([200, m.unsubscribed]);
    expect(forged.status).toBe(404);
    expect(later.body).toMatchObject({ queued: 1 });
    expect(await mailsTo(portal.mailboxUrl, address)).toHaveLength(1);
    const [log] = await logsFor(address);
    expect([log?.status, log?.error]).toEqual(['skipped', m.reasonOptedOut]);
  });
});

describe('the one-click opt-out as mail providers send it (RFC 8058)', () => {
  it('accepts the form body List-Unsubscribe=One-Click on the unsubscribe route, records the opt-out, and only there', async () => {
    // Prepare
    const { user } = await signedInUser(portal, admin);
    const address = String(user.email);
    await send({ to: [address], subject: 'Nieuwsbrief', html: '<p>x</p>' });
    await portal.workDone();
    const [mail] = await mailsTo(portal.mailboxUrl, address);
    const header = mail?.headers?.find((each) => each.name === 'List-Unsubscribe')?.value ?? '';
    const path = /<https?:\/\/[^/]+(\/api\/email\/unsubscribe\/[^>]+)>/.exec(header)?.[1];
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    // Act
    const optedOut = await portal.call('POST', String(path), {
      headers: form,
      rawBody: 'List-Unsubscribe=One-Click',
    });
    const otherField = await portal.call('POST', String(path), { headers: form, rawBody: 'iets=anders' });
    const elsewhere = await portal.call('POST', '/api/login', {
      headers: form,
      rawBody: 'username=admin&password=x',
    });
    const later = await send({ to: [address], subject: 'Volgende nieuwsbrief', html: '<p>y</p>' });
    await portal.workDone();

    // Assess
    expect([optedOut.status, optedOut.body.message]).toEqual([200, m.unsubscribed]);
    expect(otherField.status).toBe(400);
    expect(elsewhere.status).toBe(415);
    expect(later.body).toMatchObject({ queued: 1 });
    const [log] = await logsFor(address);
    expect([log?.subject, log?.status, log?.error]).toEqual([
      'Volgende nieuwsbrief',
      'skipped',
      m.reasonOptedOut,
    ]);
  });
});

describe('the visible opt-out link', () => {
  it('sits in the HTML and the text of a family’s bulk mail; the opt-out its token records stops later bulk mail', async () => {
    // Prepare
    const address = `afmelden.${unique()}@example.org`;
    const family = await portal.call('POST', '/api/families', {
      token: admin,
      body: { parentName: 'Sara Peeters', email: address, childName: 'Lotte' },
    });
    expect(family.status).toBe(201);
    await send({ to: [address], subject: 'Nieuwsbrief', html: '<p>Nieuws</p>' });
    await portal.workDone();
    const [mail] = await mailsTo(portal.mailboxUrl, address);
    const htmlLink = /<a href="(https?:\/\/[^"]+\/afmelden\/([A-Za-z0-9_-]+))">Afmelden<\/a>/.exec(
      mail?.body.html ?? '',
    );
    const textLink = /Afmelden: (https?:\/\/\S+\/afmelden\/([A-Za-z0-9_-]+))/.exec(mail?.body.text ?? '');
    const headerToken = /\/api\/email\/unsubscribe\/([^>]+)>/.exec(
      mail?.headers?.find((each) => each.name === 'List-Unsubscribe')?.value ?? '',
    )?.[1];

    // Act
    const optedOut = await portal.call('POST', `/api/email/unsubscribe/${htmlLink?.[2]}`);
    const later = await send({ to: [address], subject: 'Volgende', html: '<p>Meer</p>' });
    await portal.workDone();

    // Assess
    expect(mail?.body.html).toContain(m.unsubscribeFooter);
    expect(textLink?.[1]).toBe(htmlLink?.[1]);
    expect(htmlLink?.[2]).toBe(headerToken);
    expect([optedOut.status, optedOut.body.message]).toEqual([200, m.unsubscribed]);
    expect(later.body).toMatchObject({ queued: 1 });
    expect((await logsFor(address))[0]?.status).toBe('skipped');
    expect(await mailsTo(portal.mailboxUrl, address)).toHaveLength(1);
  });

  it('is left out of mail to a staff member or an unknown address', async () => {
    // Prepare
    const staff = (await signedInUser(portal, admin, { role: 'coordinator' })).user;
    const stranger = `vreemd.${unique()}@example.org`;

    // Act
    await send({ to: [String(staff.email), stranger], subject: 'Intern', html: '<p>Intern</p>' });
    await portal.workDone();

    // Assess
    for (const address of [String(staff.email), stranger]) {
      // The staff member's sign-in also mailed a passkey notice (issue 38): look at the bulk mail.
      const mail = (await mailsTo(portal.mailboxUrl, address)).find((each) => each.subject === 'Intern');
      expect(mail?.body.html).toContain('Intern');
      expect(mail?.body.html).not.toContain('/afmelden/');
      expect(mail?.body.text).not.toContain('Afmelden');
    }
  });
});

describe('templates', () => {
  it('saves, lists and deletes a template, and refuses one with an empty field', async () => {
    // Act
    const refused = await portal.call('POST', '/api/email/templates', {
      token: coordinator,
      body: { name: 'Leeg', subject: '', content: 'x' },
    });
    const created = await portal.call<{ id: number }>('POST', '/api/email/templates', {
      token: coordinator,
      body: { name: 'Welkom', subject: 'Welkom [VOORNAAM]', content: '<p>Hallo</p>' },
    });
    const listed = await portal.call<{ id: number; name: string }[]>('GET', '/api/email/templates', {
      token: coordinator,
    });
    const removed = await portal.call('DELETE', `/api/email/templates/${created.body.id}`, {
      token: coordinator,
    });
    const after = await portal.call<{ id: number }[]>('GET', '/api/email/templates', { token: coordinator });

    // Assess
    expect([refused.status, refused.body.message]).toEqual([400, m.templateFieldsRequired]);
    expect(created.status).toBe(201);
    expect(listed.body.map((template) => template.name)).toContain('Welkom');
    expect(removed.status).toBe(200);
    expect(after.body.map((template) => template.id)).not.toContain(created.body.id);
  });

  it('lists the system templates and lets an admin change one', async () => {
    // Act
    const updated = await portal.call('PUT', '/api/email-templates/invitation', {
      token: admin,
      body: { subject: 'Welkom bij [PORTAAL]', content: '<p>Hallo [VOORNAAM]</p><script>x</script>' },
    });
    const byCoordinator = await portal.call('PUT', '/api/email-templates/invitation', {
      token: coordinator,
      body: { subject: 'x', content: 'y' },
    });
    const listed = await portal.call<{ id: string; subject: string; content: string }[]>(
      'GET',
      '/api/email-templates',
      { token: coordinator },
    );

    // Assess
    expect(updated.status).toBe(200);
    expect(byCoordinator.status).toBe(403);
    const invitation = listed.body.find((template) => template.id === 'invitation');
    expect(invitation).toMatchObject({ subject: 'Welkom bij [PORTAAL]', content: '<p>Hallo [VOORNAAM]</p>' });
    expect(listed.body.map((template) => template.id)).toEqual([
      'invitation',
      'manager-reset',
      'password-reset',
      'coordinator-digest',
      'urgent-news',
      'declaration-reviewed',
      'family-assigned',
      'registration-received',
    ]);
  });
});

describe("the portal's own mails", () => {
  it('sends the invitation in the wording an admin set, with the link added when the wording leaves it out', async () => {
    // Prepare
    const { user } = await signedInUser(portal, admin, { firstName: 'Ruben' });
    await portal.call('PUT', '/api/email-templates/invitation', {
      token: admin,
      body: {
        subject: 'Kom erbij, [VOORNAAM]!',
        content: '<p>Hallo [VOORNAAM], welkom bij [ORGANISATIE].</p>',
      },
    });

    // Act
    const invited = await portal.call('POST', `/api/invite/${user.id}`, { token: admin });

    // Assess
    expect(invited.status).toBe(200);
    const [mail] = await mailsTo(portal.mailboxUrl, String(user.email));
    expect(mail?.subject).toBe('Kom erbij, Ruben!');
    expect(mail?.body.text).toContain('Hallo Ruben, welkom bij');
    expect(mail?.body.text).toMatch(new RegExp(`Account activeren: http[^\\s]+/invite/${user.id}#token=`));
  });
});

describe('access', () => {
  it('answers 403 to a volunteer on every e-mail route', async () => {
    // Prepare
    const volunteer = (await signedInUser(portal, admin)).token;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/email/templates'],
      ['POST', '/api/email/templates', { name: 'a', subject: 'b', content: 'c' }],
      ['DELETE', '/api/email/templates/1'],
      ['GET', '/api/email-templates'],
      ['PUT', '/api/email-templates/invitation', { subject: 'a', content: 'b' }],
      ['POST', '/api/email/send', { to: ['a@example.org'], subject: 'b', html: 'c' }],
      ['POST', '/api/email/preview', { recipient: 'a@example.org', subject: 'b', html: 'c' }],
      ['GET', '/api/email/logs'],
    ];

    // Act
    const statuses = await Promise.all(
      calls.map(
        async ([method, path, body]) => (await portal.call(method, path, { token: volunteer, body })).status,
      ),
    );

    // Assess
    expect(statuses).toEqual(calls.map(() => 403));
  });
});

describe('preview', () => {
  it('shows the message for one recipient with its placeholders filled in and nothing created', async () => {
    // Prepare
    const { user } = await signedInUser(portal, admin, { firstName: 'Lotte' });
    const before = (await readTable(portal.resourcePrefix, 'sessions')).length;

    // Act
    const answer = await portal.call<{ subject: string; html: string }>('POST', '/api/email/preview', {
      token: coordinator,
      body: { recipient: String(user.email), subject: 'Dag [VOORNAAM]', html: '<p>[RESETLINK]</p>' },
    });

    // Assess
    expect(answer.body.subject).toBe('Dag Lotte');
    expect(answer.body.html).toContain(m.resetLinkInPreview);
    expect((await readTable(portal.resourcePrefix, 'sessions')).length).toBe(before);
  });

  it('shows the opt-out line a volunteer will get, and none for a staff member', async () => {
    // Prepare
    const volunteer = (await signedInUser(portal, admin)).user;
    const staff = (await signedInUser(portal, admin, { role: 'bestuurslid' })).user;
    const preview = (recipient: string) =>
      portal.call<{ html: string }>('POST', '/api/email/preview', {
        token: coordinator,
        body: { recipient, subject: 'Nieuws', html: '<p>Nieuws</p>' },
      });

    // Act
    const [forVolunteer, forStaff] = await Promise.all([
      preview(String(volunteer.email)),
      preview(String(staff.email)),
    ]);

    // Assess
    expect(forVolunteer.body.html).toContain(m.unsubscribeFooter);
    expect(forStaff.body.html).not.toContain(m.unsubscribeFooter);
  });
});

describe('the SES send rate', () => {
  it('is shared by two bulk-mail consumers running at once, instead of each sending at the full rate', async () => {
    // Prepare: two consumers as two Lambda instances (each its own copy of the modules), warmed up by
    // one mail each so a cold first send does not blur the timing, then four mails each. A rate of 4 a
    // second leaves each send far more time than it needs, also on a busy machine.
    const previousRate = process.env.MAIL_SEND_RATE;
    process.env.MAIL_SEND_RATE = '4';
    const intervalMs = 250;
    vi.resetModules();
    const first = await import('../../functions/workers/bulk-mail');
    vi.resetModules();
    const second = await import('../../functions/workers/bulk-mail');
    const batch = (consumer: string, size: number): SQSEvent =>
      ({
        Records: Array.from({ length: size }, (_, index) => ({
          messageId: `${consumer}-${index}`,
          attributes: { ApproximateReceiveCount: '1' },
          body: JSON.stringify({
            log: { id: `${consumer}-${index}`, createdAt: new Date().toISOString() },
            to: `tempo.${consumer}.${index}@example.org`,
            from: 'noreply@vrijwilligersportaal.local',
            replyTo: [],
            subject: 'Tempo',
            html: '<p>x</p>',
            text: 'x',
            headers: [],
            attachments: [],
          }),
        })),
      }) as unknown as SQSEvent;
    const sentAt: number[] = [];
    const ses = interceptAwsCalls('ses', async () => {
      sentAt.push(Date.now());
      return Response.json({ MessageId: `tempo-${sentAt.length}` });
    });
    try {
      await first.handler(batch('warm-a', 1));
      await second.handler(batch('warm-b', 1));
      sentAt.length = 0;

      // Act
      const answers = await Promise.all([first.handler(batch('a', 4)), second.handler(batch('b', 4))]);

      // Assess: eight sends together took about seven intervals of the rate (each consumer at the
      // full rate would have taken about three)
      expect(answers).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
      expect(sentAt).toHaveLength(8);
      const spanMs = Math.max(...sentAt) - Math.min(...sentAt);
      expect(spanMs).toBeGreaterThanOrEqual(5.5 * intervalMs);
    } finally {
      if (previousRate === undefined) delete process.env.MAIL_SEND_RATE;
      else process.env.MAIL_SEND_RATE = previousRate;
      ses.restore();
      vi.resetModules();
    }
  });
});

describe('the cost of a send (issue 40)', () => {
  it('answers a send to 200 recipients with the same reads and queue calls as a send to one: only the batch writes of the rows grow', async () => {
    // Prepare: the queue keeps what it is given, so no worker runs while the request is counted
    const parts: number[] = [];
    const sqs = interceptAwsCalls('sqs', async (call) => {
      parts.push((JSON.parse(call.body) as { Entries?: unknown[] }).Entries?.length ?? 0);
      return Response.json({ Successful: [], Failed: [] });
    });
    const calls = vi.spyOn(DynamoDBDocumentClient.prototype, 'send');
    const commandsOf = async (count: number) => {
      const run = unique();
      calls.mockClear();
      parts.length = 0;
      const answer = await send({
        to: Array.from({ length: count }, (_, index) => `kost.${run}.${index}@example.org`),
        subject: 'Nieuwsbrief voor [NAAM]',
        html: '<p>Beste [VOORNAAM], tot [DATUM].</p>',
      });
      expect([answer.status, answer.body.queued]).toEqual([202, count]);
      const tally: Record<string, number> = {};
      for (const [command] of calls.mock.calls) {
        const name = command.constructor.name;
        tally[name] = (tally[name] ?? 0) + 1;
      }
      return { tally, queueCalls: parts.length, queued: parts.reduce((sum, each) => sum + each, 0) };
    };

    // Act
    let one: Awaited<ReturnType<typeof commandsOf>>;
    let many: Awaited<ReturnType<typeof commandsOf>>;
    try {
      one = await commandsOf(1);
      many = await commandsOf(200);
    } finally {
      calls.mockRestore();
      sqs.restore();
    }

    // Assess
    const { BatchWriteCommand: rowWritesOfOne, ...restOfOne } = one.tally;
    const { BatchWriteCommand: rowWritesOfMany, ...restOfMany } = many.tally;
    expect([rowWritesOfOne, rowWritesOfMany]).toEqual([1, 200 / 25]);
    expect(restOfMany).toEqual(restOfOne);
    expect([one.queueCalls, many.queueCalls]).toEqual([1, 1]);
    expect([one.queued, many.queued]).toEqual([1, 2]);
  });
});
