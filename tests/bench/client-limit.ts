/**
 * Whether one flooding client slows only itself (issue 38 item 9): one client address (127.0.0.2)
 * sends wrong sign-ins for ever-new usernames at 20 requests a second, open-loop, for the whole run;
 * meanwhile a second client (127.0.0.1) signs in as the admin every 2.5 s (within its own address's limit). Reports the second client's
 * sign-in times (budget: the median within 1 s; the slowest is reported), what the flood got back, and the machine load.
 * The per-client limit is at its real size here (CLIENT_LIMIT_FACTOR unset), over loopback; in AWS the
 * route throttle (25/s on the password routes) stays the ceiling above it. Locally every request
 * shares one process and the machine's cores, so the flood's few allowed password hashes still cost
 * the second client CPU time; the quiet sign-in beside it shows what the machine's load alone costs.
 * Runs in a process of its own (it starts the local stack). Alone: `tsx tests/bench/client-limit.ts`.
 */
import { request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { PASSWORD_CLIENT_LIMIT } from '../../shared/routes';
import { rowsFromChildProcess, runIfMain } from './support/child-suite';
import { BENCH_ADMIN_PASSWORD, createApiClient, startInMemoryStack } from './support/local-portal';
import { type BenchRow, round, type Suite } from './support/report';
import { elapsedMs, median } from './support/stats';

const SUITE = 'client limit';
export const SECOND_CLIENT_SIGN_IN_BUDGET_MS = 1000;
const FLOOD_PER_SECOND = 20;
const FLOODER_ADDRESS = '127.0.0.2';
/** The first sign-in of the second client waits this long, so the flood is under way. */
const FIRST_SIGN_IN_AFTER_MS = 2_000;
/**
 * The second client is held to the same per-address limit (5 per 10 s), so its own sign-ins, warm-up
 * and quiet ones included, start at least this far apart: at most 4 in any window. Spaced 1.5 s, a
 * fast (idle) machine let its sixth sign-in within 10 s meet that limit (429) and the suite failed
 * when run alone; under others' load each sign-in took long enough to spread them.
 */
const SIGN_IN_SPACING_MS = Math.ceil(
  (PASSWORD_CLIENT_LIMIT.windowSeconds * 1000) / (PASSWORD_CLIENT_LIMIT.requests - 1),
);
const SIGN_INS = 8;

const progress = (message: string) => process.stderr.write(`${SUITE}: ${message}\n`);

/** One wrong sign-in from the flooder's address; resolves with the status (0 when the request failed). */
function floodRequest(port: number, index: number): Promise<number> {
  const body = JSON.stringify({ username: `gok-${index}`, password: `fout-${index}` });
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: FLOODER_ADDRESS,
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', () => resolve(0));
    outgoing.end(body);
  });
}

async function measureInThisProcess(): Promise<BenchRow[]> {
  const stack = await startInMemoryStack();
  try {
    const client = createApiClient(stack.url);
    const port = Number(new URL(client.url).port);
    let lastSignIn = Number.NEGATIVE_INFINITY;
    /** The second client's sign-in, SIGN_IN_SPACING_MS after its previous one started; its time. */
    const pacedSignIn = async () => {
      const wait = lastSignIn + SIGN_IN_SPACING_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastSignIn = performance.now();
      await client.logIn('admin', BENCH_ADMIN_PASSWORD);
      return elapsedMs(lastSignIn);
    };
    // Warm: the login handler module and the hash are loaded before the clock starts; then the same
    // sign-in without a flood, for comparison on a machine whose load others make.
    await pacedSignIn();
    const quietTimes: number[] = [];
    for (let round = 0; round < 3; round++) quietTimes.push(await pacedSignIn());

    const statuses = new Map<number, number>();
    const inFlight: Promise<void>[] = [];
    let sent = 0;
    const flood = setInterval(() => {
      const index = sent++;
      inFlight.push(
        floodRequest(port, index).then((status) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
      );
    }, 1000 / FLOOD_PER_SECOND);

    const loadAtStart = loadavg()[0] ?? 0;
    const signInTimes: number[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, FIRST_SIGN_IN_AFTER_MS));
      for (let round = 0; round < SIGN_INS; round++) {
        signInTimes.push(await pacedSignIn());
        progress(
          `second client signed in in ${signInTimes.at(-1)?.toFixed(0)} ms (${sent} flood requests sent)`,
        );
      }
    } finally {
      clearInterval(flood);
    }
    const loadAtEnd = loadavg()[0] ?? 0;
    await Promise.all(inFlight);

    const refused = statuses.get(429) ?? 0;
    const cores = availableParallelism();
    return [
      {
        suite: SUITE,
        measure: `second client's sign-in while one address floods /api/login at ${FLOOD_PER_SECOND}/s: median of ${SIGN_INS}`,
        value: round(median(signInTimes)),
        unit: 'ms',
        target: SECOND_CLIENT_SIGN_IN_BUDGET_MS,
      },
      {
        // No budget: on a shared two-core machine the slowest one mostly measures the others' load
        // (compare the quiet sign-in below), and it meets the flood's few allowed hashes head-on.
        suite: SUITE,
        measure: `second client's sign-in while one address floods /api/login at ${FLOOD_PER_SECOND}/s: slowest of ${SIGN_INS}`,
        value: round(Math.max(...signInTimes)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: 'the same sign-in without a flood: median of 3',
        value: round(median(quietTimes)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        measure: `flood requests answered 429 (of ${sent}; the limit lets ${PASSWORD_CLIENT_LIMIT.requests} per ${PASSWORD_CLIENT_LIMIT.windowSeconds} s through)`,
        value: refused,
        unit: 'requests',
      },
      {
        suite: SUITE,
        measure: `machine load average (1 min) when the flood started, on ${cores} cores`,
        value: round(loadAtStart, 2),
        unit: 'load',
      },
      {
        suite: SUITE,
        measure: `machine load average (1 min) when the flood ended, on ${cores} cores`,
        value: round(loadAtEnd, 2),
        unit: 'load',
      },
    ];
  } finally {
    await stack.stop();
  }
}

/** In a process of its own: the repositories read the stack's table names and endpoints once per process. */
export const clientLimitSuite: Suite = {
  name: SUITE,
  run: () => rowsFromChildProcess(import.meta.url),
};

runIfMain(import.meta.url, measureInThisProcess);
