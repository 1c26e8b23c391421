import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { Family } from '../../shared/schemas/families';
import type {
  PlannedSessionList,
  SessionHours,
  SessionLog,
  SessionLogPage,
} from '../../shared/schemas/sessions';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable, snapshotTables } from './support/tables';
import { signedInUser } from './support/users';

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

async function createFamily(assignedTo: number | null, school = 'Basisschool De Regenboog') {
  const answer = await portal.call<Family>('POST', '/api/families', {
    token: admin,
    body: {
      parentName: `Familie ${randomUUID().slice(0, 6)}`,
      childName: 'Yasmine',
      childAge: 9,
      school,
      grade: '3de leerjaar',
      assignedTo,
      guidanceStatus: 'actief',
    },
  });
  if (answer.status !== 201) throw new Error(`family: ${answer.status} ${answer.text}`);
  return answer.body;
}

const sessionFields = (volunteerId: number, overrides: Record<string, unknown> = {}) => ({
  date: '2026-03-02',
  startTime: '16:00',
  durationMinutes: 60,
  kind: 'huiswerkbegeleiding',
  subjects: ['lezen', 'rekenen'],
  children: ['Yasmine'],
  volunteerIds: [volunteerId],
  outcomeNote: 'Leest al vlotter; rekenen blijft moeilijk.',
  ...overrides,
});

async function logSession(token: string, body: Record<string, unknown>) {
  return portal.call<SessionLog & { message?: string }>('POST', '/api/sessions', { token, body });
}

describe('the session log', () => {
  it('lets a volunteer log a session of a family assigned to them, and list it', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const family = await createFamily(user.id);

    const created = await logSession(token, { familyId: family.id, ...sessionFields(user.id) });
    const list = await portal.call<SessionLogPage>('GET', `/api/families/${family.id}/sessions`, { token });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ familyId: family.id, subjects: ['lezen', 'rekenen'], version: 1 });
    expect(list.status).toBe(200);
    expect(list.body.items.map((log) => log.id)).toEqual([created.body.id]);
  });

  it('refuses a volunteer who is not assigned to the family with 404, and writes nothing', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const other = await signedInUser(portal, admin);
    const family = await createFamily(other.user.id);
    const before = await readTable(portal.resourcePrefix, 'sessionlogs');

    const created = await logSession(token, { familyId: family.id, ...sessionFields(user.id) });
    const listed = await portal.call('GET', `/api/families/${family.id}/sessions`, { token });

    expect(created.status).toBe(404);
    expect(created.body.message).toBe(messages.families.notFound);
    expect(listed.status).toBe(404);
    expect(await readTable(portal.resourcePrefix, 'sessionlogs')).toEqual(before);
  });

  it('refuses a subject that is not in the settings list and a family absence without a reason', async () => {
    const family = await createFamily(null);
    const adminId = 1;

    const unknownSubject = await logSession(admin, {
      familyId: family.id,
      ...sessionFields(adminId, { subjects: ['sterrenkunde'] }),
    });
    const noReason = await logSession(admin, {
      familyId: family.id,
      ...sessionFields(adminId, { familyAbsent: true }),
    });

    expect(unknownSubject.status).toBe(400);
    expect(unknownSubject.body.message).toBe(messages.sessions.subjectInvalid);
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(messages.sessions.absenceReasonRequired);
  });

  it('keeps the previous version on an edit and refuses an edit of a stale version with 409', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const family = await createFamily(user.id);
    const created = await logSession(token, { familyId: family.id, ...sessionFields(user.id) });

    const edited = await portal.call<SessionLog>('PUT', `/api/sessions/${created.body.id}`, {
      token,
      body: { ...sessionFields(user.id, { durationMinutes: 90 }), version: 1 },
    });
    const stale = await portal.call('PUT', `/api/sessions/${created.body.id}`, {
      token,
      body: { ...sessionFields(user.id, { durationMinutes: 30 }), version: 1 },
    });

    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ durationMinutes: 90, version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(messages.sessions.changed);
    const items = await readTable(portal.resourcePrefix, 'sessionlogs');
    const versions = items.filter(
      (item) => item.pk === `LOG#${created.body.id}` && String(item.sk).startsWith('VERSION#'),
    );
    expect(versions.map((item) => item.durationMinutes)).toEqual([60]);
  });

  it('lets only coordinators delete a session, with its versions', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const coordinator = await signedInUser(portal, admin, { role: 'coordinator' });
    const family = await createFamily(user.id);
    const created = await logSession(token, { familyId: family.id, ...sessionFields(user.id) });
    await portal.call('PUT', `/api/sessions/${created.body.id}`, {
      token,
      body: { ...sessionFields(user.id, { durationMinutes: 90 }), version: 1 },
    });

    const byVolunteer = await portal.call('DELETE', `/api/sessions/${created.body.id}`, { token });
    const byCoordinator = await portal.call('DELETE', `/api/sessions/${created.body.id}`, {
      token: coordinator.token,
    });

    expect(byVolunteer.status).toBe(403);
    expect(byCoordinator.status).toBe(200);
    const items = await readTable(portal.resourcePrefix, 'sessionlogs');
    expect(items.filter((item) => item.pk === `LOG#${created.body.id}`)).toEqual([]);
  });

  it('never puts the outcome note in activity, notifications, audit or log lines (canary)', async () => {
    const canary = `KANARIE-${randomUUID()}`;
    const { user, token } = await signedInUser(portal, admin);
    const coordinator = await signedInUser(portal, admin, { role: 'coordinator' });
    const family = await createFamily(user.id);
    const lines: string[] = [];
    const stdout = process.stdout.write.bind(process.stdout);
    const stderr = process.stderr.write.bind(process.stderr);
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    process.stdout.write = capture as typeof process.stdout.write;
    process.stderr.write = capture as typeof process.stderr.write;
    try {
      const created = await logSession(token, {
        familyId: family.id,
        ...sessionFields(user.id, { outcomeNote: `${canary} eerste` }),
      });
      await portal.call('PUT', `/api/sessions/${created.body.id}`, {
        token,
        body: {
          ...sessionFields(user.id, {
            outcomeNote: `${canary} tweede`,
            familyAbsent: true,
            absenceReason: `${canary} ziek`,
          }),
          version: 1,
        },
      });
      // A request that fails validation after reading the body must not echo it in a log line either.
      await portal.call('PUT', `/api/sessions/${created.body.id}`, {
        token,
        body: {
          ...sessionFields(user.id, { outcomeNote: `${canary} derde`, durationMinutes: 1 }),
          version: 2,
        },
      });
      await portal.call('DELETE', `/api/sessions/${created.body.id}`, { token: coordinator.token });
      await portal.workDone();
    } finally {
      process.stdout.write = stdout;
      process.stderr.write = stderr;
    }

    const tables = await snapshotTables(portal.resourcePrefix);
    for (const name of ['activity', 'notifications', 'audit', 'mail'] as const) {
      expect(JSON.stringify(tables[name] ?? []), name).not.toContain(canary);
    }
    expect(lines.join('')).not.toContain(canary);
    expect(JSON.stringify(tables.audit)).toContain('session-deleted');
  });
});

