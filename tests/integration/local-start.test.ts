import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAILBOX_PORT, type MailboxMessage, readMailbox } from '../../infra/local/services';

const REPOSITORY_ROOT = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'vwp-start-'));
const running: ChildProcess[] = [];

type Started = { process: ChildProcess; output: string; runtime: { url: string; mailboxUrl: string } };

/** `npm start` as a user runs it (API only, to skip the web build), on free ports and its own data. */
async function startPortal(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, PORT: '0', MAILBOX_PORT: '0', DATA_DIR: dataDir, WEB_MODE: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${output}`)), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  const runtime = JSON.parse(readFileSync(join(dataDir, 'portal.json'), 'utf8'));
  return { process: child, output, runtime };
}

async function stopPortal(started: Started) {
  const exited = new Promise((resolve) => started.process.once('exit', resolve));
  started.process.kill('SIGINT');
  await exited;
}

async function mailTo(mailboxUrl: string, address: string): Promise<MailboxMessage[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = (await readMailbox(mailboxUrl)).filter((mail) => mail.destination.to.includes(address));
    if (mails.length > 0) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return [];
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  let firstMailboxUrl = '';

  it('takes the mailbox on MAILBOX_PORT (0 = a free port), prints it and writes it to the runtime file', async () => {
    const portal = await startPortal({
      ADMIN_PASSWORD: 'Beheer-Wachtwoord-2026',
      ADMIN_EMAIL: 'beheer@vereniging.test',
    });

    const { mailboxUrl } = portal.runtime;
    expect(new URL(mailboxUrl).port).not.toBe(String(DEFAULT_MAILBOX_PORT));
    expect(portal.output).toContain(`Mailbox:  ${mailboxUrl}`);
    expect((await fetch(new URL('/store', mailboxUrl))).status).toBe(200);

    // ADMIN_EMAIL: "Wachtwoord vergeten?" for the seeded admin reaches that address in the local mailbox.
    const reset = await fetch(`${portal.runtime.url}/api/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: 'admin' }),
    });
    expect(reset.status).toBe(200);
    expect(await mailTo(mailboxUrl, 'beheer@vereniging.test')).toHaveLength(1);
    firstMailboxUrl = mailboxUrl;
    await stopPortal(portal);
  }, 180_000);

  it('keeps the mailbox across a restart on the same data folder', async () => {
    expect(firstMailboxUrl, 'the first start ran').not.toBe('');

    const portal = await startPortal();

    expect(await mailTo(portal.runtime.mailboxUrl, 'beheer@vereniging.test')).toHaveLength(1);
    await stopPortal(portal);
  }, 180_000);
});
