import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import { PORTAL_LINKS } from '../../shared/portal-links';
import { NOTIFICATION_RETENTION_DAYS } from '../../shared/retention';
import {
  NOTIFICATION_LIST_LIMIT,
  type Notification,
  UNREAD_COUNT_LIMIT,
} from '../../shared/schemas/dashboard';
import { recentDay } from '../fixtures/dates';
import { PORTAL_SIGNUP_NOTES, portalSignup } from './support/fixtures';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

let portal: TestPortal;
let admin: string;
/** Loaded after the portal points the repositories at this file's tables. */
let putNotifications: typeof import('../../functions/repositories/notifications').putNotifications;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  ({ putNotifications } = await import('../../functions/repositories/notifications'));
});
afterAll(() => portal.stop());

const m = messages.notifications;
type Bell = { notifications: Notification[]; unreadCount: number };

/**
 * Each test works with a coordinator of its own: staff notifications reach every active admin and
 * coordinator, so a fresh coordinator's bell holds exactly what the test made after creating them.
 */
const newCoordinator = () => signedInUser(portal, admin, { role: 'coordinator' });

async function registerFamily(parentName = `Karim Benali ${Math.random().toString(36).slice(2, 7)}`) {
  const answer = await portal.call<{ id: number }>('POST', '/api/families/register', {
    token: admin,
    body: portalSignup({ parentName }),
  });
  if (answer.status !== 201) throw new Error(`Registering failed: ${answer.status} ${answer.text}`);
  return { id: answer.body.id, parentName };
}

