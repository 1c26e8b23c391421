import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { routeList } from '../../shared/routes';
import { recentDay } from '../fixtures/dates';
import { camtStatement, freshBelgianIban } from '../integration/support/camt-statement';
import { MINIMAL_PDF } from '../integration/support/files';
import { portalSignup } from '../integration/support/fixtures';
import { accountLinkParts, latestMailTo, linkIn } from '../integration/support/mailbox';
import { startTestPortal, type TestPortal } from '../integration/support/portal';
import type { Sample } from '../integration/support/spec-access';
import { snapshotTables } from '../integration/support/tables';
import { createUser, signedInUser, volunteerFields } from '../integration/support/users';
import { describeRoute, requestFor } from './support/gates';

/**
 * Object-level access: a caller who passes a route's permission gate still may not act on an object
 * that belongs to, or is reserved for, somebody else. Each case answers 404 (the object is not the
 * caller's to see) or 403 (the caller lacks the permission or the rule forbids it) and changes nothing.
 *
 * Extension point: when an area adds a route that takes an id (families, declarations, calendars,
 * folders, documents, signed documents, news…), add a case to `OBJECT_ACCESS_CASES`, e.g. a
 * vrijwilliger reading a family assigned to another volunteer → 404. A route with a path parameter
 * and no case fails the coverage test below.
 */

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal?.stop());

type Actor = { token: string; userId: number };

/** What a case builds its request from; everything it makes belongs to someone other than the caller. */
type World = {
  /** A signed-in user with this role (and user type). */
  signedIn(role: string, type?: string): Promise<Actor>;
  /** A user created by the seeded admin, not signed in. */
  user(overrides?: Record<string, unknown>): Promise<{ id: number; username: string; email: string }>;
  /** A manager reset token issued for the user. */
  resetTokenOf(userId: number): Promise<string>;
  /** An invitation token mailed to the user. */
  inviteTokenOf(userId: number, email: string): Promise<string>;
  /** A family made by the seeded admin, assigned to the given user (or nobody). */
  family(assignedTo: number | null): Promise<number>;
  /** Calls the API as the given user (the seeded admin when token is 'admin'); the body of a 2xx answer. */
  as(token: string | 'admin', method: string, path: string, body?: unknown): Promise<Record<string, unknown>>;
};

type ObjectAccessCase = {
  route: string;
  name: string;
  prepare(world: World): Promise<{ token: string | null; sample: Sample }>;
  expected: { status: 403 | 404; message: string };
};

const MILEAGE = { type: 'mileage', description: 'Rit naar gezin', kilometers: '8', date: recentDay() };

/** A declaration of another volunteer, and the caller who is not its owner. */
async function someoneElsesDeclaration(world: World, callerRole: string) {
  const [owner, caller] = await Promise.all([world.signedIn('vrijwilliger'), world.signedIn(callerRole)]);
  const declaration = await world.as(owner.token, 'POST', '/api/declarations', MILEAGE);
  return { id: Number(declaration.id), token: caller.token };
}

const onlyAdminsManageAdmins = { status: 403, message: messages.volunteers.onlyAdminsManageAdmins } as const;
const forbidden = { status: 403, message: messages.generic.forbidden } as const;

const USER_ID_ROUTES = [
  'users-update',
  'users-delete',
  'users-change-password',
  'users-invite',
  'users-generate-reset-link',
] as const;

/** A request body each users route accepts for the target (unchanged role unless asked). */
function usersRouteSample(
  route: string,
  target: { id: number; username: string; email: string },
  role?: string,
): Sample {
  if (route === 'users-update') {
    return {
      params: { id: target.id },
      body: {
        ...volunteerFields(),
        username: target.username,
        email: target.email,
        ...(role ? { role } : {}),
      },
    };
  }
  if (route === 'users-change-password') {
    return { params: { id: target.id }, body: { newPassword: 'Overgenomen-Account-99' } };
  }
  return { params: { id: target.id } };
}

const managersActingOnAnAdmin = (['coordinator', 'bestuurslid'] as const).flatMap((role) =>
  USER_ID_ROUTES.map(
    (route): ObjectAccessCase => ({
      route,
      name: `a ${role} acting on an admin`,
      prepare: async (world) => {
        const [actor, target] = await Promise.all([world.signedIn(role), world.user({ role: 'admin' })]);
        return { token: actor.token, sample: usersRouteSample(route, target) };
      },
      expected: onlyAdminsManageAdmins,
    }),
  ),
);

const volunteerActingOnSomeoneElse = [...USER_ID_ROUTES, 'users-rijksregisternummer'].map(
  (route): ObjectAccessCase => ({
    route,
    name: 'a vrijwilliger acting on another volunteer',
    prepare: async (world) => {
      const [actor, target] = await Promise.all([
        world.signedIn('vrijwilliger'),
        world.user({ rijksregisterNummer: '85073003328' }),
      ]);
      return { token: actor.token, sample: usersRouteSample(route, target) };
    },
    expected: forbidden,
  }),
);

