import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationMessages } from '../../shared/messages/declarations';
import { privacyMessages } from '../../shared/messages/privacy';
import type { BankAccount } from '../../shared/schemas/accounting';
import type { PaymentExportResponse } from '../../shared/schemas/bank';
import type { Declaration } from '../../shared/schemas/declarations';
import type { PrivacyJob } from '../../shared/schemas/privacy';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/**
 * Issue 34: a declaration in a payment file ('in betaling') is money on its way. No route that
 * changes a declaration may pull it from under the payment: each refuses with 409 and the Dutch
 * sentence, and the declaration stays as it was. An erasure pseudonymises it and its payment file.
 */
const m = declarationMessages.declarations;
let portal: TestPortal;
let admin: string;
let treasurer: { token: string; id: number };
let reviewer: { token: string; id: number };
let account: BankAccount;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

async function person(role: string, bankAccount: string | null = null) {
  const { user, token } = await signedInUser(portal, admin, {
    role,
    ...(bankAccount ? { bankAccount } : {}),
  });
  return { token, id: user.id, lastName: String(user.lastName) };
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  treasurer = await person('bestuurslid');
  reviewer = await person('bestuurslid');
  const created = await portal.call<BankAccount>('POST', '/api/accounting/bank-accounts', {
    token: treasurer.token,
    body: { name: 'Zichtrekening', bankName: 'KBC', accountNumber: 'BE68539007547034', bic: 'KREDBEBB' },
  });
  expect(created.status, created.text).toBe(201);
  account = created.body;
});
afterAll(() => portal.stop());

/** A volunteer's declaration approved by `reviewer` and put in a payment file by the treasurer. */
async function declarationInPayment() {
  const volunteer = await person('vrijwilliger', 'BE71096123456769');
  const created = await portal.call<Declaration>('POST', '/api/declarations', {
    token: volunteer.token,
    body: { type: 'expense', description: 'Schoolboeken', amount: '24.90', date: today() },
  });
  expect(created.status, created.text).toBe(201);
  const approved = await portal.call<Declaration>('PATCH', `/api/declarations/${created.body.id}/status`, {
    token: reviewer.token,
    body: { status: 'approved', expectedVersion: created.body.version },
  });
  expect(approved.status, approved.text).toBe(200);
  const file = await portal.call<PaymentExportResponse>('POST', '/api/accounting/payment-files', {
    token: treasurer.token,
    body: { bankAccountId: account.id, declarationIds: [created.body.id] },
  });
  expect(file.status, file.text).toBe(200);
  const stored = await portal.call<Declaration>('GET', '/api/declarations?limit=200', {
    token: volunteer.token,
  });
  const declaration = (stored.body as unknown as { items: Declaration[] }).items.find(
    (item) => item.id === created.body.id,
  );
  expect(declaration?.paymentStatus).toBe('in_betaling');
  return { volunteer, declaration: declaration as Declaration, fileId: file.body.fileId };
}

async function reread(token: string, id: number) {
  const list = await portal.call<{ items: Declaration[] }>('GET', '/api/declarations?limit=200', { token });
  return list.body.items.find((item) => item.id === id);
}

describe('a declaration in a payment file stays as it is paid', () => {
  it('is not rejected', async () => {
    const { declaration } = await declarationInPayment();

    const answer = await portal.call<{ message: string }>(
      'PATCH',
      `/api/declarations/${declaration.id}/status`,
      {
        token: reviewer.token,
        body: { status: 'rejected', reviewNotes: 'Toch niet', expectedVersion: declaration.version },
      },
    );

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(m.inPayment);
    expect(await reread(reviewer.token, declaration.id)).toMatchObject({
      status: 'approved',
      paymentStatus: 'in_betaling',
      version: declaration.version,
    });
  });

  it('keeps its approval: the reviewer cannot undo it, even within the 10 seconds', async () => {
    const { declaration } = await declarationInPayment();

    const answer = await portal.call<{ message: string }>(
      'POST',
      `/api/declarations/${declaration.id}/undo-approval`,
      { token: reviewer.token, body: { expectedVersion: declaration.version } },
    );

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(m.inPayment);
    expect((await reread(reviewer.token, declaration.id))?.status).toBe('approved');
  });

  it('is not edited, by its owner nor by an admin', async () => {
    const { volunteer, declaration } = await declarationInPayment();
    const body = { type: 'expense', description: 'Meer boeken', amount: '99.00', date: today() };

    const byOwner = await portal.call<{ message: string }>('PUT', `/api/declarations/${declaration.id}`, {
      token: volunteer.token,
      body,
    });
    const byAdmin = await portal.call<{ message: string }>('PUT', `/api/declarations/${declaration.id}`, {
      token: admin,
      body,
    });

    expect([byOwner.status, byAdmin.status]).toEqual([409, 409]);
    expect(byOwner.body.message).toBe(m.inPayment);
    expect(byAdmin.body.message).toBe(m.inPayment);
    expect(await reread(volunteer.token, declaration.id)).toMatchObject({
      amount: '24.90',
      description: 'Schoolboeken',
    });
  });

  it('is not deleted, not even by an admin who may delete approved declarations', async () => {
    const { volunteer, declaration } = await declarationInPayment();

    const byAdmin = await portal.call<{ message: string }>('DELETE', `/api/declarations/${declaration.id}`, {
      token: admin,
    });
    const byOwner = await portal.call<{ message: string }>('DELETE', `/api/declarations/${declaration.id}`, {
      token: volunteer.token,
    });

    expect([byAdmin.status, byOwner.status]).toEqual([409, 409]);
    expect(byAdmin.body.message).toBe(m.inPayment);
    expect(byOwner.body.message).toBe(m.inPayment);
    expect((await reread(admin, declaration.id))?.paymentStatus).toBe('in_betaling');
  });

  it("survives the payee's erasure pseudonymised, with its payment file, so the bank line still matches", async () => {
    const { volunteer, declaration, fileId } = await declarationInPayment();

    const started = await portal.call<{ jobId: string }>('POST', '/api/privacy/jobs', {
      token: admin,
      body: { mode: 'erase', subject: { kind: 'volunteer', id: volunteer.id } },
    });
    expect(started.status, started.text).toBe(202);
    await portal.workDone();
    const job = await portal.call<PrivacyJob>('GET', `/api/privacy/jobs/${started.body.jobId}`, {
      token: admin,
    });

    const pseudonym = privacyMessages.privacy.pseudonym.volunteer(volunteer.id);
    expect(job.body.status).toBe('done');
    const stored = (await readTable(portal.resourcePrefix, 'declarations')).find(
      (item) => item.pk === `DECLARATION#${declaration.id}`,
    );
    expect(stored).toMatchObject({
      userName: pseudonym,
      status: 'approved',
      amountCents: 2490,
      payment: { state: 'in_betaling', fileId },
    });
    const file = (await readTable(portal.resourcePrefix, 'accounting')).find(
      (item) => item.pk === `PAYMENTFILE#${fileId}`,
    );
    expect(file?.payments).toEqual([
      expect.objectContaining({
        name: pseudonym,
        iban: 'BE71096123456769',
        amountCents: 2490,
        declarationIds: [declaration.id],
      }),
    ]);
    expect(JSON.stringify(file)).not.toContain(volunteer.lastName);
  });
});
