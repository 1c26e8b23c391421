import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { PORTAL_LINKS } from '../../shared/portal-links';
import type { Notification } from '../../shared/schemas/dashboard';
import { latestMailTo, mailsTo } from './support/mailbox';
import { startTestPortal, type TestPortal } from './support/portal';
import { signedInUser } from './support/users';

/** Issue 37: people are told what concerns them, in their bell and by mail. */

let portal: TestPortal;
let admin: string;
let coordinator: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  coordinator = await signedInUser(portal, admin, { role: 'coordinator' });
});
afterAll(() => portal.stop());

const m = messages.notifications;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

const bellOf = async (token: string) => {
  const answer = await portal.call<{ notifications: Notification[]; unreadCount: number }>(
    'GET',
    '/api/notifications',
    { token },
  );
  expect(answer.status).toBe(200);
  return answer.body;
};

async function declaredAndReviewed(
  volunteerToken: string,
  decision: 'approved' | 'rejected',
  reviewNotes?: string,
) {
  const declared = await portal.call<{ id: number; version: number }>('POST', '/api/declarations', {
    token: volunteerToken,
    body: { type: 'expense', description: 'Schriften voor Amira', amount: '12.40', date: today() },
  });
  expect(declared.status).toBe(201);
  const reviewed = await portal.call('PATCH', `/api/declarations/${declared.body.id}/status`, {
    token: coordinator.token,
    body: { status: decision, reviewNotes, expectedVersion: declared.body.version },
  });
  expect(reviewed.status, reviewed.text).toBe(200);
}

const LONG_REASON =
  'Dubbel ingediend: deze schriften staan al op de declaratie van 3 maart, met hetzelfde kasticket van de Standaard Boekhandel.';

describe('a reviewed declaration', () => {
  it('puts the rejection with its full reason in the volunteer’s bell and mails it', async () => {
    // Prepare
    const volunteer = await signedInUser(portal, admin);

    // Act
    await declaredAndReviewed(volunteer.token, 'rejected', LONG_REASON);

    // Assess
    const bell = await bellOf(volunteer.token);
    expect(bell.notifications).toEqual([
      expect.objectContaining({
        type: 'declaratie',
        title: m.declarationRejectedTitle,
        message: expect.stringContaining(LONG_REASON),
        link: PORTAL_LINKS.ownDeclarations,
        isRead: false,
      }),
    ]);
    const mail = await latestMailTo(portal.mailboxUrl, String(volunteer.user.email));
    expect(mail.subject).toBe('Uw declaratie is afgewezen');
    expect(mail.body.text).toContain(LONG_REASON);
    expect(mail.body.text).toMatch(/€\s12,40/);
    expect(mail.body.text).toMatch(/Boekhandel\.\n/);
  });

  it('tells the volunteer of an approval, and sends no mail once they turned those mails off', async () => {
    // Prepare
    const volunteer = await signedInUser(portal, admin);
    const turnedOff = await portal.call<{ notificationMails: boolean }>('PUT', '/api/auth/preferences', {
      token: volunteer.token,
      body: { notificationMails: false },
    });

    // Act
    await declaredAndReviewed(volunteer.token, 'approved');

    // Assess
    expect(turnedOff.status).toBe(200);
    expect(turnedOff.body.notificationMails).toBe(false);
    const profile = await portal.call<{ notificationMails: boolean }>('GET', '/api/auth/profile', {
      token: volunteer.token,
    });
    expect(profile.body.notificationMails).toBe(false);
    const bell = await bellOf(volunteer.token);
    expect(bell.notifications.map((entry) => entry.title)).toEqual([m.declarationApprovedTitle]);
    expect(await mailsTo(portal.mailboxUrl, String(volunteer.user.email))).toEqual([]);
  });
});

