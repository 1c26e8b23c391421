import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentDay } from '../fixtures/dates';
import { type FaultRule, injectDynamoFaults } from './support/faults';
import { MINIMAL_PDF } from './support/files';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/**
 * What the chaos run (tests/bench/chaos.ts, issue 39) found: a step that fails after a create was
 * committed must not turn into an error answer, since the caller then sends the create again with its
 * Idempotency-Key and the released claim let it through as a second item; and an upload confirmation
 * that fails halfway must leave no stored object that nothing names.
 */

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

const physical = (name: string) => `${portal.resourcePrefix}${name}`;
const serverError = () =>
  Promise.reject(
    Object.assign(new Error('Injected: InternalServerError'), {
      name: 'InternalServerError',
      $fault: 'server',
      $metadata: {},
    }),
  );

/** Fails the first `times` commands `matches` accepts with a server error; the others go through. */
function failing(matches: (name: string, input: Record<string, unknown>) => boolean, times = 1): FaultRule {
  let left = times;
  return (command) => {
    if (left <= 0 || !matches(command.constructor.name, command.input as Record<string, unknown>))
      return undefined;
    left -= 1;
    return serverError();
  };
}

async function withFaults<T>(rule: FaultRule, act: () => Promise<T>) {
  const faults = injectDynamoFaults(rule);
  try {
    return { result: await act(), injected: faults.injected };
  } finally {
    faults.restore();
  }
}

describe('a create sent again with its Idempotency-Key after a failure that followed the commit', () => {
  it('is answered when its answer cannot be stored, and the repeat stores no second family', async () => {
    // Prepare
    const body = { parentName: 'Familie Eenmaal', childName: 'Noor', childAge: 9 };
    const headers = { 'idempotency-key': 'eenmaal-familie-0001' };

    // Act: the claim's answer cannot be stored (UpdateItem on the idempotency table fails)
    const { result: first, injected } = await withFaults(
      failing((name, input) => name === 'UpdateCommand' && input.TableName === physical('idempotency')),
      () => portal.call('POST', '/api/families', { token: admin, body, headers }),
    );
    const repeat = await portal.call('POST', '/api/families', { token: admin, body, headers });

    // Assess
    expect(injected).toBe(1);
    expect(first.status).toBe(201);
    expect(repeat.status).not.toBe(201);
    const families = (await readTable(portal.resourcePrefix, 'families')).filter(
      (item) => item.parentName === body.parentName,
    );
    expect(families).toHaveLength(1);
  });

  it('is answered when the bell notification fails, and the repeat replays the one declaration', async () => {
    // Prepare
    const { token } = await signedInUser(portal, admin, { username: 'na-de-commit' });
    const body = { type: 'mileage', description: 'Rit na de commit', kilometers: '10', date: recentDay() };
    const headers = { 'idempotency-key': 'eenmaal-declaratie-0001' };

    // Act: every write to the notifications table fails once
    const { result: first, injected } = await withFaults(
      failing((_, input) => input.TableName === physical('notifications')),
      () => portal.call<{ id: number }>('POST', '/api/declarations', { token, body, headers }),
    );
    const repeat = await portal.call<{ id: number }>('POST', '/api/declarations', { token, body, headers });

    // Assess
    expect(injected).toBe(1);
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.body.id).toBe(first.body.id);
    const declarations = (await readTable(portal.resourcePrefix, 'declarations')).filter(
      (item) => item.description === body.description,
    );
    expect(declarations).toHaveLength(1);
  });
});

describe('confirming an upload when the confirmation cannot be saved', () => {
  it('leaves the copied file to the unclaimed-upload sweep, and a retry confirms it', async () => {
    // Prepare: a receipt uploaded to its presigned URL
    const { token } = await signedInUser(portal, admin, { username: 'halve-bevestiging' });
    const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
      'POST',
      '/api/uploads',
      {
        token,
        body: {
          purpose: 'declaration-receipt',
          fileName: 'bon.pdf',
          contentType: 'application/pdf',
          size: MINIMAL_PDF.byteLength,
        },
      },
    );
    const put = await fetch(presigned.body.url, {
      method: 'PUT',
      headers: presigned.body.headers,
      body: new Uint8Array(MINIMAL_PDF),
    });
    expect(put.ok).toBe(true);
    const { uploadId } = presigned.body;

    // Act: the transaction that marks it confirmed fails (every attempt of one request)
    const { result: failed } = await withFaults(
      failing((name, input) => {
        const items = (input.TransactItems ?? []) as { Update?: { TableName?: string } }[];
        return name === 'TransactWriteCommand' && items[0]?.Update?.TableName === physical('documents');
      }, 10),
      () => portal.call('POST', `/api/uploads/${uploadId}/confirm`, { token }),
    );
    const markers = (await readTable(portal.resourcePrefix, 'documents')).filter(
      (item) => item.uploadId === uploadId && typeof item.objectKey === 'string',
    );
    const retried = await portal.call<{ uploadId: string }>('POST', `/api/uploads/${uploadId}/confirm`, {
      token,
    });

    // Assess: the copy is named for the sweep, and the upload can still be confirmed
    expect(failed.status).toBe(500);
    expect(markers.map((marker) => marker.objectKey)).toEqual([`declaration-receipt/${uploadId}`]);
    expect(retried.status).toBe(200);
    expect(retried.body.uploadId).toBe(uploadId);
  });
});