const userAndAccountCases: ObjectAccessCase[] = [
  ...managersActingOnAnAdmin,
  ...volunteerActingOnSomeoneElse,
  {
    route: 'users-update',
    name: 'a coordinator promoting a volunteer to admin',
    prepare: async (world) => {
      const [actor, target] = await Promise.all([world.signedIn('coordinator'), world.user()]);
      return { token: actor.token, sample: usersRouteSample('users-update', target, 'admin') };
    },
    expected: onlyAdminsManageAdmins,
  },
  {
    route: 'users-rijksregisternummer',
    name: 'a coordinator reading an admin’s full number',
    prepare: async (world) => {
      const [actor, target] = await Promise.all([
        world.signedIn('coordinator'),
        world.user({ role: 'admin', rijksregisterNummer: '85073003328' }),
      ]);
      return { token: actor.token, sample: { params: { id: target.id } } };
    },
    expected: forbidden,
  },
  {
    route: 'verify-reset-token',
    name: 'a reset token of one user presented for another user',
    prepare: async (world) => {
      const [owner, other] = await Promise.all([world.user(), world.user()]);
      const token = await world.resetTokenOf(owner.id);
      return { token: null, sample: { body: { userId: other.id, token } } };
    },
    expected: { status: 404, message: messages.reset.invalid },
  },
  {
    route: 'reset-password',
    name: 'a reset token of one user used to set another user’s password',
    prepare: async (world) => {
      const [owner, other] = await Promise.all([world.user(), world.user()]);
      const token = await world.resetTokenOf(owner.id);
      return {
        token: null,
        sample: {
          body: { userId: other.id, token, newPassword: 'Overgenomen-1234' },
        },
      };
    },
    expected: { status: 404, message: messages.reset.invalid },
  },
  {
    route: 'invite-verify',
    name: 'an invitation of one user presented for another user',
    prepare: async (world) => {
      const [owner, other] = await Promise.all([world.user({ status: 'pending' }), world.user()]);
      const token = await world.inviteTokenOf(owner.id, owner.email);
      return { token: null, sample: { body: { userId: other.id, token } } };
    },
    expected: { status: 404, message: messages.invitation.invalid },
  },
  {
    route: 'invite-accept',
    name: 'an invitation of one user used to activate another user',
    prepare: async (world) => {
      const [owner, other] = await Promise.all([world.user({ status: 'pending' }), world.user()]);
      const token = await world.inviteTokenOf(owner.id, owner.email);
      return {
        token: null,
        sample: { body: { userId: other.id, token, password: 'Overgenomen-1234' } },
      };
    },
    expected: { status: 404, message: messages.invitation.invalid },
  },
];

const FAMILY_EDIT = { parentName: 'Familie Overgenomen', childAge: 12, assignedTo: null };

const familyCases: ObjectAccessCase[] = [
  ...(['vrijwilliger', 'huiswerkbegeleider'] as const).map(
    (role): ObjectAccessCase => ({
      route: 'families-get',
      name: `a ${role} reading a family assigned to another volunteer`,
      prepare: async (world) => {
        const [caller, assignee] = await Promise.all([world.signedIn(role), world.user()]);
        return { token: caller.token, sample: { params: { id: await world.family(assignee.id) } } };
      },
      expected: { status: 404, message: messages.families.notFound },
    }),
  ),
  ...(['families-update', 'families-delete'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: 'a vrijwilliger changing the family assigned to them (read-only, spec §6)',
      prepare: async (world) => {
        const caller = await world.signedIn('vrijwilliger');
        const id = await world.family(caller.userId);
        return {
          token: caller.token,
          sample: { params: { id }, ...(route === 'families-update' ? { body: FAMILY_EDIT } : {}) },
        };
      },
      expected: forbidden,
    }),
  ),
];

/** A session of a family assigned to `assignee`, logged by the seeded admin. */
async function sessionOf(world: World, assignee: number) {
  const familyId = await world.family(assignee);
  const session = await world.as('admin', 'POST', '/api/sessions', {
    familyId,
    date: '2026-03-02',
    startTime: '16:00',
    durationMinutes: 60,
    kind: 'huiswerkbegeleiding',
    volunteerIds: [assignee],
    outcomeNote: 'Leest al vlotter.',
  });
  return { id: Number(session.id), version: Number(session.version), familyId };
}

const SESSION_EDIT = {
  date: '2026-03-02',
  startTime: '17:00',
  durationMinutes: 30,
  kind: 'anders',
  volunteerIds: [] as number[],
};

