import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATION_MAX_AGE_DAYS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { genericMessages } from '../../shared/messages/generic';
import { recentDay } from '../fixtures/dates';
import { MINIMAL_PDF } from './support/files';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable, snapshotTables } from './support/tables';
import { createUser, signedInUser, volunteerFields } from './support/users';

let portal: TestPortal;
let admin: string;
let volunteer: { token: string; id: number };
let otherVolunteer: { token: string; id: number };
let coordinator: { token: string; id: number };

const m = messages.declarations;
const fourEyes = messages.approvals.declaration;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  const signIn = async (role: string) => {
    const { user, token } = await signedInUser(portal, admin, { role });
    return { token, id: user.id };
  };
  volunteer = await signIn('vrijwilliger');
  otherVolunteer = await signIn('vrijwilliger');
  coordinator = await signIn('coordinator');
});
afterAll(() => portal.stop());

type DeclarationAnswer = {
  id: number;
  amount: string;
  kilometers: number | null;
  status: string;
  receiptUrl: string | null;
  version: number;
};
type AnswerPage = { items: DeclarationAnswer[]; nextCursor: string | null };

async function declare(token: string, body: Record<string, unknown>) {
  return portal.call<DeclarationAnswer>('POST', '/api/declarations', {
    token,
    body: { date: today(), ...body },
  });
}

async function confirmedReceipt(token: string) {
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
  await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(MINIMAL_PDF),
  });
  await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, { token });
  return presigned.body.uploadId;
}

