/**
 * `npm run bench:load [-- --users 50 --seconds 60]`: starts the in-memory local stack in its own
 * process, creates the accounts before the clock starts (argon2 hashing is slow on purpose), then
 * lets every virtual user sign in once and loop over a weighted mix of the calls the portal makes
 * most, over loopback with keep-alive, for a bounded time. Prints requests/s and p50/p95/p99 per
 * kind and overall, and the errors; exits non-zero on any error.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type ApiAnswer,
  type ApiClient,
  BENCH_ADMIN_PASSWORD,
  BENCH_USER_PASSWORD,
  createApiClient,
  familyFields,
  forEachLimited,
  MILEAGE_DECLARATION,
  userFields,
} from './support/local-portal';
import { elapsedMs, percentile } from './support/stats';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

type Kind = 'sign in' | 'list families' | 'list declarations' | 'statistics' | 'create declaration';
type Step = {
  kind: Exclude<Kind, 'sign in'>;
  weight: number;
  expected: number;
  send(token: string): Promise<ApiAnswer>;
};
type ErrorSample = { kind: Kind; status: number; body: string };

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
  },
});
const USERS = Number(flags.users);
const SECONDS = Number(flags.seconds);
if (!Number.isInteger(USERS) || USERS < 1 || !(SECONDS > 0)) {
  throw new Error('Use --users <positive integer> --seconds <positive number>.');
}
/** One in five virtual users is a coordinator (sees every family and declaration); the others volunteer. */
const COORDINATOR_EVERY = 5;
const FAMILIES = 20;

async function startServer(): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/support/load-server.ts'], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
    // Every virtual user calls from 127.0.0.1, where real ones each have an address of their own: the
    // per-client limits (functions/config CLIENT_LIMIT_FACTOR) are raised so they measure the mix.
    env: { ...process.env, LOG_LEVEL: 'warn', CLIENT_LIMIT_FACTOR: '100' },
  });
  const lines = createInterface({ input: server.stdout as NodeJS.ReadableStream });
  const exited = once(server, 'exit').then(() => {
    throw new Error('The local stack stopped before it was ready.');
  });
  const ready = (async () => {
    for await (const line of lines) {
      if (line.startsWith('{')) return (JSON.parse(line) as { url: string }).url;
    }
    throw new Error('The local stack closed its output before it was ready.');
  })();
  const url = await Promise.race([ready, exited]);
  return { url, server };
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}

/** Accounts and families made before the clock starts: each volunteer has families assigned to them. */
async function prepare(api: ApiClient, adminToken: string) {
  const run = randomUUID().slice(0, 6);
  const users: { id: number; username: string }[] = [];
  // Creating an account hashes its password; a few at a time keeps the machine responsive.
  await forEachLimited(USERS, 4, async (index) => {
    const role = index % COORDINATOR_EVERY === 0 ? 'coordinator' : 'vrijwilliger';
    const user = (await api.expect(201, 'POST', '/api/users', {
      token: adminToken,
      body: userFields(`${run}-${index}`, role),
      headers: { 'idempotency-key': randomUUID() },
    })) as { id: number; username: string };
    users[index] = user;
  });
  const volunteers = users.filter((_, index) => index % COORDINATOR_EVERY !== 0);
  // Coordinators must use a second factor: each gets a passkey on a first sign-in, before the clock.
  const coordinators = users.filter((_, index) => index % COORDINATOR_EVERY === 0);
  await forEachLimited(coordinators.length, 4, async (index) => {
    await api.logIn(String(coordinators[index]?.username), BENCH_USER_PASSWORD);
  });
  await forEachLimited(FAMILIES, 4, async (index) => {
    const assignee = volunteers.length > 0 ? volunteers[index % volunteers.length] : undefined;
    await api.expect(201, 'POST', '/api/families', {
      token: adminToken,
      body: familyFields(`${run}-${index}`, assignee?.id ?? null),
      headers: { 'idempotency-key': randomUUID() },
    });
  });
  return users;
}

