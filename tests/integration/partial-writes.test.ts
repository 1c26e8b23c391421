import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calendar } from '../../shared/schemas/calendar';
import {
  type FaultRule,
  injectDynamoFaults,
  throttledTransactions,
  unprocessedReads,
  unprocessedWrites,
} from './support/faults';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/**
 * No silent partial writes: the real handlers against the stand-ins, with DynamoDB answering batches
 * as it does under throttling (UnprocessedItems, UnprocessedKeys) and cancelling transactions for
 * load. A batch the toolkit completes within its retries is complete; one it cannot complete fails
 * the request, which can then be retried; nothing answers with part of the work done.
 */

let portal: TestPortal;
let admin: string;
let table: typeof import('../../functions/repositories/table');

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  // The repositories read their table names at import, once the portal has set them.
  table = await import('../../functions/repositories/table');
});
afterAll(() => portal.stop());

const physical = (name: string) => `${portal.resourcePrefix}${name}`;

async function withFaults<T>(rule: FaultRule, act: () => Promise<T>) {
  const faults = injectDynamoFaults(rule);
  try {
    const result = await act();
    return { result, injected: faults.injected };
  } finally {
    faults.restore();
  }
}

describe('deleting a calendar while DynamoDB leaves deletes unprocessed', () => {
  async function calendarWithEvents(name: string) {
    const calendar = await portal.call<Calendar>('POST', '/api/calendars', { token: admin, body: { name } });
    const event = await portal.call('POST', '/api/calendar-events', {
      token: admin,
      body: {
        title: 'Sessie',
        calendarId: calendar.body.id,
        startDate: '2026-08-01T10:00:00+02:00',
        endDate: '2026-08-01T11:00:00+02:00',
        recurrence: { frequency: 'weekly', interval: 1, count: 10 },
      },
    });
    expect([calendar.status, event.status]).toEqual([201, 201]);
    return calendar.body;
  }
  const itemsOf = async (calendar: Calendar) =>
    (await readTable(portal.resourcePrefix, 'calendar')).filter((item) =>
      [`CALENDAR#${calendar.id}`, `BUCKET#${calendar.id}#`].some((prefix) =>
        String(item.pk).startsWith(prefix),
      ),
    );

  it('retries what is left three times and deletes everything', async () => {
    // Prepare
    const calendar = await calendarWithEvents('Drie keer traag');

    // Act
    const { result: answer, injected } = await withFaults(
      unprocessedWrites({ table: physical('calendar'), times: 3 }),
      () => portal.call('DELETE', `/api/calendars/${calendar.id}`, { token: admin }),
    );

    // Assess
    expect(injected).toBe(3);
    expect(answer.status).toBe(200);
    expect(await itemsOf(calendar)).toEqual([]);
  });

  it('answers 500 when deletes stay unprocessed, keeps the calendar, and a retry deletes the rest', async () => {
    // Prepare
    const calendar = await calendarWithEvents('Blijft traag');

    // Act
    const { result: failed } = await withFaults(
      unprocessedWrites({ table: physical('calendar'), times: 'always' }),
      () => portal.call('DELETE', `/api/calendars/${calendar.id}`, { token: admin }),
    );
    const listed = await portal.call<{ items: Calendar[] }>('GET', '/api/calendars', { token: admin });
    const retried = await portal.call('DELETE', `/api/calendars/${calendar.id}`, { token: admin });

    // Assess
    expect(failed.status).toBe(500);
    expect(listed.body.items.map((item) => item.id)).toContain(calendar.id);
    expect(retried.status).toBe(200);
    expect(await itemsOf(calendar)).toEqual([]);
  });
});

describe('revoking sessions after a role change while DynamoDB leaves deletes unprocessed', () => {
  it('still signs the user out everywhere', async () => {
    // Prepare
    const { user, token } = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    const second = await portal.logIn(String(user.username), 'Zonnige-Dinsdag-42');

    // Act
    const { result: answer, injected } = await withFaults(
      unprocessedWrites({ table: physical('sessions'), times: 3 }),
      () =>
        portal.call('PUT', `/api/users/${user.id}`, {
          token: admin,
          body: {
            username: user.username,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            role: 'coordinator',
          },
        }),
    );

    // Assess
    expect(injected).toBeGreaterThan(0);
    expect(answer.status).toBe(200);
    for (const old of [token, second]) {
      expect((await portal.call('GET', '/api/auth/me', { token: old })).status).toBe(401);
    }
  });
});

