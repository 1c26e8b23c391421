import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '../../../infra/local/stack';
import { ensureWebBuild } from '../../../infra/local/web';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export type TestPortal = {
  url: string;
  admin: { username: string; password: string; firstName: string; lastName: string };
  /** The local SES stand-in's inbox; read it with `readMailbox` (tests/e2e/support/mailbox.ts). */
  mailboxUrl: string;
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
 */
export async function startTestPortal(options: TestPortalOptions = {}): Promise<TestPortal> {
  const web = options.web ?? 'dist';
  if (web === 'dist') await ensureWebBuild({ root: REPO_ROOT });
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const adminPassword = `E2e-${randomBytes(12).toString('base64url')}`;
  try {
    const stack = await startLocalStack({
      port: 0,
      dataDir,
      inMemory: true,
      quickStart: true,
      web,
      adminPassword,
    });
    return {
      url: stack.url,
      admin: { username: 'admin', password: adminPassword, firstName: 'Admin', lastName: 'Beheerder' },
      mailboxUrl: stack.mailboxUrl,
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
