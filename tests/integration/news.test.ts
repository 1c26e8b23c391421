import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { ROLES, type Role } from '../../shared/permissions';
import type { Notification } from '../../shared/schemas/dashboard';
import type { NewsMessage, NewsOverview, NewsPage } from '../../shared/schemas/news';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable, snapshotTables } from './support/tables';
import { signedInUser } from './support/users';

/**
 * The news board against the local stand-ins. The hourly check runs here by calling its service with
 * a chosen `now`, like notification-check.test.ts does.
 */

type CheckModule = typeof import('../../functions/services/notifications/notification-check');

let portal: TestPortal;
let admin: string;
let runNotificationCheck: CheckModule['runNotificationCheck'];

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  ({ runNotificationCheck } = await import('../../functions/services/notifications/notification-check'));
});
afterAll(() => portal.stop());

const m = messages.news;
const HOUR_MS = 3_600_000;
const MANAGERS: readonly Role[] = ['admin', 'coordinator', 'bestuurslid'];

const signedIn = async (role: Role) => (await signedInUser(portal, admin, { role })).token;

function newsFields(overrides: Record<string, unknown> = {}) {
  const unique = Math.random().toString(36).slice(2, 8);
  return {
    title: `Nieuwsbericht ${unique}`,
    content: `<p>Beste vrijwilligers, dit is bericht ${unique}.</p>`,
    summary: 'Korte samenvatting',
    ...overrides,
  };
}

