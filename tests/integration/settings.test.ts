import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '../../shared/messages/settings';
import { MINIMAL_PDF, MINIMAL_PNG } from './support/files';
import { startTestPortal, type TestPortal } from './support/portal';
import { signedInUser } from './support/users';

const m = settingsMessages;
let portal: TestPortal;
let admin: string;
let volunteer: string;
let coordinator: string;
const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  volunteer = (await signedInUser(portal, admin, { role: 'vrijwilliger' })).token;
  coordinator = (await signedInUser(portal, admin, { role: 'coordinator' })).token;
});
afterAll(() => portal.stop());

type SettingAnswer = { key: string; value: string | null; type: string; isSet: boolean };
const put = (key: string, body: Record<string, unknown>, token = admin) =>
  portal.call<SettingAnswer & { message: string; issues?: { message: string }[] }>(
    'PUT',
    `/api/settings/${key}`,
    { token, body },
  );

async function confirmedUpload(purpose: string, fileName: string, contentType: string, bytes: Buffer) {
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    { token: admin, body: { purpose, fileName, contentType, size: bytes.byteLength } },
  );
  if (presigned.status !== 200 && presigned.status !== 201) return { presigned, confirm: null };
  await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(bytes),
  });
  const confirm = await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, {
    token: admin,
  });
  return { presigned, confirm };
}

