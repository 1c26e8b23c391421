import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMessages } from '../../shared/messages/calendar';
import type { Calendar, CalendarEvent } from '../../shared/schemas/calendar';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable, snapshotTables } from './support/tables';
import { signedInUser } from './support/users';

const m = calendarMessages.calendar;

let portal: TestPortal;
let admin: string;
type Person = { token: string; id: number };
let coordinator: Person;
let volunteer: Person;
let stranger: Person;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  const signIn = async (role: string) => {
    const { user, token } = await signedInUser(portal, admin, { role });
    return { token, id: user.id };
  };
  [coordinator, volunteer, stranger] = await Promise.all([
    signIn('coordinator'),
    signIn('vrijwilliger'),
    signIn('vrijwilliger'),
  ]);
});
afterAll(() => portal.stop());

type Page<T> = { items: T[]; nextCursor: null };

async function newCalendar(token: string, body: Record<string, unknown> = {}) {
  const answer = await portal.call<Calendar>('POST', '/api/calendars', {
    token,
    body: { name: 'Huiswerkbegeleiding', ...body },
  });
  if (answer.status !== 201) throw new Error(`calendar: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function newEvent(token: string, calendarId: number, body: Record<string, unknown>) {
  const answer = await portal.call<CalendarEvent>('POST', '/api/calendar-events', {
    token,
    body: { title: 'Sessie', calendarId, ...body },
  });
  if (answer.status !== 201) throw new Error(`event: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function windowOf(token: string, from: string, to: string, calendarIds?: number[]) {
  const query = new URLSearchParams({
    from,
    to,
    ...(calendarIds ? { calendarIds: calendarIds.join(',') } : {}),
  });
  const answer = await portal.call<Page<CalendarEvent>>('GET', `/api/calendar-events?${query}`, { token });
  if (answer.status !== 200) throw new Error(`window: ${answer.status} ${answer.text}`);
  return answer.body.items;
}

const startsOf = (events: CalendarEvent[]) => events.map((event) => `${event.title}@${event.startDate}`);

describe('window queries', () => {
  let calendarId: number;

  beforeAll(async () => {
    calendarId = (await newCalendar(coordinator.token, { name: 'Vensters' })).id;
    const at = (title: string, startDate: string, endDate: string, extra: Record<string, unknown> = {}) =>
      newEvent(coordinator.token, calendarId, { title, startDate, endDate, ...extra });
    await Promise.all([
      // Over the January/February edge, in Brussels time.
      at('nachtwerk', '2026-01-31T23:00:00+01:00', '2026-02-01T01:00:00+01:00'),
      // Starts well before February and ends inside it.
      at('kamp', '2026-01-20T09:00:00+01:00', '2026-02-03T17:00:00+01:00'),
      // Ends exactly when February begins (Brussels): not in February.
      at('afgelopen', '2026-01-31T22:00:00+01:00', '2026-02-01T00:00:00+01:00'),
      // Starts exactly when March begins: not in February.
      at('maart', '2026-03-01T00:00:00+01:00', '2026-03-01T02:00:00+01:00'),
      // Weekly on Monday 16:00–17:00 over the spring switch (Sunday 29 March).
      at('lente', '2026-03-16T16:00:00+01:00', '2026-03-16T17:00:00+01:00', {
        recurrence: { frequency: 'weekly', interval: 1, count: 4 },
      }),
      // Through the night of the spring switch: 01:30 CET to 03:30 CEST is one real hour.
      at('omschakeling', '2026-03-29T01:30:00+01:00', '2026-03-29T03:30:00+02:00'),
      // Two-weekly on Saturday 10:00 over the autumn switch (Sunday 25 October).
      at('herfst', '2026-10-17T10:00:00+02:00', '2026-10-17T12:00:00+02:00', {
        recurrence: { frequency: 'weekly', interval: 2, until: '2026-11-14' },
      }),
      // All day on 31 March: 00:00:00 to 23:59:59 in Brussels.
      at('heledag', '2026-03-31T10:00:00+02:00', '2026-03-31T11:00:00+02:00', { allDay: true }),
    ]);
  });

  it('answers exactly the events overlapping February, across both month edges', async () => {
    const february = await windowOf(
      coordinator.token,
      '2026-02-01T00:00:00+01:00',
      '2026-03-01T00:00:00+01:00',
      [calendarId],
    );

    expect(startsOf(february)).toEqual([
      'kamp@2026-01-20T08:00:00.000Z',
      'nachtwerk@2026-01-31T22:00:00.000Z',
    ]);
  });

  it('keeps a weekly session at 16:00 Brussels time across the last Sunday of March', async () => {
    const march = await windowOf(
      coordinator.token,
      '2026-03-01T00:00:00+01:00',
      '2026-04-01T00:00:00+02:00',
      [calendarId],
    );

    expect(startsOf(march)).toEqual([
      'maart@2026-02-28T23:00:00.000Z',
      'lente@2026-03-16T15:00:00.000Z',
      'lente@2026-03-23T15:00:00.000Z',
      'omschakeling@2026-03-29T00:30:00.000Z',
      'lente@2026-03-30T14:00:00.000Z',
      'heledag@2026-03-30T22:00:00.000Z',
    ]);
    const allDay = march.find((event) => event.title === 'heledag');
    expect(allDay?.endDate).toBe('2026-03-31T21:59:59.000Z');
    const afterSwitch = march.find((event) => event.occurrenceDate === '2026-03-30');
    expect(afterSwitch?.endDate).toBe('2026-03-30T15:00:00.000Z');
    const switchNight = march.find((event) => event.title === 'omschakeling');
    expect(switchNight?.endDate).toBe('2026-03-29T01:30:00.000Z');
  });

  it('answers the occurrence in April of a series that started in March, and only that one', async () => {
    const week = await windowOf(coordinator.token, '2026-04-05T00:00:00+02:00', '2026-04-12T00:00:00+02:00', [
      calendarId,
    ]);

    expect(week.map((event) => [event.title, event.startDate, event.occurrenceDate])).toEqual([
      ['lente', '2026-04-06T14:00:00.000Z', '2026-04-06'],
    ]);
  });

  it('keeps a two-weekly session at 10:00 Brussels time across the last Sunday of October', async () => {
    const autumn = await windowOf(
      coordinator.token,
      '2026-10-01T00:00:00+02:00',
      '2026-12-01T00:00:00+01:00',
      [calendarId],
    );

    expect(startsOf(autumn)).toEqual([
      'herfst@2026-10-17T08:00:00.000Z',
      'herfst@2026-10-31T09:00:00.000Z',
      'herfst@2026-11-14T09:00:00.000Z',
    ]);
  });

  it('refuses a window that ends before it starts or is longer than 100 days', async () => {
    const backwards = await portal.call(
      'GET',
      '/api/calendar-events?from=2026-03-01T00:00:00Z&to=2026-02-01T00:00:00Z',
      { token: coordinator.token },
    );
    const tooLong = await portal.call(
      'GET',
      '/api/calendar-events?from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z',
      { token: coordinator.token },
    );

    expect([backwards.status, backwards.body?.message]).toEqual([400, m.windowInvalid]);
    expect([tooLong.status, tooLong.body?.message]).toEqual([400, m.windowTooLong]);
  });
});

describe('sharing', () => {
  it('keeps a calendar that is not shared with the caller invisible, by list and by id, and changes nothing', async () => {
    // Prepare
    const hidden = await newCalendar(coordinator.token, { name: 'Privé coördinatie' });
    const event = await newEvent(coordinator.token, hidden.id, {
      startDate: '2026-05-04T16:00:00+02:00',
      endDate: '2026-05-04T17:00:00+02:00',
    });
    const before = await snapshotTables(portal.resourcePrefix);
    const as = (method: string, path: string, body?: unknown) =>
      portal.call(method, path, { token: stranger.token, body });

    // Act
    const list = await portal.call<Page<Calendar>>('GET', '/api/calendars', { token: stranger.token });
    const events = await windowOf(stranger.token, '2026-05-01T00:00:00+02:00', '2026-06-01T00:00:00+02:00', [
      hidden.id,
    ]);
    const answers = await Promise.all([
      as('PUT', `/api/calendars/${hidden.id}`, { name: 'Overgenomen' }),
      as('DELETE', `/api/calendars/${hidden.id}`),
      as('POST', `/api/calendars/${hidden.id}/share`, { userIds: [stranger.id], permissions: 'admin' }),
      as('POST', '/api/calendar-events', {
        title: 'Ingeslopen',
        calendarId: hidden.id,
        startDate: '2026-05-05T10:00:00+02:00',
        endDate: '2026-05-05T11:00:00+02:00',
      }),
      as('PUT', `/api/calendar-events/${event.id}`, {
        title: 'Overgenomen',
        calendarId: hidden.id,
        startDate: '2026-05-04T16:00:00+02:00',
        endDate: '2026-05-04T17:00:00+02:00',
      }),
      as('DELETE', `/api/calendar-events/${event.id}`),
    ]);

    // Assess
    expect(list.body.items.map((calendar) => calendar.id)).not.toContain(hidden.id);
    expect(events).toEqual([]);
    expect(answers.map((answer) => [answer.status, answer.body?.message])).toEqual([
      [404, m.calendarNotFound],
      [404, m.calendarNotFound],
      [404, m.calendarNotFound],
      [404, m.calendarNotFound],
      [404, m.eventNotFound],
      [404, m.eventNotFound],
    ]);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });

  it('lets a view share read the events but not change them', async () => {
    const calendar = await newCalendar(coordinator.token, { name: 'Gedeeld om te bekijken' });
    const event = await newEvent(coordinator.token, calendar.id, {
      startDate: '2026-06-01T16:00:00+02:00',
      endDate: '2026-06-01T17:00:00+02:00',
    });
    const shared = await portal.call<Calendar>('POST', `/api/calendars/${calendar.id}/share`, {
      token: coordinator.token,
      body: { userIds: [volunteer.id] },
    });
    const before = await snapshotTables(portal.resourcePrefix);

    const list = await portal.call<Page<Calendar>>('GET', '/api/calendars', { token: volunteer.token });
    const events = await windowOf(volunteer.token, '2026-06-01T00:00:00+02:00', '2026-06-02T00:00:00+02:00');
    const forged = await portal.call('PUT', `/api/calendar-events/${event.id}`, {
      token: volunteer.token,
      body: {
        title: 'Vervalst',
        calendarId: calendar.id,
        startDate: '2026-06-01T16:00:00+02:00',
        endDate: '2026-06-01T17:00:00+02:00',
      },
    });
    const deleted = await portal.call('DELETE', `/api/calendar-events/${event.id}`, {
      token: volunteer.token,
    });
    const shareOn = await portal.call('POST', `/api/calendars/${calendar.id}/share`, {
      token: volunteer.token,
      body: { userIds: [stranger.id] },
    });

    expect(shared.body.shares).toEqual([{ userId: volunteer.id, permission: 'view' }]);
    expect(list.body.items.find((item) => item.id === calendar.id)).toMatchObject({
      access: 'view',
      shares: [],
    });
    expect(events.map((item) => item.id)).toEqual([event.id]);
    expect([forged.status, forged.body?.message]).toEqual([403, m.viewOnly]);
    expect([deleted.status, deleted.body?.message]).toEqual([403, m.viewOnly]);
    expect([shareOn.status, shareOn.body?.message]).toEqual([403, m.notCalendarManager]);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });

  it('lets an edit share change events, an admin share also share and rename, and only the owner delete', async () => {
    const calendar = await newCalendar(coordinator.token, { name: 'Samen plannen' });
    await portal.call('POST', `/api/calendars/${calendar.id}/share`, {
      token: coordinator.token,
      body: { userIds: [volunteer.id], permissions: 'edit' },
    });

    const created = await portal.call<CalendarEvent>('POST', '/api/calendar-events', {
      token: volunteer.token,
      body: {
        title: 'Door de vrijwilliger',
        calendarId: calendar.id,
        startDate: '2026-06-10T10:00:00+02:00',
        endDate: '2026-06-10T11:00:00+02:00',
      },
    });
    const renameAsEditor = await portal.call('PUT', `/api/calendars/${calendar.id}`, {
      token: volunteer.token,
      body: { name: 'Hernoemd' },
    });
    await portal.call('POST', `/api/calendars/${calendar.id}/share`, {
      token: coordinator.token,
      body: { userIds: [volunteer.id], permissions: 'admin' },
    });
    const renameAsAdmin = await portal.call<Calendar>('PUT', `/api/calendars/${calendar.id}`, {
      token: volunteer.token,
      body: { name: 'Hernoemd', color: '#10b981' },
    });
    const shareAsAdmin = await portal.call<Calendar>('POST', `/api/calendars/${calendar.id}/share`, {
      token: volunteer.token,
      body: { userIds: [stranger.id] },
    });
    const deleteAsAdmin = await portal.call('DELETE', `/api/calendars/${calendar.id}`, {
      token: volunteer.token,
    });

    expect(created.status).toBe(201);
    expect([renameAsEditor.status, renameAsEditor.body?.message]).toEqual([403, m.notCalendarManager]);
    expect(renameAsAdmin.body).toMatchObject({ name: 'Hernoemd', color: '#10b981', access: 'admin' });
    expect(shareAsAdmin.body.shares).toContainEqual({ userId: stranger.id, permission: 'view' });
    expect([deleteAsAdmin.status, deleteAsAdmin.body?.message]).toEqual([403, m.notCalendarOwner]);
  });

  it('shows a public calendar to everyone, read-only', async () => {
    const calendar = await newCalendar(coordinator.token, { name: 'Vakanties', isPublic: true });

    const list = await portal.call<Page<Calendar>>('GET', '/api/calendars', { token: stranger.token });
    const attempt = await portal.call('POST', '/api/calendar-events', {
      token: stranger.token,
      body: {
        title: 'Niet toegestaan',
        calendarId: calendar.id,
        startDate: '2026-07-01T10:00:00+02:00',
        endDate: '2026-07-01T11:00:00+02:00',
      },
    });

    expect(list.body.items.find((item) => item.id === calendar.id)?.access).toBe('view');
    expect([attempt.status, attempt.body?.message]).toEqual([403, m.viewOnly]);
  });

  it('deletes a calendar with its events, and lets a portal admin delete anyone’s', async () => {
    const calendar = await newCalendar(volunteer.token, { name: 'Tijdelijk' });
    await newEvent(volunteer.token, calendar.id, {
      startDate: '2026-08-01T10:00:00+02:00',
      endDate: '2026-08-01T11:00:00+02:00',
      recurrence: { frequency: 'weekly', interval: 1, count: 10 },
    });

    const answer = await portal.call('DELETE', `/api/calendars/${calendar.id}`, { token: admin });

    expect([answer.status, answer.body?.message]).toEqual([200, m.calendarDeleted]);
    const left = (await readTable(portal.resourcePrefix, 'calendar')).filter((item) =>
      [`CALENDAR#${calendar.id}`, `BUCKET#${calendar.id}#`].some((prefix) =>
        String(item.pk).startsWith(prefix),
      ),
    );
    expect(left).toEqual([]);
  });
});

describe('recurring sessions', () => {
  const series = {
    title: 'Huiswerkklas',
    startDate: '2026-09-07T16:00:00+02:00',
    endDate: '2026-09-07T17:30:00+02:00',
    recurrence: { frequency: 'weekly', interval: 1, until: '2026-09-28' },
  };
  const september = ['2026-09-01T00:00:00+02:00', '2026-10-01T00:00:00+02:00'] as const;

  it('cancels one session and keeps the others', async () => {
    const calendar = await newCalendar(coordinator.token, { name: 'Reeks annuleren' });
    const event = await newEvent(coordinator.token, calendar.id, series);

    const answer = await portal.call('DELETE', `/api/calendar-events/${event.id}?occurrence=2026-09-14`, {
      token: coordinator.token,
    });
    const again = await portal.call('DELETE', `/api/calendar-events/${event.id}?occurrence=2026-09-14`, {
      token: coordinator.token,
    });

    expect([answer.status, answer.body?.message]).toEqual([200, m.occurrenceCancelled]);
    expect(again.status).toBe(400);
    const left = await windowOf(coordinator.token, ...september, [calendar.id]);
    expect(left.map((item) => item.occurrenceDate)).toEqual(['2026-09-07', '2026-09-21', '2026-09-28']);
  });

  it('changes one session on its own, or the whole series', async () => {
    const calendar = await newCalendar(coordinator.token, { name: 'Reeks wijzigen' });
    const event = await newEvent(coordinator.token, calendar.id, series);

    const one = await portal.call<CalendarEvent>(
      'PUT',
      `/api/calendar-events/${event.id}?occurrence=2026-09-21`,
      {
        token: coordinator.token,
        body: {
          ...series,
          title: 'Huiswerkklas (later)',
          startDate: '2026-09-21T18:00:00+02:00',
          endDate: '2026-09-21T19:00:00+02:00',
          recurrence: null,
          calendarId: calendar.id,
        },
      },
    );
    const afterOne = await windowOf(coordinator.token, ...september, [calendar.id]);
    const whole = await portal.call<CalendarEvent>('PUT', `/api/calendar-events/${event.id}`, {
      token: coordinator.token,
      body: { ...series, title: 'Huiswerkclub', calendarId: calendar.id },
    });
    const afterWhole = await windowOf(coordinator.token, ...september, [calendar.id]);

    expect(one.body).toMatchObject({ seriesId: event.id, recurrence: null });
    expect(startsOf(afterOne)).toEqual([
      'Huiswerkklas@2026-09-07T14:00:00.000Z',
      'Huiswerkklas@2026-09-14T14:00:00.000Z',
      'Huiswerkklas (later)@2026-09-21T16:00:00.000Z',
      'Huiswerkklas@2026-09-28T14:00:00.000Z',
    ]);
    expect(whole.status).toBe(200);
    expect(startsOf(afterWhole)).toEqual([
      'Huiswerkclub@2026-09-07T14:00:00.000Z',
      'Huiswerkclub@2026-09-14T14:00:00.000Z',
      'Huiswerkklas (later)@2026-09-21T16:00:00.000Z',
      'Huiswerkclub@2026-09-28T14:00:00.000Z',
    ]);
  });

  it('refuses a series without an end or longer than two years', async () => {
    const calendar = await newCalendar(coordinator.token, { name: 'Reeks grenzen' });
    const attempt = (recurrence: unknown) =>
      portal.call('POST', '/api/calendar-events', {
        token: coordinator.token,
        body: { ...series, calendarId: calendar.id, recurrence },
      });

    const endless = await attempt({ frequency: 'weekly', interval: 1 });
    const tooLong = await attempt({ frequency: 'weekly', interval: 1, until: '2029-01-01' });

    expect([endless.status, endless.body?.message]).toEqual([400, m.recurrenceEndRequired]);
    expect([tooLong.status, tooLong.body?.message]).toEqual([400, m.recurrenceTooLong]);
  });
});

type Expanded = { title: string; start: string };

/** Expands a feed with ical.js (Mozilla's parser, independent of the portal's writer) over a window. */
function expandFeed(text: string, from: Date, to: Date): Expanded[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const found: Expanded[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const duration = event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime();
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const start = next.toJSDate();
      if (start >= to) break;
      if (start.getTime() + duration > from.getTime() || start >= from)
        found.push({ title: event.summary, start: start.toISOString() });
    }
  }
  return found.sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
}

describe('the ICS feed', () => {
  it('writes all-day events as DATE values with an exclusive end, so calendar apps show whole days', async () => {
    // Prepare: a two-day camp and a weekly all-day series until a date, with one date cancelled
    const { token } = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    const calendar = await newCalendar(token, { name: 'Hele dagen' });
    await newEvent(token, calendar.id, {
      title: 'Kamp',
      allDay: true,
      startDate: '2026-03-28T00:00:00+01:00',
      endDate: '2026-03-29T23:59:59+02:00',
    });
    const series = await newEvent(token, calendar.id, {
      title: 'Uitstapdag',
      allDay: true,
      startDate: '2026-04-04T00:00:00+02:00',
      endDate: '2026-04-04T23:59:59+02:00',
      recurrence: { frequency: 'weekly', interval: 1, until: '2026-04-18' },
    });
    await portal.call('DELETE', `/api/calendar-events/${series.id}?occurrence=2026-04-11`, { token });
    const link = await portal.call<{ url: string }>('POST', '/api/calendar/feed/renew', { token });

    // Act
    const feed = await fetch(link.body.url.replace(/^https?:\/\/[^/]+/, portal.url));
    const text = await feed.text();

    // Assess: read back with ical.js, independent of the portal's writer
    const root = new ICAL.Component(ICAL.parse(text));
    const read = root.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const days: string[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) days.push(next.toString());
      return {
        title: event.summary,
        isDate: [event.startDate.isDate, event.endDate.isDate],
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        days,
      };
    });
    expect(read).toEqual([
      { title: 'Kamp', isDate: [true, true], start: '2026-03-28', end: '2026-03-30', days: ['2026-03-28'] },
      {
        title: 'Uitstapdag',
        isDate: [true, true],
        start: '2026-04-04',
        end: '2026-04-05',
        days: ['2026-04-04', '2026-04-18'],
      },
    ]);
    expect(text).toContain('DTSTART;VALUE=DATE:20260328\r\nDTEND;VALUE=DATE:20260330\r\n');
    expect(text).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=20260418\r\n');
    expect(text).toContain('EXDATE;VALUE=DATE:20260411\r\n');
    expect(text).not.toContain('T235959');
  });

  it('parses with an independent parser and expands to the occurrences the API answers', async () => {
    // Prepare: a fresh user with a calendar holding a series (with a cancelled and a moved date) and a one-off
    const { user, token } = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    const calendar = await newCalendar(token, { name: 'Feed; met, tekens' });
    const seriesEvent = await newEvent(token, calendar.id, {
      title: 'Wekelijkse sessie',
      startDate: '2026-03-09T16:00:00+01:00',
      endDate: '2026-03-09T17:00:00+01:00',
      recurrence: { frequency: 'weekly', interval: 1, count: 6 },
    });
    await newEvent(token, calendar.id, {
      title: 'Ouderavond, met koffie',
      description: 'Lokaal 2\nBreng de agenda mee',
      startDate: '2026-03-27T19:30:00+01:00',
      endDate: '2026-03-27T21:00:00+01:00',
    });
    await portal.call('DELETE', `/api/calendar-events/${seriesEvent.id}?occurrence=2026-03-23`, { token });
    await portal.call('PUT', `/api/calendar-events/${seriesEvent.id}?occurrence=2026-03-30`, {
      token,
      body: {
        title: 'Verplaatste sessie',
        calendarId: calendar.id,
        startDate: '2026-03-31T16:00:00+02:00',
        endDate: '2026-03-31T17:00:00+02:00',
      },
    });
    const from = new Date('2026-03-01T00:00:00+01:00');
    const to = new Date('2026-05-01T00:00:00+02:00');

    // Act
    const before = await portal.call<{ url: string | null }>('GET', '/api/calendar/feed', { token });
    const link = await portal.call<{ url: string }>('POST', '/api/calendar/feed/renew', { token });
    const again = await portal.call<{ url: string }>('GET', '/api/calendar/feed', { token });
    const feed = await fetch(link.body.url.replace(/^https?:\/\/[^/]+/, portal.url));
    const text = await feed.text();
    const api = await windowOf(token, from.toISOString(), to.toISOString(), [calendar.id]);

    // Assess
    expect(before.body.url).toBeNull();
    expect(again.body.url).toBe(link.body.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(text).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=6');
    expect(text).toContain('EXDATE;TZID=Europe/Brussels:');
    const fromFeed = expandFeed(text, from, to);
    const fromApi = api
      .map((event) => ({ title: event.title, start: event.startDate }))
      .sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
    expect(fromFeed).toEqual(fromApi);
    expect(fromApi.map((event) => event.start)).toEqual([
      '2026-03-09T15:00:00.000Z',
      '2026-03-16T15:00:00.000Z',
      '2026-03-27T18:30:00.000Z',
      '2026-03-31T14:00:00.000Z',
      '2026-04-06T14:00:00.000Z',
      '2026-04-13T14:00:00.000Z',
    ]);
    expect(user.id).toBeGreaterThan(0);
  });

  it('answers 404 for a renewed or revoked secret', async () => {
    const { token } = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    await portal.call('POST', '/api/calendar/feed/renew', { token });
    const first = await portal.call<{ url: string }>('GET', '/api/calendar/feed', { token });
    const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, portal.url);

    const renewed = await portal.call<{ url: string }>('POST', '/api/calendar/feed/renew', { token });
    const oldAnswer = await fetch(local(first.body.url));
    const newAnswer = await fetch(local(renewed.body.url));
    await portal.call('DELETE', '/api/calendar/feed', { token });
    const revokedAnswer = await fetch(local(renewed.body.url));

    expect(renewed.body.url).not.toBe(first.body.url);
    // Issue 38, item 13: the secret is in the query string, never in the path that logs record.
    const url = new URL(renewed.body.url);
    expect(url.pathname).toBe('/api/calendar/feed.ics');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(oldAnswer.status).toBe(404);
    expect(newAnswer.status).toBe(200);
    expect(revokedAnswer.status).toBe(404);
    expect(await revokedAnswer.json()).toMatchObject({ message: m.feedNotFound });
  });
});