async function publish(token: string, overrides: Record<string, unknown> = {}) {
  const answer = await portal.call<NewsMessage>('POST', '/api/news', { token, body: newsFields(overrides) });
  if (answer.status !== 201) throw new Error(`Publishing failed: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function listedIds(token: string) {
  const answer = await portal.call<NewsPage>('GET', '/api/news?limit=100', { token });
  expect(answer.status).toBe(200);
  return answer.body.items.map((item) => item.id);
}

async function bell(token: string) {
  const answer = await portal.call<{ notifications: Notification[] }>('GET', '/api/notifications', { token });
  expect(answer.status).toBe(200);
  return answer.body.notifications;
}

describe('targetRoles', () => {
  it('shows every role on list and by id only the published messages meant for it; managers see all', async () => {
    const messagesByRole = new Map<Role, NewsMessage>();
    for (const role of ROLES) messagesByRole.set(role, await publish(admin, { targetRoles: [role] }));
    const draft = await publish(admin, { isPublished: false, targetRoles: [...ROLES] });
    const everyId = [...[...messagesByRole.values()].map((message) => message.id), draft.id];

    for (const role of ROLES) {
      const token = await signedIn(role);
      const listed = (await listedIds(token)).filter((id) => everyId.includes(id));
      const reads = await Promise.all(
        everyId.map(
          async (id) => [id, (await portal.call('GET', `/api/news/${id}`, { token })).status] as const,
        ),
      );
      const readable = reads.filter(([, status]) => status === 200).map(([id]) => id);
      const expected = MANAGERS.includes(role) ? everyId : [messagesByRole.get(role)?.id];

      expect({ role, listed: [...listed].sort(), readable: [...readable].sort() }).toEqual({
        role,
        listed: [...expected].sort(),
        readable: [...expected].sort(),
      });
      expect(reads.every(([, status]) => status === 200 || status === 404)).toBe(true);
    }
  });

  it('accepts the spelling coördinator and defaults to vrijwilliger, coördinator and bestuurslid', async () => {
    const spelled = await publish(admin, { targetRoles: ['coördinator'] });
    const defaulted = await publish(admin);

    expect(spelled.targetRoles).toEqual(['coordinator']);
    expect(defaulted.targetRoles).toEqual(['vrijwilliger', 'coordinator', 'bestuurslid']);
    expect(defaulted).toMatchObject({
      status: 'published',
      isPublished: true,
      category: 'Algemeen',
      viewCount: 0,
    });
  });

  it('answers 404 with the Dutch message for a message the reader may not see', async () => {
    const volunteer = await signedIn('vrijwilliger');
    const forBoard = await publish(admin, { targetRoles: ['bestuurslid'] });

    const answer = await portal.call('GET', `/api/news/${forBoard.id}`, { token: volunteer });
    const view = await portal.call('POST', `/api/news/${forBoard.id}/view`, { token: volunteer });

    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: m.notFound });
    expect(view.status).toBe(404);
  });
});

describe('scheduled messages', () => {
  it('stay invisible to their readers until their time, then the hourly check publishes them and notifies once', async () => {
    const coordinator = await signedIn('coordinator');
    const reader = await signedIn('coordinator');
    const volunteer = await signedIn('vrijwilliger');
    const publishDate = new Date(Date.now() + 24 * HOUR_MS).toISOString();
    const scheduled = await publish(coordinator, {
      publishDate,
      isUrgent: true,
      targetRoles: ['vrijwilliger', 'coordinator'],
    });
    const before = await runNotificationCheck(new Date());

    expect(scheduled.status).toBe('scheduled');
    expect(before.news.published).toBe(0);
    expect(await listedIds(volunteer)).not.toContain(scheduled.id);
    expect((await portal.call('GET', `/api/news/${scheduled.id}`, { token: volunteer })).status).toBe(404);
    expect((await bell(reader)).map((item) => item.link)).not.toContain(`/nieuws?bericht=${scheduled.id}`);
    // A manager sees it, marked as scheduled.
    const managerView = await portal.call<NewsMessage>('GET', `/api/news/${scheduled.id}`, { token: reader });
    expect(managerView.body.status).toBe('scheduled');

    const due = await runNotificationCheck(new Date(Date.parse(publishDate) + HOUR_MS / 2));
    const again = await runNotificationCheck(new Date(Date.parse(publishDate) + HOUR_MS));

    expect(due.news).toMatchObject({ published: 1, failed: 0 });
    expect(again.news).toEqual({ published: 0, notified: 0, failed: 0 });
    expect(await listedIds(volunteer)).toContain(scheduled.id);
    const read = await portal.call<NewsMessage>('GET', `/api/news/${scheduled.id}`, { token: volunteer });
    expect(read.body.status).toBe('published');
    const readerBell = (await bell(reader)).filter((item) => item.link === `/nieuws?bericht=${scheduled.id}`);
    expect(readerBell).toHaveLength(1);
    expect(readerBell[0]).toMatchObject({ type: 'nieuws', title: m.urgentNotificationTitle, isRead: false });
    const stored = await readTable(portal.resourcePrefix, 'news');
    expect(stored.some((item) => item.pk === 'SCHEDULED' && item.newsId === scheduled.id)).toBe(false);
  });

  it('become visible to their readers the moment their time comes, before the check has run', async () => {
    const volunteer = await signedIn('vrijwilliger');
    const publishDate = new Date(Date.now() + 3_000).toISOString();
    const scheduled = await publish(admin, { publishDate, targetRoles: ['vrijwilliger'] });

    const early = await portal.call('GET', `/api/news/${scheduled.id}`, { token: volunteer });
    await new Promise((resolve) => setTimeout(resolve, Date.parse(publishDate) - Date.now() + 500));
    const due = await portal.call<NewsMessage>('GET', `/api/news/${scheduled.id}`, { token: volunteer });

    expect(early.status).toBe(404);
    expect(due.status).toBe(200);
    expect(due.body.status).toBe('published');
    expect(await listedIds(volunteer)).toContain(scheduled.id);
  });

  it('refuses a publish date in the past', async () => {
    const answer = await portal.call('POST', '/api/news', {
      token: admin,
      body: newsFields({ publishDate: new Date(Date.now() - 24 * HOUR_MS).toISOString() }),
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ issues: [{ path: 'publishDate', message: m.publishDateInPast }] });
  });
});

describe('urgent messages', () => {
  it('notify every targeted user with a bell once published, but not the author or other roles', async () => {
    const author = await signedIn('coordinator');
    const colleague = await signedIn('coordinator');
    const otherAdmin = await signedIn('admin');

    const urgent = await publish(author, { isUrgent: true, targetRoles: ['coordinator'] });
    const ordinary = await publish(author, { targetRoles: ['coordinator'] });

    const links = async (token: string) => (await bell(token)).map((item) => item.link);
    expect(await links(colleague)).toContain(`/nieuws?bericht=${urgent.id}`);
    expect(await links(colleague)).not.toContain(`/nieuws?bericht=${ordinary.id}`);
    expect(await links(author)).not.toContain(`/nieuws?bericht=${urgent.id}`);
    expect(await links(otherAdmin)).not.toContain(`/nieuws?bericht=${urgent.id}`);
  });
});

describe('rich text', () => {
  it('stores content without scripts, event handlers or javascript: links, and links open safely', async () => {
    const created = await publish(admin, {
      content:
        '<h2>Kop</h2><p onclick="steel()">Hallo <img src=x onerror=alert(1)> <b>vet</b></p>' +
        '<a href="javascript:alert(1)">klik</a> <a href="JaVaScRiPt:alert(2)">twee</a> ' +
        '<a href="https://example.org/info" target="_self">info</a><script>alert(3)</script>' +
        '<ul><li>een</li></ul>',
    });
    const read = await portal.call<NewsMessage>('GET', `/api/news/${created.id}`, { token: admin });

    for (const content of [created.content, read.body.content]) {
      expect(content).not.toMatch(/<img|onerror|onclick|javascript:|<script|alert\(3\)/i);
      expect(content).toContain('<h2>Kop</h2>');
      expect(content).toContain('<b>vet</b>');
      expect(content).toContain('<ul><li>een</li></ul>');
      expect(content).toContain(
        '<a href="https://example.org/info" target="_blank" rel="noopener noreferrer">info</a>',
      );
    }
  });

  it('refuses content that is empty once sanitised', async () => {
    const answer = await portal.call('POST', '/api/news', {
      token: admin,
      body: newsFields({ content: '<script>alert(1)</script><img src=x onerror=alert(1)>' }),
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ issues: [{ path: 'content', message: m.contentRequired }] });
  });
});

describe('managing news', () => {
  it('refuses a volunteer creating, updating or deleting with 403, and changes nothing', async () => {
    const volunteer = await signedIn('vrijwilliger');
    const existing = await publish(admin, { targetRoles: ['vrijwilliger'] });
    const before = await snapshotTables(portal.resourcePrefix);

    const answers = await Promise.all([
      portal.call('POST', '/api/news', { token: volunteer, body: newsFields() }),
      portal.call('PUT', `/api/news/${existing.id}`, { token: volunteer, body: newsFields() }),
      portal.call('DELETE', `/api/news/${existing.id}`, { token: volunteer }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });

  it('edits a message and keeps the readers counted meanwhile', async () => {
    const volunteer = await signedIn('vrijwilliger');
    const created = await publish(admin, { targetRoles: ['vrijwilliger'] });
    await portal.call('POST', `/api/news/${created.id}/view`, { token: volunteer });

    const edited = await portal.call<NewsMessage>('PUT', `/api/news/${created.id}`, {
      token: admin,
      body: newsFields({ title: 'Nieuwe titel', category: 'Trainingen', targetRoles: ['vrijwilliger'] }),
    });

    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Nieuwe titel',
      category: 'Trainingen',
      viewCount: 1,
      version: 2,
    });
  });

  it('deletes a message with its read marks, after which it is gone for everyone', async () => {
    const volunteer = await signedIn('vrijwilliger');
    const created = await publish(admin, { targetRoles: ['vrijwilliger'] });
    await portal.call('POST', `/api/news/${created.id}/view`, { token: volunteer });

    const answer = await portal.call('DELETE', `/api/news/${created.id}`, { token: admin });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: m.deleted });
    expect((await portal.call('GET', `/api/news/${created.id}`, { token: admin })).status).toBe(404);
    const left = (await readTable(portal.resourcePrefix, 'news')).filter(
      (item) => item.pk === `NEWS#${created.id}`,
    );
    expect(left).toEqual([]);
  });
});

