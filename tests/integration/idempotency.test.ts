import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

let portal: TestPortal;
let volunteer: string;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const mileage = (description: string) => ({ type: 'mileage', description, kilometers: 3, date: today() });

beforeAll(async () => {
  portal = await startTestPortal();
  const admin = await portal.logIn();
  volunteer = (await signedInUser(portal, admin)).token;
});
afterAll(() => portal.stop());

const declarationsNamed = async (description: string) =>
  (await readTable(portal.resourcePrefix, 'declarations')).filter((item) => item.description === description);

const create = (body: unknown, idempotencyKey?: string) =>
  portal.call<{ id: number }>('POST', '/api/declarations', {
    token: volunteer,
    body,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });

describe('creates with an Idempotency-Key', () => {
  it('store one item for a double submit and give both the same answer', async () => {
    const key = crypto.randomUUID();

    const [first, second] = await Promise.all([
      create(mileage('Dubbelklik'), key),
      create(mileage('Dubbelklik'), key),
    ]);

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    expect(
      [first, second].filter((answer) => answer.headers.get('idempotent-replayed') === 'true'),
    ).toHaveLength(1);
    expect(await declarationsNamed('Dubbelklik')).toHaveLength(1);
  });

  it('keep the stored answer in the idempotency table, not beside the sessions, expiring within a day', async () => {
    const key = crypto.randomUUID();

    await create(mileage('Eigen tabel'), key);

    const claims = (await readTable(portal.resourcePrefix, 'idempotency')).filter((item) =>
      String(item.pk).endsWith(`#${key}`),
    );
    expect(claims).toHaveLength(1);
    const expiresInSeconds = Number(claims[0]?.ttl) - Date.now() / 1000;
    expect(expiresInSeconds).toBeGreaterThan(0);
    expect(expiresInSeconds).toBeLessThanOrEqual(24 * 3600);
    const sessions = await readTable(portal.resourcePrefix, 'sessions');
    expect(sessions.filter((item) => String(item.pk).startsWith('IDEMPOTENCY#'))).toEqual([]);
  });

  it('refuse the same key with another body', async () => {
    const key = crypto.randomUUID();
    await create(mileage('Eerste'), key);

    const other = await create(mileage('Andere inhoud'), key);

    expect(other.status).toBe(409);
    expect((other.body as unknown as { message: string }).message).toBe(
      messages.generic.idempotencyKeyReused,
    );
    expect(await declarationsNamed('Andere inhoud')).toHaveLength(0);
  });

  it('let a refused attempt be corrected and sent again with the same key', async () => {
    const key = crypto.randomUUID();

    const refused = await create({ ...mileage('Later juist'), date: '2999-01-01' }, key);
    const corrected = await create(mileage('Later juist'), key);

    expect(refused.status).toBe(400);
    expect(corrected.status).toBe(201);
    expect(await declarationsNamed('Later juist')).toHaveLength(1);
  });

  it('refuse a malformed key', async () => {
    const answer = await create(mileage('Rare sleutel'), 'kort');

    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { message: string }).message).toBe(
      messages.generic.invalidIdempotencyKey,
    );
  });

  it('keep keys per caller, so another user’s key does not replay someone else’s answer', async () => {
    const key = crypto.randomUUID();
    await create(mileage('Van mij'), key);
    const admin = await portal.logIn();

    const fromAdmin = await portal.call<{ id: number; userName: string }>('POST', '/api/declarations', {
      token: admin,
      body: mileage('Van mij'),
      headers: { 'idempotency-key': key },
    });

    expect(fromAdmin.status).toBe(201);
    expect(fromAdmin.headers.get('idempotent-replayed')).toBeNull();
    expect(await declarationsNamed('Van mij')).toHaveLength(2);
  });
});