/** A calendar of the caller with an appointment with the family; weekly for `count` weeks when given. */
async function appointment(token: string, familyId: number, start: string, count?: number) {
  const calendar = await portal.call<{ id: number }>('POST', '/api/calendars', {
    token,
    body: { name: 'Begeleiding' },
  });
  if (calendar.status !== 201) throw new Error(`calendar: ${calendar.status} ${calendar.text}`);
  const end = new Date(Date.parse(start) + 90 * 60_000).toISOString();
  const event = await portal.call<{ id: number; familyId: number | null }>('POST', '/api/calendar-events', {
    token,
    body: {
      title: 'Huiswerkbegeleiding',
      startDate: start,
      endDate: end,
      calendarId: calendar.body.id,
      familyId,
      recurrence: count ? { frequency: 'weekly', interval: 1, count } : null,
    },
  });
  if (event.status !== 201) throw new Error(`event: ${event.status} ${event.text}`);
  return event.body;
}

const completion = (eventId: number, occurrence: string, volunteerId: number) => ({
  eventId,
  occurrence,
  kind: 'huiswerkbegeleiding',
  subjects: ['lezen'],
  volunteerIds: [volunteerId],
  outcomeNote: 'Goed gewerkt.',
});

describe('sessions from the agenda', () => {
  it('refuses to link an appointment to a family the volunteer does not guide', async () => {
    const { token } = await signedInUser(portal, admin);
    const family = await createFamily(null);

    const answer = await portal
      .call('POST', '/api/calendars', { token, body: { name: 'Mijn agenda' } })
      .then((calendar) =>
        portal.call('POST', '/api/calendar-events', {
          token,
          body: {
            title: 'Bezoek',
            startDate: '2026-03-02T15:00:00.000Z',
            endDate: '2026-03-02T16:00:00.000Z',
            calendarId: calendar.body.id,
            familyId: family.id,
          },
        }),
      );

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.sessions.appointmentFamilyInvalid);
  });

  it('completes an appointment into a session once, not twice (idempotent)', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const family = await createFamily(user.id);
    const event = await appointment(token, family.id, '2026-03-02T15:00:00.000Z');

    const first = await portal.call<SessionLog>('POST', '/api/sessions/from-appointment', {
      token,
      body: completion(event.id, '2026-03-02', user.id),
    });
    const second = await portal.call<SessionLog>('POST', '/api/sessions/from-appointment', {
      token,
      body: { ...completion(event.id, '2026-03-02', user.id), outcomeNote: 'Nog eens.' },
    });

    expect(event.familyId).toBe(family.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      familyId: family.id,
      date: '2026-03-02',
      startTime: '16:00',
      durationMinutes: 90,
      appointment: { eventId: event.id, occurrence: '2026-03-02' },
    });
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    const list = await portal.call<SessionLogPage>('GET', `/api/families/${family.id}/sessions`, { token });
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]?.outcomeNote).toBe('Goed gewerkt.');
  });

  it('makes one session per occurrence of a weekly series and lists the occurrences still without one', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const family = await createFamily(user.id);
    const event = await appointment(token, family.id, '2026-03-02T15:00:00.000Z', 4);

    const firstWeek = await portal.call<SessionLog>('POST', '/api/sessions/from-appointment', {
      token,
      body: completion(event.id, '2026-03-02', user.id),
    });
    const secondWeek = await portal.call<SessionLog>('POST', '/api/sessions/from-appointment', {
      token,
      body: completion(event.id, '2026-03-09', user.id),
    });
    const notASeriesDate = await portal.call('POST', '/api/sessions/from-appointment', {
      token,
      body: completion(event.id, '2026-03-10', user.id),
    });
    const planned = await portal.call<PlannedSessionList>(
      'GET',
      '/api/sessions/planned?from=2026-03-02&days=28',
      {
        token,
      },
    );

    expect([firstWeek.status, secondWeek.status]).toEqual([201, 201]);
    expect(secondWeek.body.id).not.toBe(firstWeek.body.id);
    expect(notASeriesDate.status).toBe(400);
    expect(notASeriesDate.body.message).toBe(messages.sessions.occurrenceInvalid);
    expect(planned.status).toBe(200);
    expect(planned.body.items.map((item) => item.occurrence)).toEqual(['2026-03-16', '2026-03-23']);
  });

  it('refuses to complete an appointment that is still to come', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const family = await createFamily(user.id);
    const start = new Date(Date.now() + 7 * 86_400_000);
    start.setUTCHours(15, 0, 0, 0);
    const event = await appointment(token, family.id, start.toISOString());
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(start);

    const answer = await portal.call('POST', '/api/sessions/from-appointment', {
      token,
      body: completion(event.id, day, user.id),
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.sessions.appointmentNotYet);
  });
});

