import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlerLoader, lambdaContext } from '../../infra/local/adapter';
import { REPOSITORY_ROOT } from '../../infra/local/stack';
import { messages } from '../../shared/messages';
import { routes } from '../../shared/routes';
import type { Family, FamilyPage } from '../../shared/schemas/families';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable, snapshotTables } from './support/tables';
import { createUser } from './support/users';

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

const m = messages.publicSignup;
const route = routes.families.publicRegistration;

/** What the embedded form sends (spec §3): the three free-text questions are combined into notes. */
function registration(overrides: Record<string, unknown> = {}) {
  return {
    parentName: 'Sofie Janssens',
    childName: 'Lotte',
    childAge: 12,
    school: 'Atheneum Zuid',
    grade: '1ste middelbaar',
    phone: '0486 55 44 33',
    email: 'sofie.janssens@example.org',
    address: 'Lindenlaan 7, 3000 Leuven',
    notes: 'Hulp nodig bij: Frans\nBeschikbaarheid: maandag na school\nBijzonderheden: ADHD, medicatie',
    guardianConsent: true,
    ...overrides,
  };
}

/**
 * The handler called as API Gateway would, from a given client address: every test gets an address
 * of its own, so the per-address limit of one test does not eat into another's.
 */
async function submitFrom(sourceIp: string, body: unknown) {
  const handler = await createHandlerLoader(REPOSITORY_ROOT)(route);
  const event = {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: route.path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'POST', path: route.path, protocol: 'HTTP/1.1', sourceIp, userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  } as APIGatewayProxyEventV2;
  const result = await handler(event, lambdaContext(event.requestContext.requestId, route.id));
  return {
    status: result.statusCode,
    headers: result.headers ?? {},
    body: JSON.parse(result.body ?? 'null') as Record<string, unknown>,
  };
}

let addressCounter = 0;
const freshAddress = () => `203.0.113.${++addressCounter}`;

describe('POST /api/public/family-registration', () => {
  it('takes a parent’s registration without a session: a family in behandeling, logged and announced', async () => {
    const coordinator = await createUser(portal, admin, { role: 'coordinator' });

    const answer = await portal.call('POST', '/api/public/family-registration', { body: registration() });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    const families = await portal.call<FamilyPage>('GET', '/api/families?search=sofie%20janssens', {
      token: admin,
    });
    expect(families.body.items).toHaveLength(1);
    const [listed] = families.body.items;
    const family = (await portal.call<Family>('GET', `/api/families/${listed?.id}`, { token: admin })).body;
    expect(family).toMatchObject({
      childName: 'Lotte',
      childAge: 12,
      guidanceStatus: 'in_behandeling',
      assignedTo: null,
      notes: registration().notes,
    });
    const recent = await portal.call<{ id: number }[]>('GET', '/api/families/recent', { token: admin });
    expect(recent.body.map((entry) => entry.id)).toContain(family?.id);
    const notified = (await readTable(portal.resourcePrefix, 'notifications'))
      .filter((item) => item.type === 'aanmelding')
      .map((item) => item.recipientId);
    expect(notified).toEqual(expect.arrayContaining([1, coordinator.id]));
    const activity = await readTable(portal.resourcePrefix, 'activity');
    expect(
      activity.some((item) => item.kind === 'family-registered' && item.subjectId === String(family?.id)),
    ).toBe(true);
    expect(JSON.stringify(activity)).not.toMatch(/ADHD|Frans|Lotte/);
    expect(JSON.stringify(await readTable(portal.resourcePrefix, 'notifications'))).not.toMatch(/ADHD|Lotte/);
  });

  it.each([5, 19, 12.5, '6 jaar'])(
    'refuses a child of age %s with the spec’s message and writes nothing',
    async (age) => {
      const before = await snapshotTables(portal.resourcePrefix);

      const answer = await submitFrom(freshAddress(), registration({ childAge: age }));

      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(m.invalidAge);
      expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
    },
  );

  it.each([6, 18, '7'])('accepts a child of age %s', async (age) => {
    const answer = await submitFrom(freshAddress(), registration({ childAge: age }));
    expect(answer.status).toBe(200);
  });

  it.each([
    ['parentName', { parentName: ' ' }, m.required],
    ['childName', { childName: '' }, m.required],
    ['childAge', { childAge: '' }, m.required],
    ['school', { school: undefined }, m.required],
    ['grade', { grade: '' }, m.required],
    ['phone', { phone: '' }, m.required],
    ['address', { address: '' }, m.required],
    ['notes', { notes: '' }, m.required],
    ['email', { email: 'sofie@' }, m.invalidEmail],
  ])(
    'refuses a missing or malformed %s with a Dutch message and writes nothing',
    async (_, overrides, message) => {
      const before = await snapshotTables(portal.resourcePrefix);

      const answer = await submitFrom(freshAddress(), registration(overrides));

      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
    },
  );

  it('accepts a registration without an e-mail address', async () => {
    const answer = await submitFrom(freshAddress(), registration({ email: null, parentName: 'Zonder Mail' }));
    const families = await portal.call<FamilyPage>('GET', '/api/families?search=zonder%20mail', {
      token: admin,
    });

    expect(answer.status).toBe(200);
    expect(families.body.items[0]?.email).toBeNull();
  });

  it('answers a filled-in honeypot like any registration, but writes nothing', async () => {
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await submitFrom(freshAddress(), registration({ website: 'https://spam.example' }));

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });

  it('refuses the sixth registration within the hour from one address with a Dutch 429 and writes nothing', async () => {
    const address = freshAddress();
    for (let count = 1; count <= 5; count++) {
      const accepted = await submitFrom(address, registration({ parentName: `Ouder ${count}` }));
      expect(accepted.status).toBe(200);
    }
    const before = await snapshotTables(portal.resourcePrefix);

    const refused = await submitFrom(address, registration({ parentName: 'Ouder 6' }));

    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: m.tooManyRequests, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
    const otherAddress = await submitFrom(freshAddress(), registration({ parentName: 'Andere Ouder' }));
    expect(otherAddress.status).toBe(200);
  });

  it('refuses a body over the size limit', async () => {
    const answer = await submitFrom(freshAddress(), registration({ notes: 'x'.repeat(300 * 1024) }));

    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(messages.generic.payloadTooLarge);
  });

  it('refuses fields the form does not have', async () => {
    const answer = await submitFrom(
      freshAddress(),
      registration({ assignedTo: 1, guidanceStatus: 'actief' }),
    );
    expect(answer.status).toBe(400);
  });
});