describe('creating declarations', () => {
  it('computes mileage on the server and ignores the amount the client sends', async () => {
    const answer = await declare(volunteer.token, {
      type: 'mileage',
      description: 'Rit naar school',
      kilometers: 12.5,
      amount: '999.99',
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ amount: '3.75', kilometers: 12.5, status: 'pending' });
  });

  it('keeps an expense amount as a decimal string with its confirmed receipt', async () => {
    const uploadId = await confirmedReceipt(volunteer.token);

    const answer = await declare(volunteer.token, {
      type: 'expense',
      description: 'Schriften',
      amount: '12,40',
      receiptUploadId: uploadId,
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      amount: '12.40',
      kilometers: null,
      receiptUrl: `/api/declarations/${answer.body.id}/receipt`,
    });
    const link = await portal.call<{ url: string }>('GET', `/api/declarations/${answer.body.id}/receipt`, {
      token: coordinator.token,
    });
    const download = await fetch(link.body.url);
    expect(Buffer.from(await download.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
  });

  it('does not notify an admin about the declaration they submit themselves', async () => {
    const answer = await declare(admin, { type: 'mileage', description: 'Eigen rit', kilometers: 2 });

    const notified = (await readTable(portal.resourcePrefix, 'notifications'))
      .filter(
        (item) =>
          item.type === 'declaratie' &&
          String(item.message).startsWith('Admin Beheerder diende een declaratie in'),
      )
      .map((item) => item.recipientId);
    expect(answer.status).toBe(201);
    expect(notified).toContain(coordinator.id);
    expect(notified).not.toContain(1);
  });

  it('tells the admins and coordinators through a declaratie notification and the activity log', async () => {
    const answer = await declare(volunteer.token, { type: 'mileage', description: 'Melding', kilometers: 1 });

    const notifications = await readTable(portal.resourcePrefix, 'notifications');
    const activity = await readTable(portal.resourcePrefix, 'activity');
    expect(
      notifications
        .filter((item) => item.type === 'declaratie')
        .map((item) => item.userId ?? item.recipientId),
    ).toEqual(expect.arrayContaining([1, coordinator.id]));
    expect(
      activity.some(
        (item) => item.kind === 'declaration-created' && item.subjectId === String(answer.body.id),
      ),
    ).toBe(true);
  });

  it.each([
    ['an expense of 0', { type: 'expense', description: 'x', amount: '0' }, m.amountPositive],
    ['a negative expense', { type: 'expense', description: 'x', amount: -5 }, m.amountPositive],
    ['0 kilometres', { type: 'mileage', description: 'x', kilometers: 0 }, m.kilometersPositive],
    ['negative kilometres', { type: 'mileage', description: 'x', kilometers: '-3' }, m.kilometersPositive],
    ['kilometres in hundredths', { type: 'mileage', description: 'x', kilometers: 1.25 }, m.kilometersStep],
    ['no description', { type: 'expense', description: ' ', amount: '5' }, m.descriptionRequired],
    [
      'a date in the future',
      { type: 'expense', description: 'x', amount: '5', date: '2999-01-01' },
      m.dateInFuture,
    ],
    [
      'a date more than 90 days back',
      { type: 'expense', description: 'x', amount: '5', date: recentDay(DECLARATION_MAX_AGE_DAYS + 1) },
      m.dateTooOld,
    ],
    [
      'an impossible date',
      { type: 'expense', description: 'x', amount: '5', date: '2026-02-30' },
      m.dateInvalid,
    ],
    [
      'a receipt on mileage',
      {
        type: 'mileage',
        description: 'x',
        kilometers: 3,
        receiptUploadId: '7b7c2c3e-8d0a-4a8e-9d51-1d2f3a4b5c6d',
      },
      undefined,
    ],
    [
      'an unconfirmed receipt',
      {
        type: 'expense',
        description: 'x',
        amount: '5',
        receiptUploadId: '7b7c2c3e-8d0a-4a8e-9d51-1d2f3a4b5c6d',
      },
      undefined,
    ],
  ])('refuses %s with a Dutch message and writes nothing', async (_, body, message) => {
    const before = await snapshotTables(portal.resourcePrefix);

    const answer = await declare(volunteer.token, body);

    expect([400, 404]).toContain(answer.status);
    if (message) expect((answer.body as unknown as { message: string }).message).toBe(message);
    const after = await snapshotTables(portal.resourcePrefix);
    expect(after).toEqual(before);
  });
});

describe('who sees what', () => {
  it('shows a volunteer only their own declarations and hides the others (404)', async () => {
    const theirs = await declare(otherVolunteer.token, {
      type: 'mileage',
      description: 'Andermans rit',
      kilometers: 4,
    });

    const list = await portal.call<AnswerPage>('GET', '/api/declarations', {
      token: volunteer.token,
    });
    const update = await portal.call('PUT', `/api/declarations/${theirs.body.id}`, {
      token: volunteer.token,
      body: { type: 'mileage', description: 'Gekaapt', kilometers: 400, date: today() },
    });
    const remove = await portal.call('DELETE', `/api/declarations/${theirs.body.id}`, {
      token: volunteer.token,
    });

    expect(list.body.items.map((declaration) => declaration.id)).not.toContain(theirs.body.id);
    expect(update.status).toBe(404);
    expect(remove.status).toBe(404);
  });

  it('shows a reviewer every declaration, filterable by status', async () => {
    const answer = await portal.call<AnswerPage>('GET', '/api/declarations?status=pending', {
      token: coordinator.token,
    });

    expect(answer.body.items.length).toBeGreaterThan(1);
    expect(answer.body.items.every((declaration) => declaration.status === 'pending')).toBe(true);
  });
});

describe('GET /api/declarations, a page at a time', () => {
  const daysAgo = (days: number) => {
    const date = new Date(`${today()}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - days);
    return date.toISOString().slice(0, 10);
  };

  /** Follows nextCursor from the first page to the last. */
  async function allPages(token: string, query: string) {
    const pages: AnswerPage[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const path: string = `/api/declarations?${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const answer = await portal.call<AnswerPage>('GET', path, { token });
      expect(answer.status).toBe(200);
      pages.push(answer.body);
      cursor = answer.body.nextCursor;
    }
    return pages;
  }

  it('pages through a volunteer’s own declarations, newest date first, the last page without a cursor', async () => {
    const owner = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    const made: number[] = [];
    for (const days of [3, 1, 2]) {
      const answer = await declare(owner.token, {
        type: 'mileage',
        description: `Rit ${days}`,
        kilometers: 2,
        date: daysAgo(days),
      });
      made.push(answer.body.id);
    }
    const [threeDaysAgo, oneDayAgo, twoDaysAgo] = made;

    const pages = await allPages(owner.token, 'limit=2');

    expect(pages.map((page) => page.items.length)).toEqual([2, 1]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual([
      oneDayAgo,
      twoDaysAgo,
      threeDaysAgo,
    ]);
  });

  it('pages a reviewer through every status at once, and a volunteer through one status of their own', async () => {
    const owner = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    const pending = await declare(owner.token, { type: 'mileage', description: 'Wacht', kilometers: 1 });
    const reviewed = await declare(owner.token, { type: 'mileage', description: 'Bekeken', kilometers: 1 });
    await portal.call('PATCH', `/api/declarations/${reviewed.body.id}/status`, {
      token: coordinator.token,
      body: { status: 'in_behandeling', expectedVersion: reviewed.body.version },
    });

    const everything = (await allPages(coordinator.token, 'limit=200')).flatMap((page) => page.items);
    const ownPending = (await allPages(owner.token, 'status=pending&limit=1')).flatMap((page) => page.items);

    const everyId = everything.map((item) => item.id);
    expect(everyId).toEqual(expect.arrayContaining([pending.body.id, reviewed.body.id]));
    expect(new Set(everyId).size).toBe(everyId.length);
    expect(new Set(everything.map((item) => item.status)).size).toBeGreaterThan(1);
    expect(ownPending.map((item) => item.id)).toEqual([pending.body.id]);
  });

  it('refuses a cursor of another list with the Dutch 400', async () => {
    const owner = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    for (const description of ['Een', 'Twee']) {
      await declare(owner.token, { type: 'mileage', description, kilometers: 1 });
    }
    const own = await portal.call<AnswerPage>('GET', '/api/declarations?limit=1', { token: owner.token });

    const answer = await portal.call('GET', `/api/declarations?cursor=${own.body.nextCursor}`, {
      token: coordinator.token,
    });

    expect(own.body.nextCursor).toEqual(expect.any(String));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(genericMessages.invalidCursor);
  });
});

describe('the review flow', () => {
  it('goes pending → in_behandeling → wordt_verwerkt → approved, records every step, and then forbids editing', async () => {
    const created = await declare(volunteer.token, { type: 'mileage', description: 'Flow', kilometers: 10 });
    let seen = created.body.version;
    const patch = async (status: string, reviewNotes?: string) => {
      const answer = await portal.call<
        DeclarationAnswer & { statusHistory: { from: string | null; to: string; byId: number }[] }
      >('PATCH', `/api/declarations/${created.body.id}/status`, {
        token: coordinator.token,
        body: { status, reviewNotes, expectedVersion: seen },
      });
      if (answer.status === 200) seen = answer.body.version;
      return answer;
    };

    expect((await patch('wordt_verwerkt')).status).toBe(409);
    expect((await patch('in_behandeling')).status).toBe(200);
    expect((await patch('wordt_verwerkt')).status).toBe(200);
    const approved = await patch('approved');
    expect(approved.body.statusHistory.map((step) => [step.from, step.to])).toEqual([
      [null, 'pending'],
      ['pending', 'in_behandeling'],
      ['in_behandeling', 'wordt_verwerkt'],
      ['wordt_verwerkt', 'approved'],
    ]);
    expect((await patch('approved')).body).toMatchObject({ message: m.transitionNotAllowed });

    const edit = await portal.call('PUT', `/api/declarations/${created.body.id}`, {
      token: volunteer.token,
      body: { type: 'mileage', description: 'Later', kilometers: 11, date: today() },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(m.onlyWhilePending);
  });

  it('needs a note to reject', async () => {
    const created = await declare(volunteer.token, { type: 'expense', description: 'Afwijzen', amount: '3' });

    const expectedVersion = created.body.version;
    const withoutNote = await portal.call('PATCH', `/api/declarations/${created.body.id}/status`, {
      token: coordinator.token,
      body: { status: 'rejected', expectedVersion },
    });
    const withNote = await portal.call('PATCH', `/api/declarations/${created.body.id}/status`, {
      token: coordinator.token,
      body: { status: 'rejected', reviewNotes: 'Geen bewijsstuk', expectedVersion },
    });

    expect(withoutNote.status).toBe(400);
    expect(withoutNote.body.message).toBe(m.rejectionNeedsNote);
    expect(withNote.body).toMatchObject({ status: 'rejected', reviewNotes: 'Geen bewijsstuk' });
  });

  it('refuses the owner a status change (403) and a reviewer their own declaration', async () => {
    const own = await declare(volunteer.token, { type: 'mileage', description: 'Eigen', kilometers: 2 });
    const coordinatorsOwn = await declare(coordinator.token, {
      type: 'mileage',
      description: 'Eigen',
      kilometers: 2,
    });

    const byOwner = await portal.call('PATCH', `/api/declarations/${own.body.id}/status`, {
      token: volunteer.token,
      body: { status: 'approved', expectedVersion: own.body.version },
    });
    const selfReview = await portal.call('PATCH', `/api/declarations/${coordinatorsOwn.body.id}/status`, {
      token: coordinator.token,
      body: { status: 'approved', expectedVersion: coordinatorsOwn.body.version },
    });

    expect(byOwner.status).toBe(403);
    expect(selfReview.status).toBe(403);
    expect(selfReview.body.message).toBe(m.ownDeclaration);
  });

  it('keeps the receipt when an edit does not mention it, and removes it on null', async () => {
    const uploadId = await confirmedReceipt(volunteer.token);
    const created = await declare(volunteer.token, {
      type: 'expense',
      description: 'Met bon',
      amount: '8',
      receiptUploadId: uploadId,
    });
    const edit = (extra: Record<string, unknown>) =>
      portal.call<DeclarationAnswer>('PUT', `/api/declarations/${created.body.id}`, {
        token: volunteer.token,
        body: { type: 'expense', description: 'Met bon, aangepast', amount: '9', date: today(), ...extra },
      });

    const kept = await edit({});
    const removed = await edit({ receiptUploadId: null });

    expect(kept.body).toMatchObject({
      amount: '9.00',
      receiptUrl: `/api/declarations/${created.body.id}/receipt`,
    });
    expect(removed.body.receiptUrl).toBeNull();
  });

  it('accepts a date 90 days back; an edit may keep an older stored date but not move to another', async () => {
    // Prepare: a declaration of exactly 90 days back, whose stored day then ages to 120 days back
    const oldest = await declare(volunteer.token, {
      type: 'expense',
      description: 'Oud bonnetje',
      amount: '5',
      date: recentDay(DECLARATION_MAX_AGE_DAYS),
    });
    expect(oldest.status).toBe(201);
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    await client.send(
      new UpdateCommand({
        TableName: `${portal.resourcePrefix}declarations`,
        Key: { pk: `DECLARATION#${oldest.body.id}`, sk: 'DECLARATION' },
        UpdateExpression: 'SET #date = :day',
        ExpressionAttributeNames: { '#date': 'date' },
        ExpressionAttributeValues: { ':day': recentDay(120) },
      }),
    );
    const edit = (date: string) =>
      portal.call<DeclarationAnswer>('PUT', `/api/declarations/${oldest.body.id}`, {
        token: volunteer.token,
        body: { type: 'expense', description: 'Oud bonnetje, bedrag verbeterd', amount: '6', date },
      });

    // Act
    const moved = await edit(recentDay(100));
    const kept = await edit(recentDay(120));

    // Assess
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ message: m.dateTooOld });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ amount: '6.00', date: recentDay(120) });
  });

  it('lets the owner edit and delete while pending', async () => {
    const created = await declare(volunteer.token, { type: 'expense', description: 'Eerst', amount: '5' });

    const edited = await portal.call<DeclarationAnswer>('PUT', `/api/declarations/${created.body.id}`, {
      token: volunteer.token,
      body: { type: 'mileage', description: 'Toch een rit', kilometers: 20, date: today() },
    });
    const removed = await portal.call('DELETE', `/api/declarations/${created.body.id}`, {
      token: volunteer.token,
    });

    expect(edited.body).toMatchObject({ amount: '6.00', kilometers: 20 });
    expect(removed.status).toBe(200);
  });
});

type ReviewedAnswer = DeclarationAnswer & {
  statusHistory: { from: string | null; to: string; at: string }[];
};

const review = (token: string, id: number, body: Record<string, unknown>) =>
  portal.call<ReviewedAnswer>('PATCH', `/api/declarations/${id}/status`, { token, body });

describe('a review bound to what the reviewer saw', () => {
  it('answers 409 with the Dutch message when the owner changed the declaration after the reviewer opened it', async () => {
    const created = await declare(volunteer.token, { type: 'expense', description: 'Boeken', amount: '10' });
    const seenVersion = created.body.version;
    await portal.call('PUT', `/api/declarations/${created.body.id}`, {
      token: volunteer.token,
      body: { type: 'expense', description: 'Boeken', amount: '950', date: today() },
    });

    const approval = await review(coordinator.token, created.body.id, {
      status: 'approved',
      expectedVersion: seenVersion,
    });

    expect(approval.status).toBe(409);
    expect(approval.body).toMatchObject({ message: m.reviewedVersionChanged });
    const stored = await portal.call<AnswerPage>('GET', '/api/declarations?limit=200', { token: admin });
    expect(stored.body.items.find((item) => item.id === created.body.id)).toMatchObject({
      status: 'pending',
      amount: '950.00',
    });
  });

  it('refuses approval by a reviewer who changed the declarant’s bank account in the last 30 days (403), not by another', async () => {
    const fields = volunteerFields();
    const declarant = await createUser(portal, admin, fields);
    const ibanChange = await portal.call('PUT', `/api/users/${declarant.id}`, {
      token: coordinator.token,
      body: { ...fields, password: undefined, bankAccount: 'BE68539007547034' },
    });
    const declarantToken = await portal.logIn(fields.username, fields.password);
    const created = await declare(declarantToken, { type: 'mileage', description: 'Rit', kilometers: 4 });

    const byCoordinator = await review(coordinator.token, created.body.id, {
      status: 'approved',
      expectedVersion: created.body.version,
    });
    const byAdmin = await review(admin, created.body.id, {
      status: 'approved',
      expectedVersion: created.body.version,
    });

    expect(ibanChange.status).toBe(200);
    expect(byCoordinator.status).toBe(403);
    expect(byCoordinator.body).toMatchObject({ message: fourEyes['set-payee-iban'] });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.status).toBe('approved');
  });
});

describe('four eyes on an approval (issue 38 item 6)', () => {
  const storedDeclaration = async (id: number) => {
    const page = await portal.call<AnswerPage>('GET', '/api/declarations?limit=200', { token: admin });
    return page.body.items.find((item) => item.id === id);
  };

  it('refuses the coordinator who created an account with their own IBAN the approval of its declaration', async () => {
    const puppetFields = volunteerFields({ bankAccount: 'BE68539007547034' });
    const created = await portal.call<{ id: number }>('POST', '/api/users', {
      token: coordinator.token,
      body: puppetFields,
    });
    const puppetToken = await portal.logIn(puppetFields.username, puppetFields.password);
    const declared = await declare(puppetToken, { type: 'expense', description: 'Materiaal', amount: '480' });

    const byCreator = await review(coordinator.token, declared.body.id, {
      status: 'approved',
      expectedVersion: declared.body.version,
    });

    expect(created.status).toBe(201);
    expect(byCreator.status).toBe(403);
    expect(byCreator.body).toMatchObject({ message: fourEyes['set-payee-iban'] });
    expect(await storedDeclaration(declared.body.id)).toMatchObject({
      status: 'pending',
      version: declared.body.version,
      payeeIbanChanges: [{ byId: coordinator.id }],
    });
  });

  it('refuses the admin who raised the amount the approval of what they edited; another reviewer approves', async () => {
    const declared = await declare(volunteer.token, {
      type: 'expense',
      description: 'Knutselspullen',
      amount: '12',
    });
    const raised = await portal.call<DeclarationAnswer & { editorIds: number[] }>(
      'PUT',
      `/api/declarations/${declared.body.id}`,
      {
        token: admin,
        body: { type: 'expense', description: 'Knutselspullen', amount: '1200', date: today() },
      },
    );

    const byEditor = await review(admin, declared.body.id, {
      status: 'approved',
      expectedVersion: raised.body.version,
    });
    const afterRefusal = await storedDeclaration(declared.body.id);
    const byOther = await review(coordinator.token, declared.body.id, {
      status: 'approved',
      expectedVersion: raised.body.version,
    });

    expect(raised.status).toBe(200);
    expect(byEditor.status).toBe(403);
    expect(byEditor.body).toMatchObject({ message: fourEyes['edited-it'] });
    expect(raised.body.editorIds).toHaveLength(1);
    expect(afterRefusal).toMatchObject({ status: 'pending', version: raised.body.version });
    expect(byOther.status).toBe(200);
    expect(byOther.body).toMatchObject({ status: 'approved', amount: '1200.00' });
  });

  it('answers 409 and changes nothing when the approval names a version older than the stored one', async () => {
    const declared = await declare(volunteer.token, { type: 'expense', description: 'Bus', amount: '12' });
    await portal.call('PUT', `/api/declarations/${declared.body.id}`, {
      token: volunteer.token,
      body: { type: 'expense', description: 'Bus', amount: '1200', date: today() },
    });

    const stale = await review(coordinator.token, declared.body.id, {
      status: 'approved',
      expectedVersion: declared.body.version,
    });

    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: m.reviewedVersionChanged });
    expect(await storedDeclaration(declared.body.id)).toMatchObject({ status: 'pending', amount: '1200.00' });
  });
});

