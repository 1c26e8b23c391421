import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityAppearance } from '../../shared/activity';
import { messages } from '../../shared/messages';
import type { RecentActivity } from '../../shared/schemas/dashboard';
import { startTestPortal, type TestPortal } from './support/portal';
import { createUser, signedInUser } from './support/users';

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

type Page = { items: RecentActivity[]; nextCursor: string | null };

const feed = (query = '', token = admin) =>
  portal.call<Page>('GET', `/api/recent-activities${query}`, { token });

async function createFamily(parentName: string) {
  const answer = await portal.call<{ id: number }>('POST', '/api/families', {
    token: admin,
    body: { parentName, childAge: 10, assignedTo: null },
  });
  if (answer.status !== 201) throw new Error(`Creating a family failed: ${answer.status} ${answer.text}`);
  return answer.body.id;
}

/** Every entry of the feed, following cursors. */
async function wholeFeed(limit: number) {
  const items: RecentActivity[] = [];
  let cursor: string | null = null;
  do {
    const answer: Awaited<ReturnType<typeof feed>> = await feed(
      `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(answer.status).toBe(200);
    items.push(...answer.body.items);
    cursor = answer.body.nextCursor;
  } while (cursor);
  return items;
}

describe('GET /api/recent-activities', () => {
  it('shows the newest activity first with who did it, the family and the look of its kind', async () => {
    // Prepare
    const me = await portal.call<{ firstName: string; lastName: string }>('GET', '/api/auth/me', {
      token: admin,
    });
    const familyId = await createFamily('Familie Vermeulen');
    await createUser(portal, admin, { firstName: 'Lotte', lastName: 'Janssens' });

    // Act
    const answer = await feed('?limit=2');

    // Assess
    expect(answer.status).toBe(200);
    const [newest, older] = answer.body.items;
    const adminName = `${me.body.firstName} ${me.body.lastName}`;
    expect(newest).toMatchObject({ user: adminName, family: null, ...activityAppearance('user-created') });
    expect(newest?.message).toContain('Lotte Janssens');
    expect(older).toMatchObject({
      user: adminName,
      family: 'Familie Vermeulen',
      ...activityAppearance('family-created'),
    });
    expect(Date.parse(String(newest?.timestamp))).toBeGreaterThanOrEqual(
      Date.parse(String(older?.timestamp)),
    );
    expect(familyId).toBeTypeOf('number');
  });

  it('names no user for the public form and no family once the family is removed', async () => {
    // Prepare
    const registered = await portal.call('POST', '/api/public/family-registration', {
      body: {
        parentName: 'Familie Publiek',
        childName: 'Noor',
        childAge: 8,
        school: 'Atheneum Zuid',
        grade: '3de leerjaar',
        phone: '0486 55 44 33',
        email: 'publiek@example.org',
        address: 'Lindenlaan 7, 3000 Leuven',
        notes: 'Hulp nodig bij Frans',
        guardianConsent: true,
      },
    });
    expect(registered.status, registered.text).toBe(200);
    const familyId = await createFamily('Familie Weg');
    const removed = await portal.call('DELETE', `/api/families/${familyId}`, { token: admin });
    expect(removed.status).toBeLessThan(300);

    // Act
    const items = (await feed('?limit=10')).body.items;

    // Assess
    const publicEntry = items.find((item) => item.message.includes('Familie Publiek'));
    expect(publicEntry).toMatchObject({ user: null, family: 'Familie Publiek' });
    const aboutRemoved = items.filter((item) => item.message.includes('Familie Weg'));
    expect(aboutRemoved.length).toBeGreaterThan(0);
    expect(aboutRemoved.every((item) => item.family === null)).toBe(true);
  });

  it('pages through the feed without overlap or gaps, ending with a null cursor', async () => {
    // Prepare
    for (let index = 0; index < 5; index++) await createFamily(`Familie Pagina ${index}`);
    const everything = await wholeFeed(50);

    // Act
    const first = await feed('?limit=3');
    const second = await feed(`?limit=3&cursor=${first.body.nextCursor}`);
    const inSmallPages = await wholeFeed(2);

    // Assess
    expect(first.body.items).toHaveLength(3);
    expect(second.body.items).toHaveLength(3);
    const firstIds = first.body.items.map((item) => item.id);
    const secondIds = second.body.items.map((item) => item.id);
    expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
    expect([...firstIds, ...secondIds]).toEqual(everything.slice(0, 6).map((item) => item.id));
    expect(inSmallPages.map((item) => item.id)).toEqual(everything.map((item) => item.id));
  });

  it('promises no further page when the last page is exactly full', async () => {
    // Prepare
    const total = (await wholeFeed(50)).length;

    // Act
    const exact = await feed(`?limit=${total}`);
    const oneShort = await feed(`?limit=${total - 1}`);
    const rest = await feed(`?limit=${total - 1}&cursor=${oneShort.body.nextCursor}`);

    // Assess
    expect(exact.body).toMatchObject({ nextCursor: null });
    expect(exact.body.items).toHaveLength(total);
    expect(oneShort.body.nextCursor).toEqual(expect.any(String));
    expect(rest.body.items).toHaveLength(1);
    expect(rest.body.nextCursor).toBeNull();
  });

  it.each([
    ['garbage', 'bm90LWEtY3Vyc29y'],
    ['not base64url at all', 'abc%24%25'],
    [
      'another stream’s key',
      Buffer.from(JSON.stringify({ pk: 'STREAM#audit', sk: 'x' })).toString('base64url'),
    ],
    [
      'a key with extra attributes',
      Buffer.from(
        JSON.stringify({
          pk: 'STREAM#feed',
          sk: '2026-01-01T00:00:00.000Z#00000000-0000-4000-8000-000000000000',
          gsi1pk: 'x',
        }),
      ).toString('base64url'),
    ],
    ['a key without a sort key', Buffer.from(JSON.stringify({ pk: 'STREAM#feed' })).toString('base64url')],
    ['far too long', 'A'.repeat(600)],
  ])('refuses a cursor that is %s with the Dutch message, never a 500', async (_, cursor) => {
    // Act
    const answer = await feed(`?cursor=${cursor}`);

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: messages.dashboard.invalidCursor, code: 'VALIDATION' });
  });

  it('refuses a page size outside 1 to 50', async () => {
    const answers = await Promise.all([feed('?limit=0'), feed('?limit=51'), feed('?limit=drie')]);

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    for (const answer of answers) {
      expect(answer.body).toMatchObject({ message: messages.dashboard.invalidLimit });
    }
  });

  it('is refused to a volunteer, who may not view activities', async () => {
    const { token } = await signedInUser(portal, admin);

    const answer = await feed('', token);

    expect(answer.status).toBe(403);
  });
});
