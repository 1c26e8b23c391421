import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../../infra/local/stack';
import { recentDay } from '../../fixtures/dates';
import { type JsonAnswer, twoStepSignIn } from '../../integration/support/two-step-sign-in';

export const BENCH_ADMIN_PASSWORD = 'Meet-Wachtwoord-2026';
export const BENCH_USER_PASSWORD = 'Zonnige-Dinsdag-42';

export type ApiAnswer = { status: number; body: unknown; text: string };

export type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string> };

export type ApiClient = {
  /** Loopback address of the API (127.0.0.1, so no name lookup sits in the timings). */
  url: string;
  call(method: string, path: string, options?: CallOptions): Promise<ApiAnswer>;
  /** Like `call`, but throws unless the answer has the expected status. */
  expect(status: number, method: string, path: string, options?: CallOptions): Promise<unknown>;
  /** Signs in, staff with the second step (a passkey this process holds); answers the token. */
  logIn(username: string, password: string): Promise<string>;
  /** The same sign-in, answering the last answer (for timing it). */
  signIn(username: string, password: string): Promise<ApiAnswer>;
};

export type BenchPortal = ApiClient & { adminToken: string; stop(): Promise<void> };

/** JSON calls to the portal API. Node's fetch keeps connections alive, so a timed request reuses its connection. */
export function createApiClient(portalUrl: string): ApiClient {
  const url = portalUrl.replace('//localhost:', '//127.0.0.1:');
  const call = async (method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${url}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body, text };
  };
  const expect = async (status: number, method: string, path: string, options?: CallOptions) => {
    const answer = await call(method, path, options);
    if (answer.status !== status) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
    return answer.body;
  };
  // The passkey's relying party is the portal's own address (PORTAL_URL), not the loopback alias.
  const twoStep = twoStepSignIn(
    portalUrl,
    (path, body, token) => call('POST', path, { body, token }) as Promise<JsonAnswer>,
  );
  const signIn = (username: string, password: string) => twoStep.signIn(username, password);
  const logIn = async (username: string, password: string) => {
    const answer = await signIn(username, password);
    if (answer.status !== 200) {
      throw new Error(`Sign-in as ${username} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
    return String(answer.body.token);
  };
  return { url, call, expect, logIn, signIn };
}

/** The whole local stack in memory: DynamoDB Local, s3rver, the SES stand-in and the portal server with the real handler modules. */
export async function startInMemoryStack(): Promise<{ url: string; stop(): Promise<void> }> {
  try {
    return await startInMemoryStackOnce();
  } catch (error) {
    // Free ports are picked before the services bind them; on a busy machine another process can take one in between.
    console.warn(`The local stack did not start (${String(error).split('\n')[0]}); trying once more.`);
    return startInMemoryStackOnce();
  }
}

async function startInMemoryStackOnce() {
  const dataDir = await mkdtemp(join(tmpdir(), 'vwp-bench-'));
  try {
    const stack = await startLocalStack({
      port: 0,
      dataDir,
      inMemory: true,
      web: 'none',
      scheduler: false,
      adminPassword: BENCH_ADMIN_PASSWORD,
    });
    return {
      url: stack.url,
      async stop() {
        await stack.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The in-memory stack in this process, with the admin signed in. After this, `process.env` points
 * the repositories at the stand-ins, so repository and service modules may be imported in-process.
 */
export async function startBenchPortal(): Promise<BenchPortal> {
  const stack = await startInMemoryStack();
  try {
    const client = createApiClient(stack.url);
    const adminToken = await client.logIn('admin', BENCH_ADMIN_PASSWORD);
    return { ...client, adminToken, stop: stack.stop };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** Fields of a valid new account; `unique` keeps usernames and addresses apart. */
export const userFields = (unique: string, role = 'vrijwilliger') => ({
  username: `meet-${unique}`,
  password: BENCH_USER_PASSWORD,
  firstName: 'Sanne',
  lastName: `Peeters ${unique}`,
  email: `sanne.${unique}@example.org`,
  role,
});

/** A family as the staff dialog sends it. */
export const familyFields = (unique: string, assignedTo: number | null = null) => ({
  parentName: `Ouder ${unique}`,
  email: `gezin.${unique}@example.org`,
  phone: '0470 12 34 56',
  address: 'Kerkstraat 1, 2000 Antwerpen',
  childName: `Kind ${unique}`,
  childAge: 10,
  school: 'Basisschool De Linde',
  grade: '4de leerjaar',
  guidanceStatus: 'actief',
  assignedTo,
});

/** A valid mileage declaration (the body the integration tests use). */
export const MILEAGE_DECLARATION = {
  type: 'mileage',
  description: 'Rit naar gezin',
  kilometers: '12.5',
  date: recentDay(),
};

/** Runs `task` for every index below `count`, at most `concurrency` at a time. */
export async function forEachLimited(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