describe('POST /api/news/:id/view', () => {
  it('counts each reader once, however often and however concurrently they open it', async () => {
    const created = await publish(admin, { targetRoles: ['vrijwilliger'] });
    const first = await signedIn('vrijwilliger');
    const second = await signedIn('vrijwilliger');

    await Promise.all(
      Array.from({ length: 5 }, () => portal.call('POST', `/api/news/${created.id}/view`, { token: first })),
    );
    const afterFirst = await portal.call<{ viewCount: number }>('POST', `/api/news/${created.id}/view`, {
      token: first,
    });
    const afterSecond = await portal.call<{ viewCount: number }>('POST', `/api/news/${created.id}/view`, {
      token: second,
    });

    expect(afterFirst.body.viewCount).toBe(1);
    expect(afterSecond.body.viewCount).toBe(2);
  });
});

describe('GET /api/news/overview and filters', () => {
  it('counts per category what the reader may read, and the list filters on a category', async () => {
    const role: Role = 'huiswerkbegeleider';
    const token = await signedIn(role);
    const overviewOf = async () =>
      (await portal.call<NewsOverview>('GET', '/api/news/overview', { token })).body;
    const before = await overviewOf();
    const training = await publish(admin, { targetRoles: [role], category: 'Trainingen', isUrgent: true });
    await publish(admin, { targetRoles: [role], category: 'Activiteiten' });
    await publish(admin, { targetRoles: ['bestuurslid'], category: 'Trainingen' });
    await publish(admin, { targetRoles: [role], category: 'Trainingen', isPublished: false });

    const after = await overviewOf();
    const filtered = await portal.call<NewsPage>('GET', '/api/news?category=Trainingen', { token });

    const countOf = (overview: NewsOverview, category: string) =>
      overview.categories.find((entry) => entry.category === category)?.count;
    expect(after.total - before.total).toBe(2);
    expect(after.urgent - before.urgent).toBe(1);
    expect({ scheduled: after.scheduled, drafts: after.drafts }).toEqual({ scheduled: 0, drafts: 0 });
    expect(after.categories.map((entry) => entry.category)).toEqual([
      'Algemeen',
      'Activiteiten',
      'Bestuursmededelingen',
      'Trainingen',
    ]);
    expect(countOf(after, 'Trainingen')).toBe(Number(countOf(before, 'Trainingen')) + 1);
    expect(countOf(after, 'Activiteiten')).toBe(Number(countOf(before, 'Activiteiten')) + 1);
    expect(countOf(after, 'Bestuursmededelingen')).toBe(countOf(before, 'Bestuursmededelingen'));
    expect(after.recent.map((event) => event.id)).toContain(training.id);
    expect(filtered.body.items.map((item) => item.id)).toEqual([training.id]);
  });
});
