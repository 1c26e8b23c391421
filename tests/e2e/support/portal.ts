import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEndpointEnv, type ServiceEndpoints } from '../../../infra/local/services';
import { startSes } from '../../../infra/local/services/ses';
import { startLocalStack, startPortalServer } from '../../../infra/local/stack';
import { ensureWebBuild } from '../../../infra/local/web';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export type TestPortal = {
  url: string;
  admin: { username: string; password: string; firstName: string; lastName: string };
  /** The local SES stand-in's inbox; read it with `readMailbox` (tests/e2e/support/mailbox.ts). */
  mailboxUrl: string;
  /**
   * Points the handlers (process.env) at this portal again: the browser files share one process
   * (vitest.config.ts), and a file with a portal of its own may have run since this one started.
   */
  activate(): void;
  /** Resolves once the portal's work queues are empty (what a file queued is done). */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

export type TestPortalOptions = {
  /** 'dist' (default): the production build, as `npm start` serves it; 'dev': Vite's dev server with React StrictMode, as `npm run dev`. */
  web?: 'dist' | 'dev';
  /**
   * Always the real default (admin and every staff role must use a second factor; the sign-in helpers
   * complete it): the option only says so where a test depends on it.
   */
  secondFactorPolicy?: 'default';
};

/**
 * The whole portal as `npm start` runs it, with the production web build (or the dev server),
 * in-memory data and a fresh admin password. Builds web/dist first when it is missing or stale.
 *
 * `services`: DynamoDB Local and s3rver already running (the browser tests' global setup starts them
 * once per run, as for the integration files): the portal then keeps its data in tables and buckets
 * of its own prefix there, with a mailbox of its own, instead of starting a Java and an s3rver process
 * for itself. Without it (a script such as the bench), it starts its own stand-ins.
 */
export async function startTestPortal(
  options: TestPortalOptions = {},
  services?: ServiceEndpoints,
): Promise<TestPortal> {
  const web = options.web ?? 'dist';
  if (web === 'dist') await webBuildChecked();
  const adminPassword = `E2e-${randomBytes(12).toString('base64url')}`;
  const admin = { username: 'admin', password: adminPassword, firstName: 'Admin', lastName: 'Beheerder' };
  return services ? startOnSharedServices(services, web, admin) : startWithOwnServices(web, admin);
}

let webBuild: Promise<unknown> | undefined;
/** web/dist is checked (and built when stale) once per process: nothing rebuilds it during a test run. */
function webBuildChecked(): Promise<unknown> {
  webBuild ??= ensureWebBuild({ root: REPO_ROOT });
  webBuild.catch(() => {
    webBuild = undefined;
  });
  return webBuild;
}

async function startOnSharedServices(
  services: ServiceEndpoints,
  web: 'dist' | 'dev',
  admin: TestPortal['admin'],
): Promise<TestPortal> {
  const ses = await startSes({ port: 0 });
  try {
    const endpoints = { ...services, ses: ses.endpoint, mailbox: ses.mailbox };
    applyEndpointEnv(endpoints);
    const portal = await startPortalServer({
      port: 0,
      resourcePrefix: `e${randomUUID().slice(0, 8)}-`,
      web,
      adminPassword: admin.password,
    });
    return {
      url: portal.url,
      admin,
      mailboxUrl: ses.mailbox,
      activate() {
        applyEndpointEnv(endpoints);
        Object.assign(process.env, portal.environment);
      },
      idle: () => portal.workQueues.idle(),
      async stop() {
        await portal.stop();
        await ses.stop();
      },
    };
  } catch (error) {
    await ses.stop();
    throw error;
  }
}

async function startWithOwnServices(web: 'dist' | 'dev', admin: TestPortal['admin']): Promise<TestPortal> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  try {
    const stack = await startLocalStack({
      port: 0,
      dataDir,
      inMemory: true,
      quickStart: true,
      web,
      adminPassword: admin.password,
    });
    return {
      url: stack.url,
      admin,
      mailboxUrl: stack.mailboxUrl,
      activate() {
        applyEndpointEnv(stack.endpoints);
        Object.assign(process.env, stack.environment);
      },
      idle: () => stack.workQueues.idle(),
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