const sessionCases: ObjectAccessCase[] = [
  ...(['vrijwilliger', 'huiswerkbegeleider'] as const).map(
    (role): ObjectAccessCase => ({
      route: 'session-logs-list',
      name: `a ${role} reading the sessions of a family assigned to another volunteer`,
      prepare: async (world) => {
        const [caller, assignee] = await Promise.all([world.signedIn(role), world.user()]);
        return { token: caller.token, sample: { params: { familyId: await world.family(assignee.id) } } };
      },
      expected: { status: 404, message: messages.families.notFound },
    }),
  ),
  {
    route: 'session-logs-list',
    name: 'a bestuurslid (who sees every family) reading a session log: outcome notes are not the board’s',
    prepare: async (world) => {
      const [caller, assignee] = await Promise.all([world.signedIn('bestuurslid'), world.user()]);
      return {
        token: caller.token,
        sample: { params: { familyId: (await sessionOf(world, assignee.id)).familyId } },
      };
    },
    expected: { status: 404, message: messages.families.notFound },
  },
  {
    route: 'session-logs-create',
    name: 'a vrijwilliger logging a session for a family assigned to another volunteer',
    prepare: async (world) => {
      const [caller, assignee] = await Promise.all([world.signedIn('vrijwilliger'), world.user()]);
      const familyId = await world.family(assignee.id);
      return {
        token: caller.token,
        sample: { body: { ...SESSION_EDIT, familyId, volunteerIds: [caller.userId] } },
      };
    },
    expected: { status: 404, message: messages.families.notFound },
  },
  {
    route: 'session-logs-update',
    name: 'a vrijwilliger editing a session of a family assigned to another volunteer',
    prepare: async (world) => {
      const [caller, assignee] = await Promise.all([world.signedIn('vrijwilliger'), world.user()]);
      const session = await sessionOf(world, assignee.id);
      return {
        token: caller.token,
        sample: {
          params: { id: session.id },
          body: { ...SESSION_EDIT, volunteerIds: [caller.userId], version: session.version },
        },
      };
    },
    expected: { status: 404, message: messages.sessions.notFound },
  },
  {
    route: 'session-logs-delete',
    name: 'a vrijwilliger deleting a session of the family assigned to them (deletes only by coordinators)',
    prepare: async (world) => {
      const caller = await world.signedIn('vrijwilliger');
      const session = await sessionOf(world, caller.userId);
      return { token: caller.token, sample: { params: { id: session.id } } };
    },
    expected: forbidden,
  },
];

const declarationCases: ObjectAccessCase[] = [
  ...(['declarations-update', 'declarations-delete', 'declarations-receipt'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: 'a vrijwilliger acting on another volunteer’s declaration',
      prepare: async (world) => {
        const { id, token } = await someoneElsesDeclaration(world, 'vrijwilliger');
        return {
          token,
          sample: { params: { id }, ...(route === 'declarations-update' ? { body: MILEAGE } : {}) },
        };
      },
      expected: { status: 404, message: messages.declarations.notFound },
    }),
  ),
  ...(['declarations-update', 'declarations-delete'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: 'a coordinator (reviewer, not owner, not admin or bestuurslid) changing someone’s declaration',
      prepare: async (world) => {
        const { id, token } = await someoneElsesDeclaration(world, 'coordinator');
        return {
          token,
          sample: { params: { id }, ...(route === 'declarations-update' ? { body: MILEAGE } : {}) },
        };
      },
      expected: { status: 403, message: messages.declarations.notYours },
    }),
  ),
  {
    route: 'declarations-status',
    name: 'a vrijwilliger reviewing another volunteer’s declaration',
    prepare: async (world) => {
      const { id, token } = await someoneElsesDeclaration(world, 'vrijwilliger');
      return { token, sample: { params: { id }, body: { status: 'approved' } } };
    },
    expected: forbidden,
  },
  {
    route: 'declarations-undo-approval',
    name: 'a coordinator undoing an approval another reviewer gave seconds ago',
    prepare: async (world) => {
      const [owner, approver, caller] = await Promise.all([
        world.signedIn('vrijwilliger'),
        world.signedIn('coordinator'),
        world.signedIn('coordinator'),
      ]);
      const declaration = await world.as(owner.token, 'POST', '/api/declarations', MILEAGE);
      const approved = await world.as(approver.token, 'PATCH', `/api/declarations/${declaration.id}/status`, {
        status: 'approved',
        expectedVersion: declaration.version,
      });
      return {
        token: caller.token,
        sample: { params: { id: Number(declaration.id) }, body: { expectedVersion: approved.version } },
      };
    },
    expected: { status: 403, message: messages.declarations.undoNotYours },
  },
  {
    route: 'declarations-law-check',
    name: 'a vrijwilliger looking at the volunteer-law check of another volunteer’s declaration',
    prepare: async (world) => {
      const { id, token } = await someoneElsesDeclaration(world, 'vrijwilliger');
      return { token, sample: { params: { id } } };
    },
    expected: forbidden,
  },
  {
    route: 'volunteer-law-totals',
    name: 'a vrijwilliger reading another volunteer’s volunteer-law totals',
    prepare: async (world) => {
      const [caller, other] = await Promise.all([world.signedIn('vrijwilliger'), world.user()]);
      return { token: caller.token, sample: { params: { id: other.id, year: 2024 } } };
    },
    expected: { status: 404, message: messages.volunteers.notFound },
  },
  {
    route: 'volunteer-law-activity-days',
    name: 'a vrijwilliger reading another volunteer’s days of activity',
    prepare: async (world) => {
      const [caller, other] = await Promise.all([world.signedIn('vrijwilliger'), world.user()]);
      return { token: caller.token, sample: { params: { id: other.id, year: 2024 } } };
    },
    expected: { status: 404, message: messages.volunteers.notFound },
  },
  {
    route: 'volunteer-law-update',
    name: 'a coordinator setting the volunteer-law regime of an admin',
    prepare: async (world) => {
      const [caller, target] = await Promise.all([
        world.signedIn('coordinator'),
        world.user({ role: 'admin' }),
      ]);
      return {
        token: caller.token,
        sample: {
          params: { id: target.id, year: 2024 },
          body: { regime: 'flat', otherOrganisationsAmount: '0', expectedVersion: 0 },
        },
      };
    },
    expected: forbidden,
  },
];

