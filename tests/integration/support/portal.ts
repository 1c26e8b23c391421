import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { applyEndpointEnv } from '../../../infra/local/services';
import { startPortalServer } from '../../../infra/local/stack';
import { responseContract } from './contract';
import { twoStepSignIn } from './two-step-sign-in';

export const ADMIN_PASSWORD = 'Beheer-Wachtwoord-2026';

export type ApiAnswer<T = Record<string, unknown>> = {
  status: number;
  body: T;
  text: string;
  headers: Headers;
  cookies: string[];
};

export type CallOptions = {
  body?: unknown;
  /** Sent as is, for malformed input. */
  rawBody?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
};

export type TestPortal = Awaited<ReturnType<typeof startTestPortal>>;

export type TestPortalOptions = {
  /**
   * 'default' (default): the setting is absent and the real policy applies (admin and every staff
   * role must use a second factor; `logIn` completes the second step with a passkey);
   * 'admin-only': the setting names admin alone (it can never drop admin), for tests about the policy.
   */
  secondFactorPolicy?: 'default' | 'admin-only';
};

/** The second-factor setting a test portal starts with (see TestPortalOptions). */
export const secondFactorSeed = (options: TestPortalOptions): { secondFactorRoles?: string[] } =>
  options.secondFactorPolicy === 'admin-only' ? { secondFactorRoles: ['admin'] } : {};

/**
 * A portal server for one test file: the real handlers behind the API Gateway adapter, against
 * the run's shared stand-ins, in tables and buckets of its own.
 */
export async function startTestPortal(options: TestPortalOptions = {}) {
  const endpoints = inject('endpoints');
  applyEndpointEnv(endpoints);
  const resourcePrefix = `t${randomUUID().slice(0, 8)}-`;
  const server = await startPortalServer({
    port: 0,
    resourcePrefix,
    adminPassword: ADMIN_PASSWORD,
    web: 'none',
    scheduler: false,
    ...secondFactorSeed(options),
    // Retries of background work come after 20, 40, 80… ms instead of seconds.
    workQueueBackoffMs: 20,
  });

  async function call<T = Record<string, unknown>>(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    let payload: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    const response = await fetch(`${server.url}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const answer: ApiAnswer<T> = {
      status: response.status,
      body: body as T,
      text,
      headers: response.headers,
      cookies: response.headers.getSetCookie(),
    };
    // Every answer of the integration suite must fit the OpenAPI document (GET /api/openapi.json).
    responseContract().check({
      method,
      path: new URL(path, server.url).pathname,
      status: answer.status,
      contentType: response.headers.get('content-type') ?? '',
      body,
    });
    return answer;
  }

  const twoStep = twoStepSignIn(server.url, (path, body, token) => call('POST', path, { body, token }));

  /**
   * A staff member's first sign-in adds the test's passkey, and a passkey added is told by mail in the
   * background (issue 38): waits for that, so a test starts from a settled portal (snapshots, counts).
   */
  async function signIn(...input: Parameters<typeof twoStep.signIn>) {
    const answer = await twoStep.signIn(...input);
    await server.workQueues.idle();
    return answer;
  }

  /**
   * Signs in with the password and, for staff, the second step (a passkey this test holds, added on
   * their first sign-in); answers the session token.
   */
  async function logIn(username = 'admin', password = ADMIN_PASSWORD, rememberMe = false) {
    const answer = await signIn(username, password, rememberMe);
    if (answer.status !== 200)
      throw new Error(`Sign-in as ${username} failed: ${answer.status} ${answer.text}`);
    return String(answer.body.token);
  }

  return {
    url: server.url,
    mailboxUrl: endpoints.mailbox,
    resourcePrefix,
    call,
    logIn,
    /** The whole sign-in answer (session and user) after the second step, for tests that look at it. */
    signIn,
    /** The software passkey a staff member signed in with (see two-step-sign-in.ts). */
    passkeyOf: twoStep.passkeyOf,
    /** Waits until the background workers have handled everything queued so far. */
    workDone: () => server.workQueues.idle(),
    stop: () => server.stop(),
  };
}