describe('undoing an approval', () => {
  const undo = (token: string, id: number, expectedVersion: number) =>
    portal.call<ReviewedAnswer>('POST', `/api/declarations/${id}/undo-approval`, {
      token,
      body: { expectedVersion },
    });

  async function approvedByCoordinator() {
    const created = await declare(volunteer.token, { type: 'expense', description: 'Snel', amount: '7.5' });
    const approved = await review(coordinator.token, created.body.id, {
      status: 'approved',
      expectedVersion: created.body.version,
    });
    expect(approved.status).toBe(200);
    return approved.body;
  }

  /** Moves the recorded approval `ms` into the past, as if that much time had gone by. */
  async function ageApproval(id: number, historyLength: number, ms: number) {
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    await client.send(
      new UpdateCommand({
        TableName: `${portal.resourcePrefix}declarations`,
        Key: { pk: `DECLARATION#${id}`, sk: 'DECLARATION' },
        UpdateExpression: `SET statusHistory[${historyLength - 1}].#at = :at`,
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':at': new Date(Date.now() - ms).toISOString() },
      }),
    );
  }

  it('lets the approving reviewer move it back to its previous status within 10 seconds, recorded in the history', async () => {
    const approved = await approvedByCoordinator();

    const undone = await undo(coordinator.token, approved.id, approved.version);

    expect(undone.status).toBe(200);
    expect(undone.body.status).toBe('pending');
    expect(undone.body.statusHistory.map((step) => [step.from, step.to])).toEqual([
      [null, 'pending'],
      ['pending', 'approved'],
      ['approved', 'pending'],
    ]);
  });

  it('refuses the undo after 10 seconds with the Dutch message, and another reviewer at any time', async () => {
    const approved = await approvedByCoordinator();
    const byAdmin = await undo(admin, approved.id, approved.version);
    await ageApproval(approved.id, approved.statusHistory.length, 11_000);

    const late = await undo(coordinator.token, approved.id, approved.version);

    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toMatchObject({ message: m.undoNotYours });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: m.undoTooLate });
  });
});

