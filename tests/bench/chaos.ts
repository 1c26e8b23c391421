/**
 * Chaos run (issue 39): while virtual users run the main flows for 60 s (declarations with and
 * without a receipt, their review and undo, the bookkeeping's transactions and their approval,
 * families and accounts made and removed), 5 % of the DynamoDB and S3 calls of the handlers and
 * workers fail at random: half throttled, half a server error, as the SDK reports them once its own
 * retries are spent. A request that answers 5xx is sent again with the same Idempotency-Key, as the
 * web client does. Afterwards, with the faults off, every invariant must hold: the statistics
 * counters equal a recount, each bank balance is its opening balance plus its approved
 * transactions, the bookkeeping's totals equal a recount, every declaration is booked exactly as its
 * status says, and no upload is orphaned. Prints the faults injected and the invariants checked;
 * a broken invariant breaks the budget (0), so `npm run bench` exits non-zero.
 * Alone: `npm run bench -- --only chaos` (or `tsx tests/bench/chaos.ts`; CHAOS_SECONDS=20 for a short run).
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { AwsHttp, type AwsHttpRequest } from '../../functions/commons/aws-http';
import { PENDING_UPLOAD_PREFIX } from '../../shared/uploads';
import { MINIMAL_PDF } from '../integration/support/files';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import {
  type ApiAnswer,
  BENCH_USER_PASSWORD,
  type BenchPortal,
  familyFields,
  startBenchPortal,
  userFields,
} from './support/local-portal';
import type { BenchRow, Suite } from './support/report';

const SUITE = 'chaos';
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 60);
const FAULT_RATE = 0.05;
const VOLUNTEERS = 4;
const BANK_ACCOUNTS = [
  { name: 'Zichtrekening', iban: 'BE68539007547034', opening: '250.00' },
  { name: 'Spaarrekening', iban: 'BE71096123456769', opening: '1000.00' },
] as const;

const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

// ---------------------------------------------------------------------------------------------------
// Faults

type FaultCounts = { calls: number; dynamodb: number; s3: number; throttled: number; failed: number };

function faultError(service: 'dynamodb' | 's3', throttled: boolean): Error {
  const name = throttled
    ? service === 'dynamodb'
      ? 'ProvisionedThroughputExceededException'
      : 'SlowDown'
    : service === 'dynamodb'
      ? 'InternalServerError'
      : 'InternalError';
  return Object.assign(new Error(`Injected by the chaos run: ${name}`), {
    name,
    $fault: throttled && service === 'dynamodb' ? 'client' : 'server',
    $metadata: { httpStatusCode: throttled ? (service === 's3' ? 503 : 400) : 500, attempts: 3 },
    ...(throttled ? { $retryable: { throttling: true } } : {}),
  });
}

/**
 * Every AWS SDK client of this process sends through the Smithy client's `send`: from `start` until
 * `stop`, a call of a DynamoDB (plain or document) or S3 client fails with `rate` probability.
 */