describe('settings routes', () => {
  it('refuses every settings and link management route to a volunteer and a coordinator', async () => {
    for (const token of [volunteer, coordinator]) {
      const answers = await Promise.all([
        portal.call('GET', '/api/settings', { token }),
        put('organization_name', { value: 'Overgenomen' }, token),
        portal.call('GET', '/api/settings/statistics', { token }),
        portal.call('POST', '/api/settings/test-mail', { token, body: { to: 'a@example.org' } }),
        portal.call('POST', '/api/external-links', { token, body: { title: 'X', url: 'https://x.be' } }),
        portal.call('PUT', '/api/external-links/1', { token, body: { title: 'X', url: 'https://x.be' } }),
        portal.call('DELETE', '/api/external-links/1', { token }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    }
    const list = await portal.call<{ items: SettingAnswer[] }>('GET', '/api/settings', { token: admin });
    expect(list.body.items.find((item) => item.key === 'organization_name')?.value).toBeNull();
  });

  it('refuses a value of the wrong type with a Dutch message and keeps the old value', async () => {
    await put('mileage_rate', { value: '0,40' });

    const wrongNumber = await put('mileage_rate', { value: 'veel' });
    const wrongAddress = await put('default_sender_email', { value: 'geen-adres' });
    const wrongType = await put('smtp_port', { value: 587, type: 'text' });
    const unknownKey = await put('favourite_colour', { value: 'blauw' });

    expect(wrongNumber.status).toBe(400);
    expect(wrongNumber.body.message).toBe(m.settings.mileageRate);
    expect(wrongAddress.status).toBe(400);
    expect(wrongAddress.body.message).toBe(m.settings.email);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe(m.settings.wrongType('number'));
    expect(unknownKey.status).toBe(400);
    const list = await portal.call<{ items: SettingAnswer[] }>('GET', '/api/settings', { token: admin });
    expect(list.body.items.find((item) => item.key === 'mileage_rate')?.value).toBe('0.40');
  });

  it('applies the mileage rate to a new declaration at once', async () => {
    await put('mileage_rate', { value: '0,35' });

    const declaration = await portal.call<{ amount: string }>('POST', '/api/declarations', {
      token: volunteer,
      body: {
        type: 'mileage',
        description: 'Rit naar gezin',
        kilometers: 10,
        date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date()),
      },
    });

    expect(declaration.status).toBe(201);
    expect(declaration.body.amount).toBe('3.50');
  });

  it('shows the organisation name, login texts and logo on the public settings without a session', async () => {
    const { presigned, confirm } = await confirmedUpload(
      'settings-logo',
      'logo.png',
      'image/png',
      MINIMAL_PNG,
    );
    expect(confirm?.status).toBe(200);
    await put('organization_name', { value: 'Huiswerkhulp Gent' });
    await put('login_title', { value: 'Welkom' });
    const logo = await put('organization_logo', { value: presigned.body.uploadId });
    expect(logo.status).toBe(200);

    const publicSettings = await portal.call<Record<string, unknown>>('GET', '/api/settings/public');
    const logoAnswer = await portal.call<{ dataUrl: string }>('GET', '/api/settings/logo');

    expect(publicSettings.body).toMatchObject({
      organizationName: 'Huiswerkhulp Gent',
      loginTitle: 'Welkom',
      logoVersion: presigned.body.uploadId,
    });
    expect(logoAnswer.body.dataUrl).toBe(`data:image/png;base64,${MINIMAL_PNG.toString('base64')}`);
  });

  it('refuses a logo that is not an image by its content', async () => {
    const disguised = await confirmedUpload('settings-logo', 'logo.png', 'image/png', MINIMAL_PDF);
    const pdf = await confirmedUpload('settings-logo', 'logo.pdf', 'application/pdf', MINIMAL_PDF);
    const tooLarge = await portal.call('POST', '/api/uploads', {
      token: admin,
      body: {
        purpose: 'settings-logo',
        fileName: 'groot.png',
        contentType: 'image/png',
        size: 1024 * 1024 + 1,
      },
    });

    expect(disguised.confirm?.status).toBe(400);
    expect(pdf.presigned.status).toBe(400);
    expect(tooLarge.status).toBe(413);
  });

  it('keeps the SMTP password encrypted and never answers it', async () => {
    const saved = await put('smtp_password', { value: 'Zeer-Geheim-Wachtwoord-9' });
    const list = await portal.call('GET', '/api/settings', { token: admin });
    const audit = await portal.call('GET', '/api/audit?action=setting-updated', { token: admin });
    const stored = await dynamo.send(
      new GetCommand({
        TableName: `${portal.resourcePrefix}settings`,
        Key: { pk: 'SETTING#smtp_password', sk: 'SETTING' },
      }),
    );

    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ value: null, isSet: true });
    for (const text of [saved.text, list.text, audit.text, JSON.stringify(stored.Item)]) {
      expect(text).not.toContain('Zeer-Geheim-Wachtwoord-9');
    }
    expect(audit.text).toContain('smtp_password');
  });

  it('audits a change of the embedding origins with the list before and after', async () => {
    await put('embed_origins', { value: 'https://www.vereniging.example' });

    const changed = await put('embed_origins', {
      value: 'https://www.vereniging.example\nhttps://partner.example',
    });
    const refused = await put('embed_origins', { value: 'https://partner.example/formulier' });

    expect(changed.status).toBe(200);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(m.settings.origins);
    const audit = await portal.call<{ items: { changes: unknown[] }[] }>(
      'GET',
      '/api/audit?action=setting-updated',
      { token: admin },
    );
    expect(audit.body.items[0]?.changes).toEqual([
      expect.objectContaining({
        field: 'embed_origins',
        before: 'https://www.vereniging.example',
        after: 'https://www.vereniging.example\nhttps://partner.example',
      }),
    ]);
    await put('embed_origins', { value: null });
  });

  it('refuses the SMTP channel while the relay has no server, and sends and counts the test mail through SES', async () => {
    const mailsSent = async () =>
      (
        await portal.call<{ mailsSentThisMonth: number }>('GET', '/api/settings/statistics', {
          token: admin,
        })
      ).body.mailsSentThisMonth;
    const before = await mailsSent();

    const channel = await put('mail_channel', { value: 'smtp' });
    const testMail = await portal.call<{ sent: boolean; channel: string }>(
      'POST',
      '/api/settings/test-mail',
      {
        token: admin,
        body: { to: 'test-ontvanger@example.org' },
      },
    );
    const empty = await portal.call('POST', '/api/settings/test-mail', { token: admin, body: { to: ' ' } });

    expect(channel.status).toBe(400);
    expect(channel.body.message).toBe(m.settings.smtpIncomplete);
    expect(testMail.body).toMatchObject({ sent: true, channel: 'ses' });
    expect(await mailsSent()).toBe(before + 1);
    expect(empty.status).toBe(400);
    expect((empty.body as { message: string }).message).toBe(m.settings.testMailRequired);
  });

  it('sanitises the registration form HTML and stores the second-factor roles as a list', async () => {
    const html = await put('family_registration_form_html', {
      value: '<p>Welkom</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const roles = await put('secondFactorRoles', { value: ['admin', 'coördinator'] });
    const badRoles = await put('secondFactorRoles', { value: ['keizer'] });

    expect(html.body.value).toContain('<p>Welkom</p>');
    expect(html.body.value).not.toContain('script');
    expect(html.body.value).not.toContain('onerror');
    // The public registration form reads it without a session (issue 36, item 1).
    const publicSettings = await portal.call<{ registrationIntroHtml: string | null }>(
      'GET',
      '/api/settings/public',
    );
    expect(publicSettings.body.registrationIntroHtml).toBe(html.body.value);
    expect(roles.status).toBe(400);
    expect(badRoles.status).toBe(400);
    const good = await put('secondFactorRoles', { value: ['admin', 'coordinator'] });
    expect(good.body.value).toBe('["admin","coordinator"]');
    await put('secondFactorRoles', { value: null });
  });
});

describe('external links', () => {
  type Link = { id: number; title: string; url: string; icon: string; sortOrder: number };
  const create = (body: Record<string, unknown>) =>
    portal.call<Link & { message: string }>('POST', '/api/external-links', { token: admin, body });

  it('lists the links for everyone signed in by sortOrder, a new link going last by default', async () => {
    const first = await create({ title: 'Stad Gent', url: 'https://stad.gent' });
    const second = await create({
      title: 'Bib',
      url: 'https://bib.gent',
      icon: 'Book',
      description: 'Boeken',
    });
    await portal.call('PUT', `/api/external-links/${first.body.id}`, {
      token: admin,
      body: { title: 'Stad Gent', url: 'https://stad.gent', sortOrder: 5 },
    });

    const list = await portal.call<{ items: Link[] }>('GET', '/api/external-links', { token: volunteer });

    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ icon: 'Globe', sortOrder: 0 });
    expect(second.body.sortOrder).toBe(1);
    expect(list.body.items.map((link) => link.title)).toEqual(['Bib', 'Stad Gent']);
  });

  it('refuses a link without title or URL, or with a URL that is not http(s)', async () => {
    const noTitle = await create({ title: ' ', url: 'https://x.be' });
    const script = await create({ title: 'Kwaad', url: 'javascript:alert(1)' });
    const badIcon = await create({ title: 'Icoon', url: 'https://x.be', icon: 'Skull' });

    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe(m.links.required);
    expect(script.status).toBe(400);
    expect(badIcon.status).toBe(400);
  });

  it('deletes a link, and an unknown link answers 404', async () => {
    const link = await create({ title: 'Weg', url: 'https://weg.be' });

    const removed = await portal.call('DELETE', `/api/external-links/${link.body.id}`, { token: admin });
    const again = await portal.call('DELETE', `/api/external-links/${link.body.id}`, { token: admin });
    const list = await portal.call<{ items: Link[] }>('GET', '/api/external-links', { token: admin });

    expect(removed.status).toBe(200);
    expect(again.status).toBe(404);
    expect(list.body.items.map((item) => item.id)).not.toContain(link.body.id);
  });
});