const bellOf = async (token: string) => {
  const answer = await portal.call<Bell>('GET', '/api/notifications', { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

const notificationItems = async (recipientId: number) =>
  (await readTable(portal.resourcePrefix, 'notifications')).filter(
    (item) => item.recipientId === recipientId,
  );

describe('GET /api/notifications', () => {
  it('lists the caller’s notifications newest first, each linking to what it is about', async () => {
    // Prepare
    const coordinator = await newCoordinator();
    const first = await registerFamily();
    const volunteer = await signedInUser(portal, admin);
    const declared = await portal.call('POST', '/api/declarations', {
      token: volunteer.token,
      body: { type: 'mileage', description: 'Rit naar gezin', kilometers: '8', date: recentDay() },
    });
    expect(declared.status).toBe(201);

    // Act
    const bell = await bellOf(coordinator.token);

    // Assess
    expect(bell.unreadCount).toBe(2);
    expect(bell.notifications).toEqual([
      expect.objectContaining({
        type: 'declaratie',
        title: messages.declarations.notificationTitle,
        link: PORTAL_LINKS.pendingDeclarations,
        isRead: false,
      }),
      expect.objectContaining({
        type: 'aanmelding',
        title: messages.families.registrationNotificationTitle,
        message: `${first.parentName} heeft een kind aangemeld voor huiswerkbegeleiding.`,
        link: PORTAL_LINKS.family(first.id),
        isRead: false,
      }),
    ]);
    expect(JSON.stringify(bell)).not.toContain(PORTAL_SIGNUP_NOTES);
  });

  it('keeps a notification for the year shared/retention.ts states, then lets TTL remove it', async () => {
    // Prepare
    const coordinator = await newCoordinator();
    const before = Date.now();

    // Act
    await registerFamily();

    // Assess: the TTL attribute lies NOTIFICATION_RETENTION_DAYS after the moment it was made
    const [item] = await notificationItems(coordinator.user.id);
    const days = (Number(item?.ttl) * 1000 - before) / 86_400_000;
    expect(days).toBeGreaterThan(NOTIFICATION_RETENTION_DAYS - 1);
    expect(days).toBeLessThan(NOTIFICATION_RETENTION_DAYS + 1);
  });

  it('leaves out notifications past their expiry that TTL has not removed yet', async () => {
    // Prepare
    const coordinator = await newCoordinator();
    const longAgo = new Date(Date.now() - (NOTIFICATION_RETENTION_DAYS + 30) * 86_400_000);
    await putNotifications(
      [coordinator.user.id],
      { type: 'aanmelding', title: 'Oud', message: 'Verlopen melding', link: PORTAL_LINKS.registrations },
      longAgo,
    );
    await registerFamily();

    // Act
    const bell = await bellOf(coordinator.token);

    // Assess
    expect(bell.notifications.map((notification) => notification.title)).toEqual([
      messages.families.registrationNotificationTitle,
    ]);
    expect(bell.unreadCount).toBe(1);
  });

  it(`lists at most ${NOTIFICATION_LIST_LIMIT} and counts unread ones up to ${UNREAD_COUNT_LIMIT}`, async () => {
    // Prepare
    const coordinator = await newCoordinator();
    const total = UNREAD_COUNT_LIMIT + 5;
    for (let start = 0; start < total; start += 15) {
      await Promise.all(
        Array.from({ length: Math.min(15, total - start) }, (_, offset) =>
          putNotifications(
            [coordinator.user.id],
            {
              type: 'declaratie',
              title: `Melding ${start + offset}`,
              message: 'Test',
              link: PORTAL_LINKS.pendingDeclarations,
            },
            new Date(),
          ),
        ),
      );
    }

    // Act
    const bell = await bellOf(coordinator.token);

    // Assess
    expect(bell.notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(bell.unreadCount).toBe(UNREAD_COUNT_LIMIT);
    const ids = bell.notifications.map((notification) => notification.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('POST /api/notifications/{id}/read', () => {
  it('marks the caller’s notification read and takes it off the badge', async () => {
    // Prepare
    const coordinator = await newCoordinator();
    await registerFamily();
    await registerFamily();
    const [newest] = (await bellOf(coordinator.token)).notifications;
    if (!newest) throw new Error('no notification');

    // Act
    const answer = await portal.call('POST', `/api/notifications/${newest.id}/read`, {
      token: coordinator.token,
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    const bell = await bellOf(coordinator.token);
    expect(bell.unreadCount).toBe(1);
    expect(bell.notifications.find((notification) => notification.id === newest.id)?.isRead).toBe(true);
    const stored = (await notificationItems(coordinator.user.id)).find((item) => item.id === newest.id);
    expect(stored).toMatchObject({ isRead: true });
    expect(stored).not.toHaveProperty('gsi1pk');
  });

  it('answers success again for a notification that is already read', async () => {
    // Prepare
    const coordinator = await newCoordinator();
    await registerFamily();
    const [notification] = (await bellOf(coordinator.token)).notifications;
    if (!notification) throw new Error('no notification');
    const path = `/api/notifications/${notification.id}/read`;
    await portal.call('POST', path, { token: coordinator.token });

    // Act
    const again = await portal.call('POST', path, { token: coordinator.token });

    // Assess
    expect(again.status).toBe(200);
    expect((await bellOf(coordinator.token)).unreadCount).toBe(0);
  });

  it('answers 404 for another admin’s notification and leaves it unread', async () => {
    // Prepare: the notification exists before the coordinator does, so only the other admin has it
    const owner = await signedInUser(portal, admin, { role: 'admin' });
    await registerFamily();
    const [theirs] = (await bellOf(owner.token)).notifications;
    if (!theirs) throw new Error('no notification');
    const other = await newCoordinator();
    const before = await readTable(portal.resourcePrefix, 'notifications');

    // Act
    const answer = await portal.call('POST', `/api/notifications/${theirs.id}/read`, { token: other.token });

    // Assess
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: m.notFound, code: 'NOT_FOUND' });
    expect(await readTable(portal.resourcePrefix, 'notifications')).toEqual(before);
    expect((await bellOf(owner.token)).notifications[0]).toMatchObject({ id: theirs.id, isRead: false });
  });

  it('answers 404 for an id nobody has, and for an expired notification', async () => {
    // Prepare
    const coordinator = await newCoordinator();
    const [expired] = await putNotifications(
      [coordinator.user.id],
      { type: 'aanmelding', title: 'Oud', message: 'Verlopen', link: PORTAL_LINKS.registrations },
      new Date(Date.now() - (NOTIFICATION_RETENTION_DAYS + 30) * 86_400_000),
    );
    if (!expired) throw new Error('no notification');

    // Act
    const missing = await portal.call('POST', '/api/notifications/999999999/read', {
      token: coordinator.token,
    });
    const late = await portal.call('POST', `/api/notifications/${expired.id}/read`, {
      token: coordinator.token,
    });

    // Assess
    expect([missing.status, late.status]).toEqual([404, 404]);
    expect(late.body.message).toBe(m.notFound);
  });
});

describe('POST /api/notifications/mark-all-read', () => {
  it('marks every unread notification of the caller read and says how many', async () => {
    // Prepare
    const coordinator = await newCoordinator();
    await registerFamily();
    await registerFamily();
    await registerFamily();
    const [alreadyRead] = (await bellOf(coordinator.token)).notifications;
    await portal.call('POST', `/api/notifications/${alreadyRead?.id}/read`, { token: coordinator.token });
    const adminUnreadBefore = (await bellOf(admin)).unreadCount;

    // Act
    const answer = await portal.call('POST', '/api/notifications/mark-all-read', {
      token: coordinator.token,
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, updated: 2 });
    const bell = await bellOf(coordinator.token);
    expect(bell.unreadCount).toBe(0);
    expect(bell.notifications.every((notification) => notification.isRead)).toBe(true);
    expect((await bellOf(admin)).unreadCount).toBe(adminUnreadBefore);
  });

  it('counts each notification once when two requests mark all read at the same time', async () => {
    // Prepare
    const coordinator = await newCoordinator();
    for (let index = 0; index < 6; index++) await registerFamily();

    // Act
    const answers = await Promise.all([
      portal.call<{ updated: number }>('POST', '/api/notifications/mark-all-read', {
        token: coordinator.token,
      }),
      portal.call<{ updated: number }>('POST', '/api/notifications/mark-all-read', {
        token: coordinator.token,
      }),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((answers[0]?.body.updated ?? 0) + (answers[1]?.body.updated ?? 0)).toBe(6);
    expect((await bellOf(coordinator.token)).unreadCount).toBe(0);
  });

  it('answers updated 0 when nothing is unread', async () => {
    // Prepare
    const coordinator = await newCoordinator();

    // Act
    const answer = await portal.call('POST', '/api/notifications/mark-all-read', {
      token: coordinator.token,
    });

    // Assess
    expect(answer.body).toEqual({ success: true, updated: 0 });
  });
});

describe('who is notified', () => {
  it('finds the active admins and coordinators through the narrow byRole index, never by reading whole user items', async () => {
    const coordinator = await newCoordinator();
    const inactive = await signedInUser(portal, admin, { role: 'coordinator' });
    await portal.call('PUT', `/api/users/${inactive.user.id}`, {
      token: admin,
      body: {
        username: inactive.user.username,
        firstName: inactive.user.firstName,
        lastName: inactive.user.lastName,
        email: inactive.user.email,
        status: 'inactive',
      },
    });
    const userQueries: { IndexName?: string; ProjectionExpression?: string }[] = [];
    const original = DynamoDBDocumentClient.prototype.send;
    vi.spyOn(DynamoDBDocumentClient.prototype, 'send').mockImplementation(function (
      this: unknown,
      ...args: unknown[]
    ) {
      const command = args[0] as { constructor: { name: string }; input: Record<string, unknown> };
      if (command.constructor.name === 'QueryCommand' && String(command.input.TableName).endsWith('users')) {
        userQueries.push(command.input);
      }
      return (original as (...values: unknown[]) => unknown).apply(this, args);
    } as never);

    let registered: { id: number };
    try {
      registered = await registerFamily();
    } finally {
      vi.restoreAllMocks();
    }

    expect(userQueries.length).toBeGreaterThan(0);
    expect(userQueries.every((input) => input.IndexName === 'byRole')).toBe(true);
    expect(userQueries.every((input) => input.ProjectionExpression)).toBe(true);
    const recipients = (await readTable(portal.resourcePrefix, 'notifications'))
      .filter((item) => (item.subject as { id?: number } | undefined)?.id === registered.id)
      .map((item) => item.recipientId);
    expect(recipients).toEqual(expect.arrayContaining([1, coordinator.user.id]));
    expect(recipients).not.toContain(inactive.user.id);
  });
});

describe('notifications of a handled registration', () => {
  it('are marked read for every recipient once the family leaves in_behandeling, and the bell counts only what waits', async () => {
    const coordinator = await newCoordinator();
    const waiting = await registerFamily();
    const handled = await registerFamily();
    const before = await bellOf(coordinator.token);
    const family = await portal.call<Record<string, unknown>>('GET', `/api/families/${handled.id}`, {
      token: admin,
    });

    const update = await portal.call('PUT', `/api/families/${handled.id}`, {
      token: admin,
      body: {
        ...Object.fromEntries(
          Object.entries(family.body).filter(
            ([key]) =>
              !['id', 'createdAt', 'updatedAt', 'assignedName', 'source', 'createdBy', 'consent'].includes(
                key,
              ),
          ),
        ),
        guidanceStatus: 'actief',
      },
    });
    const after = await bellOf(coordinator.token);

    expect(update.status, update.text).toBe(200);
    expect(before.unreadCount).toBe(2);
    expect(after.unreadCount).toBe(1);
    const unreadLinks = after.notifications.filter((entry) => !entry.isRead).map((entry) => entry.link);
    expect(unreadLinks).toEqual([PORTAL_LINKS.family(waiting.id)]);
  });
});

describe('the bell of every signed-in user (issue 37)', () => {
  const publishUrgent = async (targetRoles: string[]) => {
    const answer = await portal.call<{ id: number }>('POST', '/api/news', {
      token: admin,
      body: {
        title: `Zaal gesloten ${Math.random().toString(36).slice(2, 7)}`,
        content: '<p>De zaal is morgen dicht.</p>',
        isUrgent: true,
        targetRoles,
      },
    });
    if (answer.status !== 201) throw new Error(`Publishing failed: ${answer.status} ${answer.text}`);
    return answer.body.id;
  };

  it('gives a volunteer their own bell: urgent news for their role, nothing meant for coordinators', async () => {
    // Prepare
    const volunteer = await signedInUser(portal, admin);
    const forVolunteers = await publishUrgent(['vrijwilliger']);
    const forCoordinators = await publishUrgent(['coordinator']);
    await registerFamily();

    // Act
    const bell = await bellOf(volunteer.token);

    // Assess
    expect(bell.notifications.map((entry) => entry.link)).toEqual([PORTAL_LINKS.news(forVolunteers)]);
    expect(bell.notifications.map((entry) => entry.link)).not.toContain(PORTAL_LINKS.news(forCoordinators));
    expect(bell.unreadCount).toBe(1);
  });

  it('hides a notification sent to coordinators from a volunteer’s bell, badge and read, even in their own partition', async () => {
    // Prepare: what a former coordinator still holds, written with the staff audience and as older items were (none)
    const volunteer = await signedInUser(portal, admin);
    const content = {
      type: 'aanmelding' as const,
      title: 'Nieuwe aanmelding',
      message: 'Gezin X',
      link: '/gezinnen',
    };
    const [withAudience] = await putNotifications(
      [volunteer.user.id],
      { ...content, audience: ['admin', 'coordinator'] },
      new Date(),
    );
    const [olderItem] = await putNotifications([volunteer.user.id], content, new Date());

    // Act
    const bell = await bellOf(volunteer.token);
    const reads = await Promise.all(
      [withAudience, olderItem].map((entry) =>
        portal.call('POST', `/api/notifications/${entry?.id}/read`, { token: volunteer.token }),
      ),
    );

    // Assess
    expect(bell).toEqual({ notifications: [], unreadCount: 0 });
    expect(reads.map((answer) => answer.status)).toEqual([404, 404]);
  });

  it('answers 404 when a volunteer reads another volunteer’s notification, which stays unread', async () => {
    // Prepare
    const [owner, other] = await Promise.all([signedInUser(portal, admin), signedInUser(portal, admin)]);
    const [own] = await putNotifications(
      [owner.user.id],
      {
        type: 'declaratie',
        title: 'Declaratie goedgekeurd',
        message: 'Rit',
        link: '/declaraties',
        audience: 'personal',
      },
      new Date(),
    );

    // Act
    const read = await portal.call('POST', `/api/notifications/${own?.id}/read`, { token: other.token });
    const [ownerBell, otherBell] = await Promise.all([bellOf(owner.token), bellOf(other.token)]);

    // Assess
    expect(read.status).toBe(404);
    expect(ownerBell.notifications).toEqual([expect.objectContaining({ id: own?.id, isRead: false })]);
    expect(otherBell.notifications).toEqual([]);
  });
});