const uploadCases: ObjectAccessCase[] = [
  {
    route: 'uploads-confirm',
    name: 'a user confirming another user’s upload',
    prepare: async (world) => {
      const [owner, caller] = await Promise.all([
        world.signedIn('vrijwilliger'),
        world.signedIn('vrijwilliger'),
      ]);
      const upload = await world.as(owner.token, 'POST', '/api/uploads', {
        purpose: 'declaration-receipt',
        fileName: 'bonnetje.pdf',
        contentType: 'application/pdf',
        size: 2048,
      });
      return { token: caller.token, sample: { params: { id: String(upload.uploadId) } } };
    },
    expected: { status: 404, message: messages.uploads.notFound },
  },
];

const notificationCases: ObjectAccessCase[] = (['admin', 'coordinator', 'vrijwilliger'] as const).map(
  (role): ObjectAccessCase => ({
    route: 'notifications-read',
    name: `${role === 'admin' ? 'an' : 'a'} ${role} marking another admin’s notification read`,
    prepare: async (world) => {
      // The notification exists before the caller does, so only the seeded admin (and earlier staff) has it.
      await world.as('admin', 'POST', '/api/families/register', portalSignup());
      const bell = (await world.as('admin', 'GET', '/api/notifications')) as {
        notifications: { id: number; isRead: boolean }[];
      };
      const [newest] = bell.notifications;
      if (!newest || newest.isRead) throw new Error('The admin has no unread notification to target');
      const caller = await world.signedIn(role);
      return { token: caller.token, sample: { params: { id: newest.id } } };
    },
    expected: { status: 404, message: messages.notifications.notFound },
  }),
);

/** A published message meant only for board members, and a vrijwilliger who is not one. */
async function boardOnlyNews(world: World) {
  const created = await world.as('admin', 'POST', '/api/news', {
    title: 'Alleen voor het bestuur',
    content: '<p>Vergadering</p>',
    targetRoles: ['bestuurslid'],
  });
  const caller = await world.signedIn('vrijwilliger');
  return { id: Number(created.id), token: caller.token };
}

const newsCases: ObjectAccessCase[] = [
  ...(['news-get', 'news-view'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: 'a vrijwilliger reading a message meant only for board members',
      prepare: async (world) => {
        const { id, token } = await boardOnlyNews(world);
        return { token, sample: { params: { id } } };
      },
      expected: { status: 404, message: messages.news.notFound },
    }),
  ),
  ...(['news-update', 'news-delete'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: 'a vrijwilliger changing a message',
      prepare: async (world) => {
        const { id, token } = await boardOnlyNews(world);
        const body = { title: 'Overgenomen', content: '<p>Weg</p>' };
        return { token, sample: { params: { id }, ...(route === 'news-update' ? { body } : {}) } };
      },
      expected: forbidden,
    }),
  ),
];

const AGENDA_EVENT = {
  title: 'Huiswerksessie',
  startDate: '2026-03-02T16:00:00+01:00',
  endDate: '2026-03-02T17:00:00+01:00',
};

/** A calendar with one event made by a coordinator, optionally shared with the caller. */
async function someoneElsesCalendar(world: World, permission?: 'view' | 'edit' | 'admin') {
  const [owner, caller] = await Promise.all([world.signedIn('coordinator'), world.signedIn('vrijwilliger')]);
  const calendar = await world.as(owner.token, 'POST', '/api/calendars', { name: 'Coördinatie' });
  const calendarId = Number(calendar.id);
  const event = await world.as(owner.token, 'POST', '/api/calendar-events', { ...AGENDA_EVENT, calendarId });
  if (permission)
    await world.as(owner.token, 'POST', `/api/calendars/${calendarId}/share`, {
      userIds: [caller.userId],
      permissions: permission,
    });
  return { calendarId, eventId: Number(event.id), token: caller.token };
}

const calendarSample = (route: string, calendarId: number, eventId: number): Sample => {
  if (route === 'calendars-update') return { params: { id: calendarId }, body: { name: 'Overgenomen' } };
  if (route === 'calendars-delete') return { params: { id: calendarId } };
  if (route === 'calendars-share')
    return { params: { calendarId }, body: { userIds: [1], permissions: 'admin' } };
  if (route === 'calendar-events-update')
    return { params: { id: eventId }, body: { ...AGENDA_EVENT, title: 'Vervalst', calendarId } };
  return { params: { id: eventId } };
};