describe('a family assigned to a volunteer', () => {
  it('puts the family in the volunteer’s bell and mails them, naming the parent only', async () => {
    // Prepare
    const volunteer = await signedInUser(portal, admin);
    const parentName = `Nadia Haddad ${randomUUID().slice(0, 5)}`;

    // Act
    const created = await portal.call<{ id: number }>('POST', '/api/families', {
      token: coordinator.token,
      body: {
        parentName,
        email: null,
        phone: '0470 11 22 33',
        address: 'Dorpsstraat 4, 9000 Gent',
        childName: 'Yasmine Haddad',
        childAge: 11,
        school: 'De Regenboog',
        grade: '5de leerjaar',
        guidanceStatus: 'actief',
        hasPets: false,
        allowsSmoking: false,
        hasStudyRoom: true,
        externalSupport: null,
        notes: 'Heeft moeite met begrijpend lezen.',
        assignedTo: volunteer.user.id,
      },
    });

    // Assess
    expect(created.status, created.text).toBe(201);
    const bell = await bellOf(volunteer.token);
    expect(bell.notifications).toEqual([
      expect.objectContaining({
        title: m.familyAssignedTitle,
        message: m.familyAssignedMessage(parentName),
        link: PORTAL_LINKS.family(created.body.id),
      }),
    ]);
    const mail = await latestMailTo(portal.mailboxUrl, String(volunteer.user.email));
    expect(mail.subject).toBe('Er is een gezin aan u toegewezen');
    expect(mail.body.text).toContain(parentName);
    expect(`${mail.body.text}${mail.body.html}`).not.toMatch(/Yasmine|begrijpend lezen/);
  });
});

describe('the public registration form', () => {
  it('confirms the registration to the family’s address in plain Dutch, with the child’s first name only', async () => {
    // Prepare
    const email = `ouder.${randomUUID().slice(0, 8)}@example.org`;

    // Act
    const answer = await portal.call('POST', '/api/public/family-registration', {
      body: {
        parentName: 'Sofie Janssens',
        childName: 'Lotte Janssens',
        childAge: 12,
        school: 'Atheneum Zuid',
        grade: '1ste middelbaar',
        phone: '0486 55 44 33',
        email,
        address: 'Lindenlaan 7, 3000 Leuven',
        notes: 'Hulp nodig bij: Frans\nBijzonderheden: ADHD',
        guardianConsent: true,
      },
    });

    // Assess
    expect(answer.status).toBe(200);
    const mail = await latestMailTo(portal.mailboxUrl, email);
    expect(mail.subject).toMatch(/Uw aanmelding bij .+ is ontvangen/);
    expect(mail.body.text).toContain('Beste Sofie Janssens');
    expect(mail.body.text).toContain('voor Lotte goed ontvangen');
    expect(`${mail.body.text}${mail.body.html}`).not.toMatch(/Lotte Janssens|ADHD|Frans|Atheneum|12 jaar/);
  });
});

describe('urgent news', () => {
  const publishUrgent = (title: string) =>
    portal.call('POST', '/api/news', {
      token: admin,
      body: { title, content: '<p>De zaal is dicht.</p>', isUrgent: true, targetRoles: ['vrijwilliger'] },
    });
  const setUrgentMail = (value: 'on' | 'off') =>
    portal.call('PUT', '/api/settings/urgent_news_mail', { token: admin, body: { value } });

  it('is mailed to its readers only while Settings turn that on', async () => {
    // Prepare
    const volunteer = await signedInUser(portal, admin);
    const address = String(volunteer.user.email);

    // Act
    const quiet = await publishUrgent('Zaal dicht op maandag');
    const mailsWhileOff = await mailsTo(portal.mailboxUrl, address);
    const turnedOn = await setUrgentMail('on');
    const mailed = await publishUrgent('Zaal dicht op dinsdag');

    // Assess
    expect([quiet.status, turnedOn.status, mailed.status]).toEqual([201, 200, 201]);
    expect(mailsWhileOff).toEqual([]);
    const mail = await latestMailTo(portal.mailboxUrl, address);
    expect(mail.subject).toBe('Urgent: Zaal dicht op dinsdag');
    expect(mail.body.text).toContain('/nieuws?bericht=');
    const bell = await bellOf(volunteer.token);
    expect(bell.notifications.filter((entry) => entry.type === 'nieuws')).toHaveLength(2);
    await setUrgentMail('off');
  });
});
