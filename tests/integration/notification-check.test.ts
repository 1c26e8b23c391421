import { readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_HOUR, PORTAL_TIME_ZONE } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { PORTAL_LINKS } from '../../shared/portal-links';
import type { Family, FamilyPage } from '../../shared/schemas/families';
import { recentDay } from '../fixtures/dates';
import { awsErrorAnswer, interceptAwsCalls } from './support/faults';
import { PORTAL_SIGNUP_NOTES, portalSignup } from './support/fixtures';
import { mailsTo } from './support/mailbox';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { createUser, signedInUser } from './support/users';

/**
 * The scheduled check runs here by calling the service with a chosen `now` (days ahead of the data
 * the API just wrote), and once through the handler module with an EventBridge sample event.
 * Tests run in file order and share this file's tables: the first one needs them empty.
 */

type CheckModule = typeof import('../../functions/services/notifications/notification-check');

let portal: TestPortal;
let admin: string;
let runNotificationCheck: CheckModule['runNotificationCheck'];
let restoreSes: (() => void) | undefined;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  // Loaded once the portal has pointed the repositories at this file's tables.
  ({ runNotificationCheck } = await import('../../functions/services/notifications/notification-check'));
});
afterEach(() => {
  restoreSes?.();
  restoreSes = undefined;
});
afterAll(() => portal.stop());

const m = messages.notifications;
const DAY_MS = 86_400_000;

/** `days` from now, at hour:minute on the association's clock (Brussels is UTC+1 or UTC+2). */
function brusselsTime(days: number, hour: number, minute = 5): Date {
  const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, ...options }).format(date);
  const day = format(new Date(Date.now() + days * DAY_MS), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const wallClock = Date.parse(
    `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`,
  );
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(wallClock - offsetHours * 3_600_000);
    if (Number(format(candidate, { hour: '2-digit', hourCycle: 'h23' })) === hour) return candidate;
  }
  throw new Error(`No ${hour}:00 in Brussels on ${day}`);
}

const quietHour = DIGEST_HOUR - 2;

const dynamo = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));

async function setSetting(key: string, value: string | null) {
  const TableName = `${portal.resourcePrefix}settings`;
  const item = { pk: `SETTING#${key}`, sk: 'SETTING' };
  if (value === null) await dynamo().send(new DeleteCommand({ TableName, Key: item }));
  else await dynamo().send(new PutCommand({ TableName, Item: { ...item, key, value } }));
}

async function nameOrganization(value: string | null) {
  const answer = await portal.call('PUT', '/api/settings/organization_name', {
    token: admin,
    body: { value },
  });
  expect(answer.status).toBe(200);
}

async function registerFamily(parentName: string) {
  const answer = await portal.call<{ id: number }>('POST', '/api/families/register', {
    token: admin,
    body: portalSignup({ parentName }),
  });
  if (answer.status !== 201) throw new Error(`Registering failed: ${answer.status} ${answer.text}`);
  const family = await portal.call<Family>('GET', `/api/families/${answer.body.id}`, { token: admin });
  return family.body;
}

