import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPOSITORY_ROOT, startLocalStack } from './stack';

/** `npm start`: the whole portal on this machine. PORT, DATA_DIR, ADMIN_PASSWORD and WEB_MODE override the defaults. */
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(REPOSITORY_ROOT, process.env.DATA_DIR ?? '.data');
const webMode = (process.env.WEB_MODE ?? 'dev') as 'dev' | 'dist';
const lockFile = resolve(dataDir, 'portal.pid');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function claimDataDir() {
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isRunning(pid)) {
      console.error(
        `The portal is already running (process ${pid}) with data in ${dataDir}.\n` +
          'Stop it with Ctrl-C in its terminal, or start a second one with other PORT and DATA_DIR values.',
      );
      process.exit(1);
    }
  }
  writeFileSync(lockFile, String(process.pid));
}

async function main() {
  claimDataDir();
  const startedAt = Date.now();
  let stack: Awaited<ReturnType<typeof startLocalStack>>;
  try {
    stack = await startLocalStack({ port, dataDir, adminPassword: process.env.ADMIN_PASSWORD, web: webMode });
  } catch (error) {
    rmSync(lockFile, { force: true });
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${(error as { port?: number }).port ?? port} is already in use: is the portal already running? Set PORT (and free port 8005 for the mailbox) to run another one.`,
      );
      process.exit(1);
    }
    throw error;
  }
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nVrijwilligersportaal is ready in ${seconds} s`);
  console.log(`  Portal:   ${stack.url}`);
  console.log(`  Mailbox:  ${stack.mailboxUrl}`);
  console.log(`  Data:     ${dataDir}`);
  if (stack.adminPassword) {
    console.log(`\n  First start: sign in as 'admin' with password: ${stack.adminPassword}`);
    console.log('  (shown only now; set ADMIN_PASSWORD before the first start to choose it)');
  }
  console.log('\nPress Ctrl-C to stop.');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    rmSync(lockFile, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
