import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { Family } from '../../shared/schemas/families';
import type {
  ImpactReport,
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

type RawSession = SessionLog & { school: string | null };

/** The report's figures counted again from the raw sessions, the slow way the buckets spare. */
function recount(raw: RawSession[], families: Family[], from: string, to: string) {
  const month = (log: RawSession) => log.date.slice(0, 7);
  const inPeriod = raw.filter((log) => month(log) >= from && month(log) <= to);
  const held = inPeriod.filter((log) => !log.familyAbsent);
  const familyIds = [...new Set(inPeriod.map((log) => log.familyId))];
  const monthsOf = (familyId: number) =>
    raw
      .filter((log) => log.familyId === familyId)
      .map(month)
      .sort();
  const span = (a: string, b: string) =>
    (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5)) - Number(a.slice(5)) + 1;
  const active = families.filter((family) => familyIds.includes(family.id));
  const byGrade: Record<string, number> = {};
  for (const family of active.filter((each) => each.childName))
    byGrade[family.grade ?? 'onbekend'] = (byGrade[family.grade ?? 'onbekend'] ?? 0) + 1;
  const volunteerIds = [...new Set(inPeriod.flatMap((log) => log.volunteerIds))].sort((a, b) => a - b);
  const stays = familyIds.map((id) => {
    const months = monthsOf(id);
    return span(months[0] as string, months.filter((each) => each <= to).at(-1) as string);
  });
  return {
    families: {
      active: familyIds.length,
      new: familyIds.filter((id) => (monthsOf(id)[0] as string) >= from).length,
      ended: active.filter(
        (family) => family.guidanceStatus === 'afgerond' && (monthsOf(family.id).at(-1) as string) <= to,
      ).length,
    },
    children: { supported: active.filter((family) => family.childName).length, byGrade },
    sessions: { held: held.length, missed: inPeriod.length - held.length },
    minutes: {
      total: held.reduce((sum, log) => sum + log.durationMinutes, 0),
      byKind: Object.fromEntries(
        ['huiswerkbegeleiding', 'gezinsbegeleiding', 'contact_school', 'anders'].map((kind) => [
          kind,
          held.filter((log) => log.kind === kind).reduce((sum, log) => sum + log.durationMinutes, 0),
        ]),
      ),
    },
    volunteers: {
      active: volunteerIds.length,
      hours: volunteerIds.map((id) => ({
        volunteerId: id,
        sessions: inPeriod.filter((log) => log.volunteerIds.includes(id)).length,
        minutes: held
          .filter((log) => log.volunteerIds.includes(id))
          .reduce((sum, log) => sum + log.durationMinutes, 0),
      })),
    },
    averageMonthsInGuidance:
      stays.length === 0
        ? 0
        : Math.round((stays.reduce((sum, each) => sum + each, 0) / stays.length) * 10) / 10,
  };
}

describe('the impact report', () => {
  it('gives the figures a recount of the raw sessions gives, for the association and for one school', async () => {
    const school = `School ${randomUUID().slice(0, 6)}`;
    const [first, second] = await Promise.all([signedInUser(portal, admin), signedInUser(portal, admin)]);
    const coordinator = await signedInUser(portal, admin, { role: 'coordinator' });
    const familyA = await createFamily(first.user.id, school);
    const familyB = await createFamily(second.user.id, school);
    const familyC = await createFamily(first.user.id, 'Atheneum');
    const seed: [typeof first, Family, Record<string, unknown>][] = [
      [first, familyA, { date: '2025-12-15', durationMinutes: 60 }],
      [first, familyA, { date: '2026-01-05', durationMinutes: 90, kind: 'gezinsbegeleiding' }],
      [first, familyA, { date: '2026-02-02', familyAbsent: true, absenceReason: 'Ziek' }],
      [
        second,
        familyB,
        { date: '2026-01-20', durationMinutes: 45, volunteerIds: [second.user.id, first.user.id] },
      ],
      [second, familyB, { date: '2026-03-03', durationMinutes: 30, kind: 'contact_school' }],
      [first, familyC, { date: '2026-02-10', durationMinutes: 120 }],
      [first, familyC, { date: '2026-04-01', durationMinutes: 60 }],
    ];
    const created: SessionLog[] = [];
    for (const [volunteer, family, overrides] of seed) {
      const answer = await logSession(volunteer.token, {
        familyId: family.id,
        ...sessionFields(volunteer.user.id, { volunteerIds: [volunteer.user.id], ...overrides }),
      });
      if (answer.status !== 201) throw new Error(answer.text);
      created.push(answer.body);
    }
    const edited = created[5] as SessionLog;
    await portal.call('PUT', `/api/sessions/${edited.id}`, {
      token: first.token,
      body: { ...sessionFields(first.user.id, { date: '2026-03-10', durationMinutes: 75 }), version: 1 },
    });
    await portal.call('DELETE', `/api/sessions/${(created[4] as SessionLog).id}`, {
      token: coordinator.token,
    });
    await portal.call('PUT', `/api/families/${familyC.id}`, {
      token: admin,
      body: {
        parentName: familyC.parentName,
        childName: 'Yasmine',
        childAge: 9,
        school: 'Atheneum',
        grade: '3de leerjaar',
        assignedTo: first.user.id,
        guidanceStatus: 'afgerond',
      },
    });

    const report = await portal.call<ImpactReport>('GET', '/api/impact-report?from=2026-01&to=2026-03', {
      token: coordinator.token,
    });
    const perSchool = await portal.call<ImpactReport>(
      'GET',
      `/api/impact-report?from=2026-01&to=2026-03&school=${encodeURIComponent(school)}`,
      { token: coordinator.token },
    );
    const own = await portal.call<ImpactReport>('GET', '/api/impact-report?from=2026-01&to=2026-03', {
      token: second.token,
    });

    const ours = new Set([familyA.id, familyB.id, familyC.id]);
    const raw = (await readTable(portal.resourcePrefix, 'sessionlogs'))
      .filter((item) => item.sk === 'LOG' && ours.has(Number(item.familyId)))
      .map((item) => item as unknown as RawSession);
    const families = await Promise.all(
      [familyA, familyB, familyC].map(
        async (family) =>
          (await portal.call<Family>('GET', `/api/families/${family.id}`, { token: admin })).body,
      ),
    );
    expect(report.status).toBe(200);
    // The portal's other tests log sessions too: the association's report is compared on our families' share.
    expect(report.body.sessions.held).toBeGreaterThanOrEqual(
      recount(raw, families, '2026-01', '2026-03').sessions.held,
    );
    expect(perSchool.body).toMatchObject(
      recount(
        raw.filter((log) => log.school === school),
        families,
        '2026-01',
        '2026-03',
      ),
    );
    // A volunteer's own report names only themselves among the volunteers of their sessions.
    const ownRecount = recount(
      raw.filter((log) => log.volunteerIds.includes(second.user.id)),
      families,
      '2026-01',
      '2026-03',
    );
    const ownHours = ownRecount.volunteers.hours.filter((entry) => entry.volunteerId === second.user.id);
    expect(own.body).toMatchObject({
      ...ownRecount,
      volunteers: { active: ownHours.length, hours: ownHours },
    });
    expect(perSchool.body.months.map((month) => month.month)).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});