describe('notifications of a handled declaration', () => {
  it('are no longer unread for another admin once a coordinator approved it', async () => {
    const created = await declare(volunteer.token, { type: 'mileage', description: 'Bel', kilometers: 3 });
    const unreadAbout = async () => {
      const answer = await portal.call<{
        notifications: { isRead: boolean; link: string; message: string }[];
      }>('GET', '/api/notifications', { token: admin });
      const stored = await readTable(portal.resourcePrefix, 'notifications');
      const ids = new Set(
        stored
          .filter((item) => (item.subject as { id?: number } | undefined)?.id === created.body.id)
          .filter((item) => item.recipientId === 1 && item.isRead === false)
          .map((item) => item.id),
      );
      return { unread: ids.size, count: (answer.body as unknown as { unreadCount: number }).unreadCount };
    };
    const before = await unreadAbout();

    await review(coordinator.token, created.body.id, {
      status: 'approved',
      expectedVersion: created.body.version,
    });
    const after = await unreadAbout();

    expect(before.unread).toBe(1);
    expect(after.unread).toBe(0);
    expect(after.count).toBe(before.count - 1);
  });
});

describe('a receipt and its declaration in one transaction', () => {
  it('leaves the receipt attachable when the declaration save fails after the receipt check, so the retry succeeds', async () => {
    const uploadId = await confirmedReceipt(volunteer.token);
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const TableName = `${portal.resourcePrefix}declarations`;
    // Occupy the id the next declaration will get, so its conditional Put fails inside the save.
    const counter = await client.send(
      new GetCommand({ TableName, Key: { pk: 'COUNTER', sk: 'DECLARATION' } }),
    );
    const nextId = Number(counter.Item?.value ?? 0) + 1;
    await client.send(
      new PutCommand({ TableName, Item: { pk: `DECLARATION#${nextId}`, sk: 'DECLARATION' } }),
    );
    const body = { type: 'expense', description: 'Bon met pech', amount: '4.20', receiptUploadId: uploadId };

    const failed = await declare(volunteer.token, body);
    const retried = await declare(volunteer.token, body);

    expect(failed.status).toBe(409);
    expect(retried.status, retried.text).toBe(201);
    expect(retried.body.receiptUrl).toBe(`/api/declarations/${retried.body.id}/receipt`);
    const upload = (await readTable(portal.resourcePrefix, 'documents')).find(
      (item) => item.pk === `UPLOAD#${uploadId}`,
    );
    expect(upload).toMatchObject({ status: 'attached', attachedTo: `declaration#${retried.body.id}` });
  });
});