const calendarCases: ObjectAccessCase[] = [
  ...(['calendars-update', 'calendars-delete', 'calendars-share'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: 'a vrijwilliger acting on a calendar not shared with them',
      prepare: async (world) => {
        const { calendarId, eventId, token } = await someoneElsesCalendar(world);
        return { token, sample: calendarSample(route, calendarId, eventId) };
      },
      expected: { status: 404, message: messages.calendar.calendarNotFound },
    }),
  ),
  ...(['calendar-events-update', 'calendar-events-delete'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: 'a vrijwilliger changing an event in a calendar not shared with them',
      prepare: async (world) => {
        const { calendarId, eventId, token } = await someoneElsesCalendar(world);
        return { token, sample: calendarSample(route, calendarId, eventId) };
      },
      expected: { status: 404, message: messages.calendar.eventNotFound },
    }),
  ),
  ...(['calendar-events-update', 'calendar-events-delete'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: 'a vrijwilliger with a view share changing an event',
      prepare: async (world) => {
        const { calendarId, eventId, token } = await someoneElsesCalendar(world, 'view');
        return { token, sample: calendarSample(route, calendarId, eventId) };
      },
      expected: { status: 403, message: messages.calendar.viewOnly },
    }),
  ),
  ...(['calendars-update', 'calendars-share'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: 'a vrijwilliger with an edit share managing the calendar',
      prepare: async (world) => {
        const { calendarId, eventId, token } = await someoneElsesCalendar(world, 'edit');
        return { token, sample: calendarSample(route, calendarId, eventId) };
      },
      expected: { status: 403, message: messages.calendar.notCalendarManager },
    }),
  ),
  {
    route: 'calendars-delete',
    name: 'a vrijwilliger with an admin share deleting the calendar (owner or portal admin only)',
    prepare: async (world) => {
      const { calendarId, eventId, token } = await someoneElsesCalendar(world, 'admin');
      return { token, sample: calendarSample('calendars-delete', calendarId, eventId) };
    },
    expected: { status: 403, message: messages.calendar.notCalendarOwner },
  },
  {
    route: 'calendar-feed',
    name: 'the feed URL of a user after they renewed it',
    prepare: async (world) => {
      const owner = await world.signedIn('vrijwilliger');
      const first = await world.as(owner.token, 'POST', '/api/calendar/feed/renew');
      await world.as(owner.token, 'POST', '/api/calendar/feed/renew');
      const token = new URL(String(first.url)).searchParams.get('token') as string;
      return { token: null, sample: { query: { token } } };
    },
    expected: { status: 404, message: messages.calendar.feedNotFound },
  },
];

/** Two-step sign-in (issue 22): one's own sessions, and an admin's reset of someone else's factor. */
const secondFactorCases: ObjectAccessCase[] = [
  {
    route: 'auth-session-end',
    name: "a vrijwilliger ending another user's session",
    prepare: async (world) => {
      const [owner, caller] = await Promise.all([
        world.signedIn('vrijwilliger'),
        world.signedIn('vrijwilliger'),
      ]);
      const sessions = await world.as(owner.token, 'GET', '/api/auth/sessions');
      const [session] = sessions.items as { id: string }[];
      return { token: caller.token, sample: { params: { id: String(session?.id) } } };
    },
    expected: { status: 404, message: messages.mfa.sessionNotFound },
  },
  {
    route: 'auth-passkey-delete',
    name: "a vrijwilliger removing another user's passkey (the id is looked up under the caller only)",
    prepare: async (world) => {
      const caller = await world.signedIn('vrijwilliger');
      return { token: caller.token, sample: { params: { id: 'passkey-van-iemand-anders' } } };
    },
    expected: { status: 404, message: messages.mfa.passkeyNotFound },
  },
  {
    route: 'users-screening',
    name: 'a coordinator setting the screening record of an admin (strict-subset user management)',
    prepare: async (world) => {
      const [actor, target] = await Promise.all([
        world.signedIn('coordinator'),
        world.user({ role: 'admin' }),
      ]);
      return {
        token: actor.token,
        sample: { params: { id: target.id }, body: { extractDate: '2025-01-06', worksWithMinors: true } },
      };
    },
    expected: onlyAdminsManageAdmins,
  },
  {
    route: 'volunteer-register-statement',
    name: 'a vrijwilliger downloading the yearly statement of another volunteer',
    prepare: async (world) => {
      const [caller, other] = await Promise.all([world.signedIn('vrijwilliger'), world.user()]);
      return { token: caller.token, sample: { params: { id: other.id, year: 2024 } } };
    },
    expected: { status: 404, message: messages.volunteers.notFound },
  },
  {
    route: 'users-mfa-reset',
    name: "an admin resetting their own second factor (only another user's, from the volunteer screen)",
    prepare: async () => ({ token: admin, sample: { params: { id: 1 } } }),
    expected: { status: 403, message: messages.mfa.notOwnReset },
  },
];