async function declare(token: string) {
  const answer = await portal.call<{ id: number; createdAt: string }>('POST', '/api/declarations', {
    token,
    body: { type: 'mileage', description: 'Rit naar gezin', kilometers: '8', date: recentDay() },
  });
  if (answer.status !== 201) throw new Error(`Declaring failed: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** The reminders in the table about one subject, by their link and title. */
async function remindersAbout(link: string, title: string) {
  return (await readTable(portal.resourcePrefix, 'notifications')).filter(
    (item) => item.link === link && item.title === title,
  );
}

/** Exactly one per recipient, every listed staff member among them, nobody who should not be. */
function expectOncePerStaffMember(items: Record<string, unknown>[], staff: number[], others: number[]) {
  const recipients = items.map((item) => Number(item.recipientId));
  expect(new Set(recipients).size).toBe(recipients.length);
  expect(recipients).toEqual(expect.arrayContaining(staff));
  for (const id of others) expect(recipients).not.toContain(id);
}

const daysBetween = (from: string, to: Date) => Math.floor((to.getTime() - Date.parse(from)) / DAY_MS);

describe('the daily digest when there is nothing to report', () => {
  it('claims the day but sends no mail while no registration or declaration waits', async () => {
    // Prepare
    const coordinator = await createUser(portal, admin, { role: 'coordinator' });
    const morning = brusselsTime(1, DIGEST_HOUR);

    // Act
    const first = await runNotificationCheck(morning);
    const later = await runNotificationCheck(brusselsTime(1, DIGEST_HOUR + 3));

    // Assess
    expect(first.digest).toEqual({ outcome: 'nothing-to-report', sent: 0, failed: 0 });
    expect(later.digest.outcome).toBe('already-claimed');
    expect(await mailsTo(portal.mailboxUrl, String(coordinator.email))).toEqual([]);
  });
});

describe('reminders', () => {
  it('reminds every active admin and coordinator once per waiting registration and declaration', async () => {
    // Prepare
    const coordinator = await createUser(portal, admin, { role: 'coordinator' });
    const inactiveCoordinator = await createUser(portal, admin, { role: 'coordinator', status: 'inactive' });
    const volunteer = await signedInUser(portal, admin);
    const waiting = await registerFamily('Karim Benali');
    const declaration = await declare(volunteer.token);
    const active = await portal.call<Family>('POST', '/api/families', {
      token: admin,
      body: { parentName: 'Familie Actief', childAge: 10, guidanceStatus: 'active', assignedTo: null },
    });
    const tooEarly = await runNotificationCheck(brusselsTime(1, quietHour));
    const runAt = brusselsTime(10, quietHour);

    // Act: two overlapping runs, then a later one
    const overlapping = await Promise.all([runNotificationCheck(runAt), runNotificationCheck(runAt)]);
    const again = await runNotificationCheck(new Date(runAt.getTime() + 3_600_000));

    // Assess
    expect(tooEarly.reminders).toEqual({ families: 0, declarations: 0, failed: 0 });
    expect(overlapping.map((run) => run.reminders.families).sort()).toEqual([0, 1]);
    expect(overlapping.map((run) => run.reminders.declarations).sort()).toEqual([0, 1]);
    expect(again.reminders).toEqual({ families: 0, declarations: 0, failed: 0 });

    const familyReminders = await remindersAbout(PORTAL_LINKS.family(waiting.id), m.reminderFamilyTitle);
    expectOncePerStaffMember(
      familyReminders,
      [1, coordinator.id],
      [inactiveCoordinator.id, volunteer.user.id],
    );
    expect(familyReminders[0]).toMatchObject({
      type: 'aanmelding',
      message: m.reminderFamilyMessage('Karim Benali', daysBetween(waiting.createdAt, runAt)),
      isRead: false,
    });

    const declarationReminders = (
      await remindersAbout(PORTAL_LINKS.pendingDeclarations, m.reminderDeclarationTitle)
    ).filter((item) => String(item.message).includes(String(volunteer.user.lastName)));
    expectOncePerStaffMember(
      declarationReminders,
      [1, coordinator.id],
      [inactiveCoordinator.id, volunteer.user.id],
    );
    expect(declarationReminders[0]?.message).toContain(
      `${daysBetween(declaration.createdAt, runAt)} dagen op beoordeling`,
    );

    const everyReminder = await remindersAbout(PORTAL_LINKS.family(active.body.id), m.reminderFamilyTitle);
    expect(everyReminder).toEqual([]);
    const all = await readTable(portal.resourcePrefix, 'notifications');
    expect(all.some((item) => item.recipientId === inactiveCoordinator.id)).toBe(false);
    expect(all.some((item) => item.recipientId === volunteer.user.id)).toBe(false);
    expect(JSON.stringify(all)).not.toContain(PORTAL_SIGNUP_NOTES);
  });

  it('waits as many days as the reminder_after_days setting says', async () => {
    // Prepare
    const family = await registerFamily('Sofie Janssens');
    const [dayTwenty, dayThirtyOne] = [brusselsTime(20, quietHour), brusselsTime(31, quietHour)];
    await setSetting('reminder_after_days', '30');

    try {
      // Act
      const atTwenty = await runNotificationCheck(dayTwenty);
      const remindedAtTwenty = await remindersAbout(PORTAL_LINKS.family(family.id), m.reminderFamilyTitle);
      const atThirtyOne = await runNotificationCheck(dayThirtyOne);

      // Assess
      expect([atTwenty.reminderAfterDays, atThirtyOne.reminderAfterDays]).toEqual([30, 30]);
      expect(remindedAtTwenty).toEqual([]);
      const reminders = await remindersAbout(PORTAL_LINKS.family(family.id), m.reminderFamilyTitle);
      expect(reminders.length).toBeGreaterThan(0);
      expect(reminders.every((item) => item.createdAt === dayThirtyOne.toISOString())).toBe(true);
    } finally {
      await setSetting('reminder_after_days', null);
    }
  });

  it.each([['0'], ['drie'], ['-2'], ['2.5']])(
    'falls back to the default when the setting is %s',
    async (value) => {
      await setSetting('reminder_after_days', value);
      try {
        const summary = await runNotificationCheck(brusselsTime(2, quietHour));

        expect(summary.reminderAfterDays).toBe(3);
      } finally {
        await setSetting('reminder_after_days', null);
      }
    },
  );
});

describe('the daily digest', () => {
  it(`mails each active coordinator once a day, from the first run at ${DIGEST_HOUR}:00`, async () => {
    // Prepare
    const [first, second] = await Promise.all([
      createUser(portal, admin, { role: 'coordinator' }),
      createUser(portal, admin, { role: 'coordinator' }),
    ]);
    const inactive = await createUser(portal, admin, { role: 'coordinator', status: 'inactive' });
    const volunteer = await createUser(portal, admin);
    await registerFamily('Jan Peeters');
    // Through the settings route, as an admin does: it also refreshes the cached settings reader.
    await nameOrganization('Huiswerkhulp <Gent> & Co');
    const waiting = await portal.call<FamilyPage>('GET', '/api/families?status=in_behandeling&limit=200', {
      token: admin,
    });

    try {
      // Act
      const beforeHour = await runNotificationCheck(brusselsTime(50, DIGEST_HOUR - 1, 30));
      const atHour = await runNotificationCheck(brusselsTime(50, DIGEST_HOUR, 10));
      const laterThatDay = await runNotificationCheck(brusselsTime(50, DIGEST_HOUR + 4));

      // Assess
      expect(beforeHour.digest.outcome).toBe('before-digest-hour');
      expect(atHour.digest).toMatchObject({ outcome: 'sent', failed: 0 });
      expect(laterThatDay.digest.outcome).toBe('already-claimed');
      for (const coordinator of [first, second]) {
        const mails = await mailsTo(portal.mailboxUrl, String(coordinator.email));
        expect(mails).toHaveLength(1);
        const [mail] = mails;
        expect(mail?.subject).toBe(m.digestSubject);
        expect(mail?.body.text).toContain(`Nieuwe aanmeldingen in behandeling: ${waiting.body.items.length}`);
        expect(mail?.body.text).toContain(`${portal.url}${PORTAL_LINKS.registrations}`);
        expect(mail?.body.text).toContain(`${portal.url}${PORTAL_LINKS.pendingDeclarations}`);
        expect(mail?.body.html).toContain('Huiswerkhulp &#60;Gent&#62; &#38; Co');
        expect(mail?.body.html).not.toContain('<Gent>');
        expect(`${mail?.body.text}${mail?.body.html}`).not.toContain('Jan Peeters');
      }
      expect(await mailsTo(portal.mailboxUrl, String(inactive.email))).toEqual([]);
      expect(await mailsTo(portal.mailboxUrl, String(volunteer.email))).toEqual([]);
    } finally {
      await nameOrganization(null);
    }
  });

  it('still mails the other coordinators when SES refuses one', async () => {
    // Prepare
    const [refused, reached] = await Promise.all([
      createUser(portal, admin, { role: 'coordinator' }),
      createUser(portal, admin, { role: 'coordinator' }),
    ]);
    await registerFamily('Els Maes');
    const ses = interceptAwsCalls('ses', async (call, forward) => {
      const { Destination } = JSON.parse(call.body) as { Destination: { ToAddresses: string[] } };
      if (Destination.ToAddresses.includes(String(refused.email))) {
        return awsErrorAnswer(400, 'MessageRejected', 'Address blacklisted');
      }
      return forward();
    });
    restoreSes = () => ses.restore();

    // Act
    const summary = await runNotificationCheck(brusselsTime(51, DIGEST_HOUR));

    // Assess
    expect(summary.digest.outcome).toBe('sent');
    expect(summary.digest.failed).toBe(1);
    expect(summary.digest.sent).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(portal.mailboxUrl, String(reached.email))).toHaveLength(1);
    expect(await mailsTo(portal.mailboxUrl, String(refused.email))).toEqual([]);
  });
});

describe('the scheduled handler', () => {
  it('runs the check for the time of the EventBridge event', async () => {
    // Prepare
    const event = JSON.parse(
      readFileSync('events/scheduled/notification-check.json', 'utf8'),
    ) as ScheduledEvent;
    const time = brusselsTime(60, quietHour);
    const { handler } = await import('../../functions/scheduled/notification-check');

    // Act
    const summary = await handler({ ...event, time: time.toISOString() });

    // Assess
    expect(summary).toMatchObject({ reminderAfterDays: 3, digest: { outcome: 'before-digest-hour' } });
  });
});