function mixFor(api: ApiClient): Step[] {
  return [
    {
      kind: 'list families',
      weight: 30,
      expected: 200,
      send: (token) => api.call('GET', '/api/families', { token }),
    },
    {
      kind: 'list declarations',
      weight: 30,
      expected: 200,
      send: (token) => api.call('GET', '/api/declarations', { token }),
    },
    {
      kind: 'statistics',
      weight: 25,
      expected: 200,
      send: (token) => api.call('GET', '/api/statistics', { token }),
    },
    {
      kind: 'create declaration',
      weight: 15,
      expected: 201,
      send: (token) =>
        api.call('POST', '/api/declarations', {
          token,
          body: MILEAGE_DECLARATION,
          headers: { 'idempotency-key': randomUUID() },
        }),
    },
  ];
}

function pick(steps: Step[]): Step {
  const total = steps.reduce((sum, step) => sum + step.weight, 0);
  let ticket = Math.random() * total;
  for (const step of steps) {
    ticket -= step.weight;
    if (ticket < 0) return step;
  }
  return steps[steps.length - 1] as Step;
}

async function main() {
  console.log(`Starting the local stack (in memory)…`);
  const { url, server } = await startServer();
  try {
    const api = createApiClient(url);
    const adminToken = await api.logIn('admin', BENCH_ADMIN_PASSWORD);
    const setupStarted = performance.now();
    const users = await prepare(api, adminToken);
    console.log(
      `Prepared ${users.length} users and ${FAMILIES} families in ${(elapsedMs(setupStarted) / 1000).toFixed(1)} s; ` +
        `running ${USERS} virtual users for ${SECONDS} s against ${api.url}…`,
    );

    const samples = new Map<Kind, number[]>();
    const errors: ErrorSample[] = [];
    let errorCount = 0;
    const record = (kind: Kind, ms: number, answer: ApiAnswer | Error, expected: number) => {
      const status = answer instanceof Error ? 0 : answer.status;
      if (status === expected) {
        const list = samples.get(kind) ?? [];
        list.push(ms);
        samples.set(kind, list);
        return;
      }
      errorCount += 1;
      if (errors.length < 5) {
        const body = answer instanceof Error ? String(answer) : answer.text;
        errors.push({ kind, status, body: body.slice(0, 200) });
      }
    };
    const timed = async (kind: Kind, expected: number, send: () => Promise<ApiAnswer>) => {
      const started = performance.now();
      const answer = await send().catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      );
      record(kind, elapsedMs(started), answer, expected);
      return answer;
    };

    const steps = mixFor(api);
    const startedAt = performance.now();
    const deadline = startedAt + SECONDS * 1000;
    await Promise.all(
      users.map(async (user) => {
        // Coordinators answer the second step too (a passkey added before the clock started).
        const login = await timed('sign in', 200, () => api.signIn(user.username, BENCH_USER_PASSWORD));
        if (login instanceof Error || login.status !== 200) return;
        const { token } = login.body as { token: string };
        while (performance.now() < deadline) {
          const step = pick(steps);
          await timed(step.kind, step.expected, () => step.send(token));
        }
      }),
    );
    const wallSeconds = elapsedMs(startedAt) / 1000;

    const kinds: Kind[] = ['sign in', ...steps.map((step) => step.kind)];
    const all = kinds.flatMap((kind) => samples.get(kind) ?? []);
    const line = (label: string, list: number[]) => ({
      kind: label,
      requests: list.length,
      'req/s': Number((list.length / wallSeconds).toFixed(1)),
      'p50 ms': Number(percentile(list, 50).toFixed(1)),
      'p95 ms': Number(percentile(list, 95).toFixed(1)),
      'p99 ms': Number(percentile(list, 99).toFixed(1)),
    });
    console.log(
      `\n${USERS} virtual users, ${wallSeconds.toFixed(1)} s (the last requests finish after the ${SECONDS} s deadline)`,
    );
    console.table([...kinds.map((kind) => line(kind, samples.get(kind) ?? [])), line('all', all)]);
    console.log(`Errors: ${errorCount}`);
    for (const error of errors) console.log(`  ${error.kind}: ${error.status} ${error.body}`);
    if (errorCount > 0) process.exitCode = 1;
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