function faultInjector(rate: number) {
  const base = Object.getPrototypeOf(DynamoDBClient.prototype) as {
    send: (this: unknown, ...args: unknown[]) => Promise<unknown>;
  };
  const original = base.send;
  const counts: FaultCounts = { calls: 0, dynamodb: 0, s3: 0, throttled: 0, failed: 0 };
  const serviceOf = (client: unknown) =>
    client instanceof S3Client
      ? 's3'
      : client instanceof DynamoDBClient || client instanceof DynamoDBDocumentClient
        ? 'dynamodb'
        : null;
  // The routes' own S3 object calls are signed requests without the SDK client (functions/commons/aws-http.ts).
  const signed = AwsHttp.prototype;
  const originalSigned = signed.send;
  const strike = (service: 'dynamodb' | 's3', pass: () => Promise<unknown>) => {
    counts.calls += 1;
    if (Math.random() >= rate) return pass();
    const throttled = Math.random() < 0.5;
    counts[service] += 1;
    counts[throttled ? 'throttled' : 'failed'] += 1;
    return Promise.reject(faultError(service, throttled));
  };
  return {
    counts,
    start() {
      base.send = function send(this: unknown, ...args: unknown[]) {
        const service = serviceOf(this);
        if (!service) return original.apply(this, args);
        return strike(service, () => original.apply(this, args));
      };
      signed.send = function send(this: AwsHttp, request: AwsHttpRequest) {
        if (request.service !== 's3') return originalSigned.call(this, request);
        return strike('s3', () => originalSigned.call(this, request)) as Promise<Response>;
      };
    },
    stop() {
      base.send = original;
      signed.send = originalSigned;
    },
    get injected() {
      return counts.dynamodb + counts.s3;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Load

type Tally = {
  requests: number;
  ok: number;
  serverErrors: number;
  retried: number;
  byFlow: Map<string, number>;
};

const pickOne = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

function loadClient(portal: BenchPortal, tally: Tally) {
  /** One user action: sent again (same Idempotency-Key for a create) while the server answers 5xx, at most 3 times. */
  const act = async (
    flow: string,
    method: string,
    path: string,
    options: { token: string; body?: unknown; idempotent?: boolean },
  ): Promise<ApiAnswer> => {
    const headers: Record<string, string> = options.idempotent ? { 'idempotency-key': randomUUID() } : {};
    let answer: ApiAnswer = { status: 0, body: null, text: '' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (attempt > 0) tally.retried += 1;
      tally.requests += 1;
      answer = await portal
        .call(method, path, { token: options.token, body: options.body, headers })
        .catch((error: unknown) => ({ status: 599, body: null, text: String(error) }));
      if (answer.status < 500) break;
      tally.serverErrors += 1;
    }
    if (answer.status < 400) {
      tally.ok += 1;
      tally.byFlow.set(flow, (tally.byFlow.get(flow) ?? 0) + 1);
    }
    return answer;
  };
  return act;
}

type Listed<T> = { items?: T[] };
type DeclarationRow = { id: number; type: string; status: string; version: number; createdById?: number };
type EntryRow = { id: number; status: string; version: number };

async function prepareLoad(portal: BenchPortal, tally: Tally) {
  const act = loadClient(portal, tally);
  const admin = portal.adminToken;
  const run = randomUUID().slice(0, 6);
  const volunteerTokens: string[] = [];
  for (let index = 0; index < VOLUNTEERS; index += 1) {
    const fields = userFields(`${run}-v${index}`);
    await portal.expect(201, 'POST', '/api/users', {
      token: admin,
      body: fields,
      headers: { 'idempotency-key': randomUUID() },
    });
    volunteerTokens.push(await portal.logIn(fields.username, BENCH_USER_PASSWORD));
  }
  const coordinator = userFields(`${run}-c`, 'coordinator');
  await portal.expect(201, 'POST', '/api/users', {
    token: admin,
    body: coordinator,
    headers: { 'idempotency-key': randomUUID() },
  });
  const bookkeeper = await portal.logIn(coordinator.username, BENCH_USER_PASSWORD);
  for (const account of BANK_ACCOUNTS)
    await portal.expect(201, 'POST', '/api/accounting/bank-accounts', {
      token: admin,
      body: {
        name: account.name,
        bankName: 'KBC',
        accountNumber: account.iban,
        currentBalance: account.opening,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
  return { act, admin, bookkeeper, volunteerTokens, run };
}

type LoadSetup = Awaited<ReturnType<typeof prepareLoad>>;

async function declareWithReceipt(setup: LoadSetup, token: string, serial: number) {
  const { act } = setup;
  const presigned = await act('upload receipt', 'POST', '/api/uploads', {
    token,
    body: {
      purpose: 'declaration-receipt',
      fileName: `kasticket-${serial}.pdf`,
      contentType: 'application/pdf',
      size: MINIMAL_PDF.byteLength,
    },
  });
  if (presigned.status !== 201) return;
  const target = presigned.body as { uploadId: string; url: string; headers: Record<string, string> };
  const put = await fetch(target.url, {
    method: 'PUT',
    headers: target.headers,
    body: new Uint8Array(MINIMAL_PDF),
  });
  if (!put.ok) return;
  const confirmed = await act('confirm receipt', 'POST', `/api/uploads/${target.uploadId}/confirm`, {
    token,
  });
  if (confirmed.status !== 200) return;
  await act('declare expense', 'POST', '/api/declarations', {
    token,
    idempotent: true,
    body: {
      type: 'expense',
      description: `Schriften ${serial}`,
      amount: `${(5 + (serial % 20)).toFixed(2)}`,
      date: today(),
      receiptUploadId: target.uploadId,
    },
  });
}

async function volunteerLoop(setup: LoadSetup, token: string, deadline: number) {
  const { act } = setup;
  for (let serial = 0; performance.now() < deadline; serial += 1) {
    const dice = Math.random();
    if (dice < 0.45) {
      await act('declare mileage', 'POST', '/api/declarations', {
        token,
        idempotent: true,
        body: {
          type: 'mileage',
          description: `Rit ${serial}`,
          kilometers: `${1 + (serial % 30)}.5`,
          date: today(),
        },
      });
    } else if (dice < 0.85) {
      await declareWithReceipt(setup, token, serial);
    } else {
      // Only mileage: a deleted declaration keeps its receipt upload by design (remove-declaration).
      const listed = await act('list own', 'GET', '/api/declarations?status=pending', { token });
      const mine = ((listed.body as Listed<DeclarationRow>)?.items ?? []).filter(
        (row) => row.type === 'mileage',
      );
      const victim = pickOne(mine);
      if (victim) await act('delete declaration', 'DELETE', `/api/declarations/${victim.id}`, { token });
    }
  }
}

async function reviewerLoop(setup: LoadSetup, deadline: number) {
  const { act, admin } = setup;
  const approved: DeclarationRow[] = [];
  while (performance.now() < deadline) {
    const dice = Math.random();
    if (dice < 0.15 && approved.length > 0) {
      const undo = approved.splice(Math.floor(Math.random() * approved.length), 1)[0] as DeclarationRow;
      await act('undo approval', 'POST', `/api/declarations/${undo.id}/undo-approval`, {
        token: admin,
        body: { expectedVersion: undo.version + 1 },
      });
      continue;
    }
    const listed = await act('list pending', 'GET', '/api/declarations?status=pending', { token: admin });
    const next = pickOne((listed.body as Listed<DeclarationRow>)?.items ?? []);
    if (!next) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    const status = dice < 0.75 ? 'approved' : 'rejected';
    const answer = await act(`declaration ${status}`, 'PATCH', `/api/declarations/${next.id}/status`, {
      token: admin,
      body: {
        status,
        expectedVersion: next.version,
        ...(status === 'rejected' ? { reviewNotes: 'Onleesbaar' } : {}),
      },
    });
    if (answer.status === 200 && status === 'approved') approved.push(next);
  }
}

async function bookkeeperLoop(setup: LoadSetup, deadline: number) {
  const { act, bookkeeper } = setup;
  for (let serial = 0; performance.now() < deadline; serial += 1) {
    const incoming = Math.random() < 0.4;
    const account = pickOne(BANK_ACCOUNTS);
    await act('new transaction', 'POST', '/api/accounting/entries', {
      token: bookkeeper,
      idempotent: true,
      body: {
        type: incoming ? 'incoming' : 'outgoing',
        category: incoming ? 'Donaties' : 'Materialen',
        description: `Transactie ${serial}`,
        amount: `${(10 + (serial % 40)).toFixed(2)}`,
        date: today(),
        bankAccount: Math.random() < 0.8 ? account?.iban : undefined,
      },
    });
  }
}

async function approverLoop(setup: LoadSetup, deadline: number) {
  const { act, admin } = setup;
  while (performance.now() < deadline) {
    const listed = await act('list entries', 'GET', '/api/accounting/entries?status=pending', {
      token: admin,
    });
    const next = pickOne((listed.body as Listed<EntryRow>)?.items ?? []);
    if (!next) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    const verdict = Math.random() < 0.8 ? 'approve' : 'reject';
    await act(`transaction ${verdict}`, 'POST', `/api/accounting/entries/${next.id}/${verdict}`, {
      token: admin,
      body: { expectedVersion: next.version },
    });
  }
}

async function peopleLoop(setup: LoadSetup, deadline: number) {
  const { act, admin, run } = setup;
  const families: number[] = [];
  const users: number[] = [];
  for (let serial = 0; performance.now() < deadline; serial += 1) {
    const dice = Math.random();
    if (dice < 0.4) {
      const made = await act('new family', 'POST', '/api/families', {
        token: admin,
        idempotent: true,
        body: familyFields(`${run}-f${serial}`),
      });
      if (made.status === 201) families.push((made.body as { id: number }).id);
    } else if (dice < 0.6 && families.length > 0) {
      const id = families.splice(Math.floor(Math.random() * families.length), 1)[0];
      await act('delete family', 'DELETE', `/api/families/${id}`, { token: admin });
    } else if (dice < 0.85) {
      const made = await act('new account', 'POST', '/api/users', {
        token: admin,
        idempotent: true,
        body: userFields(`${run}-u${serial}`),
      });
      if (made.status === 201) users.push((made.body as { id: number }).id);
    } else if (users.length > 0) {
      const id = users.splice(Math.floor(Math.random() * users.length), 1)[0];
      await act('delete account', 'DELETE', `/api/users/${id}`, { token: admin });
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Invariants

type Invariant = { name: string; checked: number; broken: string[] };

async function scanAll(table: string): Promise<Record<string, unknown>[]> {
  const { dynamo } = await import('../../functions/commons/dynamo');
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({ TableName: table, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey as Record<string, unknown> | undefined;
  } while (start);
  return items;
}

async function checkInvariants(): Promise<Invariant[]> {
  const { tableName } = await import('../../functions/repositories/table');
  const { readStatistics } = await import('../../functions/repositories/statistics');
  const { countStatisticsTotals } = await import('../../functions/services/dashboard/rebuild-statistics');
  const { entryRecordSchema, listBankAccounts, totalsBetween, getBookingState } = await import(
    '../../functions/repositories/accounting'
  );
  const { totalsAttribute } = await import('../../functions/repositories/keys/accounting');
  const { balanceEffect } = await import('../../shared/policies/accounting');
  const { declarationRecordSchema } = await import('../../functions/repositories/declarations');
  const { uploadRecordSchema } = await import('../../functions/repositories/uploads');
  const { UNCLAIMED_UPLOADS_PARTITION } = await import('../../functions/repositories/keys/documents');
  const { s3 } = await import('../../functions/commons/s3');

  const invariants: Invariant[] = [];

  // 1. The statistics counters kept on write equal a recount from the indexes.
  {
    const stored = (await readStatistics(new Date())).totals as Record<string, number>;
    const counted = (await countStatisticsTotals()) as Record<string, number>;
    const broken = Object.keys(counted)
      .filter((attribute) => (stored[attribute] ?? 0) !== counted[attribute])
      .map(
        (attribute) =>
          `statistics ${attribute}: stored ${stored[attribute] ?? 0}, recount ${counted[attribute]}`,
      );
    invariants.push({
      name: 'statistics counters equal a recount',
      checked: Object.keys(counted).length,
      broken,
    });
  }

  // 2 and 3. Bank balances and the bookkeeping's totals equal a recount of the approved transactions.
  const entries = (await scanAll(tableName('accounting')))
    .map((item) => entryRecordSchema.safeParse(item))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data);
  {
    const balances = new Map<number, number>();
    const uses = new Map<number, number>();
    for (const entry of entries) {
      if (entry.bankAccountId === null) continue;
      uses.set(entry.bankAccountId, (uses.get(entry.bankAccountId) ?? 0) + 1);
      if (entry.status === 'approved')
        balances.set(entry.bankAccountId, (balances.get(entry.bankAccountId) ?? 0) + balanceEffect(entry));
    }
    const broken: string[] = [];
    const accounts = await listBankAccounts();
    for (const account of accounts) {
      const want = account.openingBalanceCents + (balances.get(account.id) ?? 0);
      if (account.balanceCents !== want)
        broken.push(
          `bank account ${account.id}: balance ${account.balanceCents}, approved transactions say ${want}`,
        );
      if (account.entryCount !== (uses.get(account.id) ?? 0))
        broken.push(
          `bank account ${account.id}: use count ${account.entryCount}, transactions ${uses.get(account.id) ?? 0}`,
        );
    }
    invariants.push({
      name: 'bank balances equal opening balance plus approved transactions',
      checked: accounts.length,
      broken,
    });
  }
  {
    const months = new Map<string, Map<string, number>>();
    for (const entry of entries) {
      if (entry.status !== 'approved') continue;
      const row = months.get(entry.date.slice(0, 7)) ?? new Map<string, number>();
      const attribute = totalsAttribute(entry.type, entry.category);
      row.set(attribute, (row.get(attribute) ?? 0) + entry.amountCents);
      months.set(entry.date.slice(0, 7), row);
    }
    const stored = new Map((await totalsBetween('month', '0', '~')).map((row) => [row.key, row.totals]));
    const broken: string[] = [];
    let checked = 0;
    for (const month of new Set([...months.keys(), ...stored.keys()])) {
      const want = months.get(month) ?? new Map<string, number>();
      const have = (stored.get(month) ?? {}) as Record<string, number>;
      for (const attribute of new Set([...want.keys(), ...Object.keys(have)])) {
        checked += 1;
        if ((have[attribute] ?? 0) !== (want.get(attribute) ?? 0))
          broken.push(
            `totals ${month} ${attribute}: stored ${have[attribute] ?? 0}, recount ${want.get(attribute) ?? 0}`,
          );
      }
    }
    invariants.push({ name: 'bookkeeping month totals equal a recount', checked, broken });
  }

  // 4. Every declaration is booked as its status says: approved ones once, others not (or reversed).
  const declarations = (await scanAll(tableName('declarations')))
    .map((item) => declarationRecordSchema.safeParse(item))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data);
  {
    const booked = new Map<number, number>();
    for (const entry of entries)
      if (entry.declarationId)
        booked.set(entry.declarationId, (booked.get(entry.declarationId) ?? 0) + entry.amountCents);
    const broken: string[] = [];
    const known = new Set(declarations.map((declaration) => declaration.id));
    for (const declaration of declarations) {
      const isApproved = declaration.status === 'approved';
      const want = isApproved ? declaration.amountCents : 0;
      if ((booked.get(declaration.id) ?? 0) !== want)
        broken.push(
          `declaration ${declaration.id} (${declaration.status}): booked ${booked.get(declaration.id) ?? 0}, expected ${want}`,
        );
      const state = await getBookingState(declaration.id);
      if (Boolean(state?.isBooked) !== isApproved)
        broken.push(
          `declaration ${declaration.id} (${declaration.status}): booking state ${state?.isBooked ?? 'none'}`,
        );
    }
    for (const [id, cents] of booked)
      if (!known.has(id) && cents !== 0) broken.push(`deleted declaration ${id} still booked for ${cents}`);
    invariants.push({
      name: 'no declaration without its booking (nor a booking without its declaration)',
      checked: declarations.length,
      broken,
    });
  }

  // 5. A create sent again with its Idempotency-Key (after a 5xx) stored one item: every create of
  // the load has a description or name of its own.
  {
    const families = (await scanAll(tableName('families'))).filter(
      (item) => typeof item.parentName === 'string',
    );
    const groups = new Map<string, number>();
    const count = (label: string) => groups.set(label, (groups.get(label) ?? 0) + 1);
    for (const declaration of declarations)
      count(`declaration of user ${declaration.userId}: ${declaration.description}`);
    for (const entry of entries) if (!entry.declarationId) count(`transaction: ${entry.description}`);
    for (const family of families) count(`family: ${String(family.parentName)}`);
    const broken = [...groups]
      .filter(([, times]) => times > 1)
      .map(([label, times]) => `${label} stored ${times} times`);
    invariants.push({ name: 'one item per create, however often it was sent', checked: groups.size, broken });
  }

  // 6. No orphan upload: every receipt is attached to its declaration and stored; every stored object is named by an upload record or an unclaimed-upload marker (which the daily sweep removes).
  {
    const documents = await scanAll(tableName('documents'));
    const uploads = documents
      .map((item) => uploadRecordSchema.safeParse(item))
      .filter((parsed) => parsed.success)
      .map((parsed) => parsed.data);
    const byId = new Map(uploads.map((upload) => [upload.id, upload]));
    const named = new Set<string>(uploads.map((upload) => `${upload.bucket}/${upload.key}`));
    for (const item of documents)
      if (item.pk === UNCLAIMED_UPLOADS_PARTITION)
        named.add(`${String(item.bucket)}/${String(item.objectKey)}`);
    const broken: string[] = [];
    const buckets = new Set(uploads.map((upload) => upload.bucket));
    const objects = new Set<string>();
    for (const bucket of buckets) {
      let token: string | undefined;
      do {
        const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of listed.Contents ?? []) objects.add(`${bucket}/${object.Key}`);
        token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (token);
    }
    for (const declaration of declarations) {
      if (!declaration.receiptUploadId) continue;
      const upload = byId.get(declaration.receiptUploadId);
      const isAttachedHere =
        upload?.status === 'attached' && upload.attachedTo === `declaration#${declaration.id}`;
      if (!upload || !isAttachedHere)
        broken.push(
          `declaration ${declaration.id}: receipt ${declaration.receiptUploadId} is ${upload ? `${upload.status} to ${upload.attachedTo}` : 'missing'}`,
        );
      else if (!objects.has(`${upload.bucket}/${upload.key}`))
        broken.push(`declaration ${declaration.id}: receipt object ${upload.key} is not stored`);
    }
    // Objects under the pending prefix were never confirmed: the bucket's lifecycle rule removes them.
    const isPending = (object: string) =>
      object.slice(object.indexOf('/') + 1).startsWith(PENDING_UPLOAD_PREFIX);
    for (const object of objects)
      if (!named.has(object) && !isPending(object)) broken.push(`object ${object} is named by no upload`);
    invariants.push({ name: 'no orphan upload', checked: objects.size + declarations.length, broken });
  }
  return invariants;
}

// ---------------------------------------------------------------------------------------------------

async function measureInThisProcess(): Promise<BenchRow[]> {
  // Every virtual user calls from 127.0.0.1: the per-client limits are raised, as for bench:load.
  process.env.CLIENT_LIMIT_FACTOR ??= '100';
  // Each injected fault is logged by the handler it strikes; the summary below counts them instead.
  process.env.LOG_LEVEL ??= 'silent';
  const portal = await startBenchPortal();
  try {
    const tally: Tally = { requests: 0, ok: 0, serverErrors: 0, retried: 0, byFlow: new Map() };
    const setup = await prepareLoad(portal, tally);
    const faults = faultInjector(FAULT_RATE);
    progress(
      `running the main flows for ${SECONDS} s with ${FAULT_RATE * 100} % of DynamoDB and S3 calls failing`,
    );
    const deadline = performance.now() + SECONDS * 1000;
    faults.start();
    try {
      await Promise.all([
        ...setup.volunteerTokens.map((token) => volunteerLoop(setup, token, deadline)),
        reviewerLoop(setup, deadline),
        bookkeeperLoop(setup, deadline),
        approverLoop(setup, deadline),
        peopleLoop(setup, deadline),
      ]);
    } finally {
      faults.stop();
    }
    // Queue workers finish what the last requests started.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const invariants = await checkInvariants();
    const broken = invariants.flatMap((invariant) => invariant.broken);
    const { counts } = faults;
    progress(
      `faults injected: ${faults.injected} of ${counts.calls} calls (DynamoDB ${counts.dynamodb}, S3 ${counts.s3}; throttled ${counts.throttled}, failed ${counts.failed})`,
    );
    progress(
      `requests: ${tally.requests} (${tally.serverErrors} answered 5xx, ${tally.retried} sent again); done: ${[...tally.byFlow].map(([flow, count]) => `${flow} ${count}`).join(', ')}`,
    );
    for (const invariant of invariants)
      progress(
        `${invariant.broken.length === 0 ? 'ok  ' : 'BROKEN'} ${invariant.name} (${invariant.checked} checked)`,
      );
    for (const line of broken.slice(0, 20)) progress(`  ${line}`);
    progress(`${invariants.length} invariants checked, ${broken.length} broken`);
    return [
      {
        suite: SUITE,
        measure: `faults injected into ${counts.calls} DynamoDB and S3 calls over ${SECONDS} s`,
        value: faults.injected,
        unit: 'faults',
      },
      {
        suite: SUITE,
        measure: 'requests answered 5xx under faults (then sent again)',
        value: tally.serverErrors,
        unit: 'requests',
      },
      {
        suite: SUITE,
        measure: 'invariants checked afterwards',
        value: invariants.length,
        unit: 'invariants',
      },
      { suite: SUITE, measure: 'broken invariants', value: broken.length, unit: 'broken', target: 0 },
    ];
  } finally {
    await portal.stop();
  }
}

export const chaosSuite: Suite = { name: SUITE, run: () => rowsFromChildProcess(import.meta.url) };

runIfMain(import.meta.url, measureInThisProcess);
