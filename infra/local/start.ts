import { resolve } from 'node:path';
import { readRunningPortal, removeRuntimeFile, writeRuntimeFile } from './runtime-file';
import { DEFAULT_MAILBOX_PORT } from './services';
import { REPOSITORY_ROOT, startLocalStack, type WebMode } from './stack';

/**
 * `npm start`: the whole portal on this machine, serving the production build (built first when it is
 * missing or older than its sources). `npm run dev` sets WEB_MODE=dev: Vite with hot reload instead.
 * PORT, MAILBOX_PORT (0 = a free port), DATA_DIR, ADMIN_PASSWORD and ADMIN_EMAIL override the defaults.
 */
const port = Number(process.env.PORT ?? 3000);
const mailboxPort = Number(process.env.MAILBOX_PORT ?? DEFAULT_MAILBOX_PORT);
const dataDir = resolve(REPOSITORY_ROOT, process.env.DATA_DIR ?? '.data');
const webMode = (process.env.WEB_MODE ?? 'dist') as WebMode;

async function main() {
  const running = readRunningPortal(dataDir);
  if (running) {
    console.error(
      `The portal is already running (process ${running.pid}) at ${running.url ?? 'an unknown address'} with data in ${dataDir}.\n` +
        'Use that one, stop it with Ctrl-C in its terminal, or start another with different PORT and DATA_DIR values.',
    );
    process.exit(1);
  }
  writeRuntimeFile(dataDir, { pid: process.pid });
  const startedAt = Date.now();
  if (webMode === 'dist') {
    const { ensureWebBuild } = await import('./web');
    console.log('Checking the production build of the web app (web/dist)…');
    if ((await ensureWebBuild({ root: REPOSITORY_ROOT })).built) console.log('Built web/dist.');
  }
  let stack: Awaited<ReturnType<typeof startLocalStack>>;
  try {
    stack = await startLocalStack({
      port,
      mailboxPort,
      dataDir,
      adminPassword: process.env.ADMIN_PASSWORD,
      adminEmail: process.env.ADMIN_EMAIL,
      web: webMode,
      onWorkQueueEvent: (event) =>
        event.kind === 'drained'
          ? console.log(
              `Worker ${event.workerId}: ${event.handled} message(s) done, ${event.retried} retry(ies), ${event.givenUp} given up`,
            )
          : console.error(`Worker ${event.workerId} gave up message ${event.messageId}`, event.error ?? ''),
    });
  } catch (error) {
    removeRuntimeFile(dataDir);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `A port the portal needs is already in use (${(error as Error).message}).\n` +
          'Is the portal already running? Otherwise choose another PORT and MAILBOX_PORT (0 picks a free port).',
      );
      process.exit(1);
    }
    throw error;
  }
  writeRuntimeFile(dataDir, {
    pid: process.pid,
    url: stack.url,
    mailboxUrl: stack.mailboxUrl,
    endpoints: stack.endpoints,
  });

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nVrijwilligersportaal is ready in ${seconds} s`);
  console.log(`  Portal:   ${stack.url}`);
  console.log(`  Mailbox:  ${stack.mailboxUrl}`);
  console.log(`  Data:     ${dataDir}`);
  console.log(
    `  Web app:  ${webMode === 'dev' ? 'Vite dev server with hot reload' : 'production build (web/dist)'}`,
  );
  if (stack.adminPassword) {
    console.log(`\n  First start: sign in as 'admin' with password ${stack.adminPassword}`);
    console.log(`  (the admin's e-mail address is ${stack.adminEmail}; set ADMIN_EMAIL to choose it)`);
    console.log('  (shown only now; set ADMIN_PASSWORD before the first start to choose it)');
  }
  console.log('\nPress Ctrl-C to stop.');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    removeRuntimeFile(dataDir);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  removeRuntimeFile(dataDir);
  console.error(error);
  process.exit(1);
});