/** A drive folder (and a PDF in it) made by the seeded admin or a coordinator, at a level the caller may or may not see. */
async function driveFolderWithDocument(world: World, owner: string | 'admin', accessLevel: string) {
  const folder = await world.as(owner, 'POST', '/api/documents/folders', { name: 'Bestuur', accessLevel });
  const bytes = MINIMAL_PDF;
  const presigned = await world.as(owner, 'POST', '/api/uploads', {
    purpose: 'drive-document',
    fileName: 'notulen.pdf',
    contentType: 'application/pdf',
    size: bytes.byteLength,
  });
  await fetch(String(presigned.url), {
    method: 'PUT',
    headers: presigned.headers as Record<string, string>,
    body: new Uint8Array(bytes),
  });
  await world.as(owner, 'POST', `/api/uploads/${presigned.uploadId}/confirm`);
  const document = await world.as(owner, 'POST', '/api/documents', {
    uploadId: presigned.uploadId,
    folderId: folder.id,
  });
  return { folderId: Number(folder.id), documentId: Number(document.id) };
}

const driveFolderSample = (route: string, folderId: number): Sample =>
  route === 'documents-folders-update'
    ? { params: { id: folderId }, body: { name: 'Overgenomen', accessLevel: 'public' } }
    : { params: { id: folderId } };

const driveCases: ObjectAccessCase[] = [
  ...(['documents-folders-get', 'documents-folders-update', 'documents-folders-delete'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: 'a vrijwilliger reaching an admin-only folder by id',
      prepare: async (world) => {
        const caller = await world.signedIn('vrijwilliger');
        const { folderId } = await driveFolderWithDocument(world, 'admin', 'admin');
        return { token: caller.token, sample: driveFolderSample(route, folderId) };
      },
      expected: { status: 404, message: messages.drive.folderNotFound },
    }),
  ),
  ...(['documents-folders-update', 'documents-folders-delete'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: "a coordinator changing another coordinator's folder they can see",
      prepare: async (world) => {
        const [owner, caller] = await Promise.all([
          world.signedIn('coordinator'),
          world.signedIn('coordinator'),
        ]);
        const { folderId } = await driveFolderWithDocument(world, owner.token, 'coordinator');
        return { token: caller.token, sample: driveFolderSample(route, folderId) };
      },
      expected: { status: 403, message: messages.drive.notFolderManager },
    }),
  ),
  ...(['documents-get', 'documents-view', 'documents-download', 'documents-delete'] as const).map(
    (route): ObjectAccessCase => ({
      route,
      name: 'a vrijwilliger reaching a document in a coordinators-only folder by id',
      prepare: async (world) => {
        const caller = await world.signedIn('vrijwilliger');
        const { documentId } = await driveFolderWithDocument(world, 'admin', 'coordinator');
        return { token: caller.token, sample: { params: { id: documentId } } };
      },
      expected: { status: 404, message: messages.drive.documentNotFound },
    }),
  ),
  {
    route: 'documents-delete',
    name: 'a vrijwilliger deleting a document someone else uploaded to a folder for everyone',
    prepare: async (world) => {
      const caller = await world.signedIn('vrijwilliger');
      const { documentId } = await driveFolderWithDocument(world, 'admin', 'public');
      return { token: caller.token, sample: { params: { id: documentId } } };
    },
    expected: { status: 403, message: messages.drive.notDocumentDeleter },
  },
  {
    route: 'documents-jobs-get',
    name: "a vrijwilliger reading the status of someone else's folder delete",
    prepare: async (world) => {
      const caller = await world.signedIn('vrijwilliger');
      const folder = await world.as('admin', 'POST', '/api/documents/folders', {
        name: 'Weg',
        accessLevel: 'public',
      });
      const job = await world.as('admin', 'DELETE', `/api/documents/folders/${folder.id}`);
      await portal.workDone();
      return { token: caller.token, sample: { params: { id: String(job.id) } } };
    },
    expected: { status: 404, message: messages.drive.jobNotFound },
  },
];

/** Every case; a new area adds its own list here. */
/** E-mail templates are shared by everyone who may send mail; system templates only admins change. */
const emailCases: ObjectAccessCase[] = [
  {
    route: 'email-templates-delete',
    name: 'a vrijwilliger deleting a template a coordinator saved',
    prepare: async (world) => {
      const owner = await world.signedIn('coordinator');
      const template = await world.as(owner.token, 'POST', '/api/email/templates', {
        name: 'Welkom',
        subject: 'Welkom',
        content: '<p>Hallo</p>',
      });
      const caller = await world.signedIn('vrijwilliger');
      return { token: caller.token, sample: { params: { id: Number(template.id) } } };
    },
    expected: forbidden,
  },
  {
    route: 'system-templates-update',
    name: 'a coordinator rewording the invitation mail',
    prepare: async (world) => {
      const caller = await world.signedIn('coordinator');
      return {
        token: caller.token,
        sample: { params: { id: 'invitation' }, body: { subject: 'Overgenomen', content: '<p>Weg</p>' } },
      };
    },
    expected: forbidden,
  },
];