describe('hours per volunteer', () => {
  it('counts sessions, hours and days of activity per month, on write, and shows a volunteer only their own', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const other = await signedInUser(portal, admin);
    const coordinator = await signedInUser(portal, admin, { role: 'coordinator' });
    const family = await createFamily(user.id);
    const log = (overrides: Record<string, unknown>) =>
      logSession(token, { familyId: family.id, ...sessionFields(user.id, overrides) });
    await log({ date: '2025-05-05', durationMinutes: 60 });
    await log({ date: '2025-05-05', startTime: '18:00', durationMinutes: 30 });
    await log({ date: '2025-05-12', familyAbsent: true, absenceReason: 'Ziek' });
    const moved = await log({ date: '2025-06-02', durationMinutes: 45 });
    await portal.call('PUT', `/api/sessions/${moved.body.id}`, {
      token,
      body: { ...sessionFields(user.id, { date: '2025-05-19', durationMinutes: 45 }), version: 1 },
    });

    const own = await portal.call<SessionHours>('GET', '/api/sessions/hours?year=2025', { token });
    const someoneElse = await portal.call('GET', `/api/sessions/hours?year=2025&volunteerId=${user.id}`, {
      token: other.token,
    });
    const all = await portal.call<SessionHours>('GET', '/api/sessions/hours?year=2025', {
      token: coordinator.token,
    });

    expect(own.status).toBe(200);
    expect(own.body.volunteerId).toBe(user.id);
    expect(own.body.months.filter((month) => month.sessions > 0)).toEqual([
      { month: '2025-05', sessions: 4, minutes: 135, daysOfActivity: 3 },
    ]);
    expect(someoneElse.status).toBe(403);
    expect(all.body.volunteers.find((entry) => entry.volunteerId === user.id)?.months).toEqual([
      { month: '2025-05', sessions: 4, minutes: 135 },
    ]);
  });
});