describe('reading the settings while DynamoDB leaves keys unprocessed', () => {
  const declareMileage = () =>
    portal.call<{ amount: string }>('POST', '/api/declarations', {
      token: admin,
      body: {
        type: 'mileage',
        description: 'Rit',
        kilometers: 10,
        date: new Date().toISOString().slice(0, 10),
      },
    });

  it('prices mileage at the stored rate after keys came back three times', async () => {
    // Prepare
    expect(
      (await portal.call('PUT', '/api/settings/mileage_rate', { token: admin, body: { value: '0,40' } }))
        .status,
    ).toBe(200);

    // Act
    const { result: answer } = await withFaults(
      unprocessedReads({ table: physical('settings'), times: 3, done: 0 }),
      declareMileage,
    );

    // Assess
    expect([answer.status, answer.body.amount]).toEqual([201, '4.00']);
  });

  it('fails instead of pricing at the default, and caches nothing of the partial read', async () => {
    // Prepare: the change clears this container's cached settings; a rate below the legal cap on a
    // car's kilometre (issue 31), so the stored rate is what prices the trip
    expect(
      (await portal.call('PUT', '/api/settings/mileage_rate', { token: admin, body: { value: '0,40' } }))
        .status,
    ).toBe(200);

    // Act
    const { result: failed } = await withFaults(
      unprocessedReads({ table: physical('settings'), times: 'always', done: 0 }),
      declareMileage,
    );
    const afterwards = await declareMileage();

    // Assess: within the cache's 10 seconds, the next declaration reads the stored rate
    expect(failed.status).toBe(500);
    expect([afterwards.status, afterwards.body.amount]).toEqual([201, '4.00']);
  });
});

describe('a transaction DynamoDB cancels for throttling', () => {
  it('is tried again and saves the family', async () => {
    // Act
    const { result: answer, injected } = await withFaults(throttledTransactions({ times: 2 }), () =>
      portal.call('POST', '/api/families', {
        token: admin,
        body: { parentName: 'Familie Traag', email: '', childAge: '', assignedTo: 'none' },
      }),
    );

    // Assess
    expect(injected).toBe(2);
    expect(answer.status).toBe(201);
  });
});

describe('the toolkit batches', () => {
  const keys = Array.from({ length: 30 }, (_, index) => ({ pk: `FAULT#${index}`, sk: 'FAULT' }));

  it('writes and reads every item though DynamoDB left some unprocessed three times', async () => {
    // Act
    await withFaults(unprocessedWrites({ table: physical('settings'), times: 3 }), () =>
      table.batchWriteAll(physical('settings'), { puts: keys.map((key) => ({ ...key, value: 'x' })) }),
    );
    const { result: items } = await withFaults(
      unprocessedReads({ table: physical('settings'), times: 3 }),
      () => table.batchGetAll(physical('settings'), keys, { consistentRead: true }),
    );

    // Assess
    expect(items.map((item) => item.pk).sort()).toEqual(keys.map((key) => key.pk).sort());
  });

  it('throws instead of returning part of a read or a write', async () => {
    // Act
    const write = await withFaults(unprocessedWrites({ table: physical('settings'), times: 'always' }), () =>
      table.batchWriteAll(physical('settings'), { deletes: keys }),
    ).catch((error: unknown) => error);
    const read = await withFaults(unprocessedReads({ table: physical('settings'), times: 'always' }), () =>
      table.batchGetAll(physical('settings'), keys),
    ).catch((error: unknown) => error);

    // Assess
    expect(write).toBeInstanceOf(table.IncompleteBatchError);
    expect(read).toBeInstanceOf(table.IncompleteBatchError);
  });

  it('asks for a strongly consistent read when told to', async () => {
    // Prepare
    const seen: unknown[] = [];
    const spy: FaultRule = (command) => {
      if (command.constructor.name === 'BatchGetCommand') seen.push(command.input);
      return undefined;
    };

    // Act
    await withFaults(spy, () =>
      table.batchGetAll(physical('settings'), keys.slice(0, 1), { consistentRead: true }),
    );

    // Assess
    expect(seen).toEqual([
      { RequestItems: { [physical('settings')]: { Keys: keys.slice(0, 1), ConsistentRead: true } } },
    ]);
  });
});