/** A bank line imported on one account of the association, and a second account. */
async function lineOfAnotherAccount(world: World) {
  const caller = await world.signedIn('bestuurslid');
  const account = async () => {
    const body = { name: 'Zichtrekening', bankName: 'KBC', accountNumber: freshBelgianIban() };
    return (await world.as(caller.token, 'POST', '/api/accounting/bank-accounts', body)) as {
      id: number;
      accountNumber: string;
    };
  };
  const [owner, other] = [await account(), await account()];
  const content = camtStatement({
    iban: owner.accountNumber,
    sequence: 1,
    date: '2026-10-01',
    openingCents: 0,
    lines: [{ ref: 'OA-1', cents: -500, date: '2026-10-01' }],
  });
  await world.as(caller.token, 'POST', `/api/accounting/bank-accounts/${owner.id}/statements`, {
    format: 'camt053',
    content,
  });
  const lines = await world.as(caller.token, 'GET', `/api/accounting/bank-accounts/${owner.id}/lines`);
  const [line] = lines.items as { id: string }[];
  return { token: caller.token, otherAccountId: other.id, lineId: String(line?.id) };
}

const bankLineCases: ObjectAccessCase[] = [
  {
    route: 'accounting-bank-lines-match',
    name: "a treasurer confirming another account's line",
    prepare: async (world) => {
      const { token, otherAccountId, lineId } = await lineOfAnotherAccount(world);
      return { token, sample: { params: { id: otherAccountId, lineId }, body: { entryId: 1 } } };
    },
    expected: { status: 404, message: messages.bank.lineNotFound },
  },
  {
    route: 'accounting-bank-lines-book',
    name: "a treasurer booking another account's line",
    prepare: async (world) => {
      const { token, otherAccountId, lineId } = await lineOfAnotherAccount(world);
      return { token, sample: { params: { id: otherAccountId, lineId }, body: { category: 'Bank kosten' } } };
    },
    expected: { status: 404, message: messages.bank.lineNotFound },
  },
];

const OBJECT_ACCESS_CASES: ObjectAccessCase[] = [
  ...bankLineCases,
  ...emailCases,
  ...userAndAccountCases,
  ...familyCases,
  ...sessionCases,
  ...declarationCases,
  ...uploadCases,
  ...notificationCases,
  ...newsCases,
  ...calendarCases,
  ...driveCases,
  ...secondFactorCases,
];

/** Routes with a path parameter that names no object someone else could own; say why. */
const WITHOUT_OWNED_OBJECT: Record<string, string> = {
  'web-app-icon':
    "Public: the name is one of three fixed icons of the association's logo, the same for everyone; an unknown name answers 400 (tests/integration/web-app-manifest.test.ts)",
  'settings-update':
    "Settings are the association's, named by a fixed key (unknown keys answer 400); only the administer gate decides (tests/integration/settings.test.ts)",
  'external-links-update':
    "External links are the association's list, not a user's: admins only by the permission gate; an unknown id answers 404 (tests/integration/settings.test.ts)",
  'external-links-delete':
    "External links are the association's list, not a user's: admins only by the permission gate; an unknown id answers 404 (tests/integration/settings.test.ts)",
  ...Object.fromEntries(
    [
      'accounting-entries-update',
      'accounting-entries-delete',
      'accounting-entries-approve',
      'accounting-entries-reject',
      'accounting-bank-accounts-update',
      'accounting-bank-accounts-delete',
      'accounting-statements-import',
      'accounting-bank-lines-list',
      'accounting-bank-balance-get',
    ].map((route) => [
      route,
      "Bookkeeping: transactions and bank accounts are the association's, not a user's; the permission gate (viewBookkeeping, approveBookkeeping) decides, and processed transactions answer 409 to everyone (tests/integration/accounting.test.ts)",
    ]),
  ),
  'signed-documents-download':
    "Signed documents are the association's register: every signOnBehalf member sees all of them; a deleted one answers 404 to all (tests/integration/signing.test.ts)",
  'signed-documents-delete':
    'Admins only by the permission gate; a coordinator who signed the document gets 403 and the file stays (tests/integration/signing.test.ts)',
  'verify-signature':
    'Public: the token is the credential, and an unknown or malformed one answers the same 404 (tests/integration/signing.test.ts)',
  'verification-proof':
    'Public: the token is the credential, and an unknown or malformed one answers the same 404 (tests/integration/signing.test.ts)',
  'email-unsubscribe':
    'Public: the per-recipient opt-out token is the credential; a forged one answers 404 and records nothing (tests/integration/email.test.ts)',
  'backup-get':
    "Backups are the association's: every admin may follow any of them, nobody else passes the administer gate; an unknown job answers 404 (tests/integration/backup.test.ts)",
  'backup-download':
    "Backups are the association's: every admin may download any of them (each link is audited), nobody else passes the administer gate; an unknown job answers 404 (tests/integration/backup.test.ts)",
  'restore-get':
    "Restore jobs are the association's like its backups: admins only by the administer gate; the upload a job starts from must be the caller's own (tests/integration/backup.test.ts)",
  'families-consent':
    "Families are the association's records: every coordinator and admin may record a renewed consent (the manageFamilies gate), a volunteer does not pass it; an unknown family answers 404 (tests/integration/privacy.test.ts)",
  'families-access-log':
    'Who looked at a family is for admins only (the viewAudit gate), whoever the family is assigned to; an unknown family answers 404 (tests/integration/privacy.test.ts)',
  ...Object.fromEntries(
    ['volunteer-register', 'volunteer-register-xlsx', 'volunteer-register-pdf'].map((route) => [
      route,
      "The path names a calendar year, not an object: the register is the association's, read by those who keep the books (the approveBookkeeping gate) (tests/integration/volunteer-register.test.ts)",
    ]),
  ),
  'privacy-job-get':
    "Privacy jobs are the association's answers to a person's request: every admin may follow any of them, nobody else passes the administer gate; an unknown job answers 404 (tests/integration/privacy-rights.test.ts)",
  'privacy-export-download':
    "A person's copy is handed out by admins only (the administer gate), each link audited; an unknown job answers 404 and an erasure job has no copy (tests/integration/privacy-rights.test.ts)",
};

const world: World = {
  async signedIn(role, type) {
    const { user, token } = await signedInUser(portal, admin, { role, ...(type ? { type } : {}) });
    return { token, userId: user.id };
  },
  async user(overrides = {}) {
    const user = await createUser(portal, admin, overrides);
    return { id: user.id, username: String(user.username), email: String(user.email) };
  },
  async resetTokenOf(userId) {
    const answer = await portal.call<{ resetLink: string }>('POST', `/api/generate-reset-link/${userId}`, {
      token: admin,
    });
    if (answer.status !== 200) throw new Error(`No reset link for user ${userId}: ${answer.text}`);
    return accountLinkParts(answer.body.resetLink).token;
  },
  async family(assignedTo) {
    const family = await world.as('admin', 'POST', '/api/families', {
      parentName: 'Familie Toegewezen',
      childAge: 10,
      assignedTo,
    });
    return Number(family.id);
  },
  async as(token, method, path, body) {
    const answer = await portal.call(method, path, { token: token === 'admin' ? admin : token, body });
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status} ${answer.text}`);
    return answer.body;
  },
  async inviteTokenOf(userId, email) {
    const answer = await portal.call('POST', `/api/invite/${userId}`, { token: admin });
    if (answer.status !== 200) throw new Error(`No invitation for user ${userId}: ${answer.text}`);
    const link = linkIn(await latestMailTo(portal.mailboxUrl, email), '/invite/');
    return accountLinkParts(link).token;
  },
};

/** Rate limits count an attempt before deciding: a refused link attempt leaves its per-address count. */
function withoutRateCounts(snapshot: Awaited<ReturnType<typeof snapshotTables>>) {
  return {
    ...snapshot,
    sessions: (snapshot.sessions ?? []).filter((item) => !String(item.pk).startsWith('RATE#')),
  };
}

describe('object-level access', () => {
  it('has a case for every route that takes an id', () => {
    const routesWithIds = routeList.filter((route) => route.path.includes('{'));
    const covered = new Set(OBJECT_ACCESS_CASES.map((entry) => entry.route));
    const missing = routesWithIds
      .filter((route) => !covered.has(route.id) && !(route.id in WITHOUT_OWNED_OBJECT))
      .map(describeRoute);
    expect(missing, 'add an object-access case to tests/quality/object-access.test.ts').toEqual([]);
  });

  it('sees a change in the tables when an allowed call makes one (the comparison below is not blind)', async () => {
    const target = await world.user();
    const before = await snapshotTables(portal.resourcePrefix);

    await world.as('admin', 'PUT', `/api/users/${target.id}`, {
      ...volunteerFields(),
      username: target.username,
      email: target.email,
      phone: '0470 99 88 77',
    });

    expect(await snapshotTables(portal.resourcePrefix)).not.toEqual(before);
  });

  it.each(OBJECT_ACCESS_CASES.map((entry) => [`${entry.route}: ${entry.name}`, entry] as const))(
    'refuses %s and changes nothing',
    async (_, entry) => {
      const route = routeList.find((candidate) => candidate.id === entry.route);
      if (!route) throw new Error(`Object-access case for unknown route ${entry.route}`);
      const { token, sample } = await entry.prepare(world);
      const { method, path, body } = requestFor(route, sample);
      const before = withoutRateCounts(await snapshotTables(portal.resourcePrefix));

      const answer = await portal.call(method, path, { token: token ?? undefined, body });

      expect({ status: answer.status, message: answer.body?.message }).toEqual(entry.expected);
      expect(withoutRateCounts(await snapshotTables(portal.resourcePrefix))).toEqual(before);
    },
  );
});
