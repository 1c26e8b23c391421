import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

/**
 * A mail as the SES stand-in stores it (its `GET /store` JSON), whether sent as Simple, Raw or Template content.
 * For Raw mails the stand-in has already parsed the MIME message into these fields.
 */
export type MailboxMessage = {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: Array<{ filename?: string; contentType: string; size: number /** base64 */; content: string }>;
  headers?: Array<{ name: string; value: string }>;
  /** When it was sent, in epoch seconds. */
  at: number;
};

export type RunningSes = { endpoint: string; mailbox: string; stop(): Promise<void> };

// The package is CommonJS exporting `exports.default`. Node's ESM loader, tsx and vitest disagree on what a
// default import of such a module yields; require() gives the same object everywhere.
const sesLocal: typeof import('aws-ses-v2-local') = createRequire(import.meta.url)('aws-ses-v2-local');

/**
 * Runs aws-ses-v2-local in-process: it is a plain express app that exports its server function and needs no
 * special process flags. Its mail store is module state, i.e. shared by every instance in this process, so a
 * fresh start empties it, as a fresh process would.
 */
type SesStore = { emails: MailboxMessage[] };
const sesStore: { getStoreReadonly(): SesStore } = createRequire(import.meta.url)(
  'aws-ses-v2-local/dist/store',
);

/** Puts the mail of an earlier run back into the stand-in's (empty) store. */
function restoreMailbox(file: string) {
  if (!existsSync(file)) return;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<SesStore>;
    if (Array.isArray(saved.emails)) sesStore.getStoreReadonly().emails.push(...saved.emails);
  } catch (error) {
    console.error(`The saved mailbox ${file} could not be read; it starts empty`, error);
  }
}

/** Writes the store after every request that may have changed it (a send, a clear), atomically. */
function persistMailbox(server: Server, file: string) {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET') return;
    response.on('finish', () => {
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ emails: sesStore.getStoreReadonly().emails }));
      renameSync(temporary, file);
    });
  });
}

/**
 * `storeFile` keeps the mailbox across restarts (the stand-in itself keeps mail in memory only): the
 * saved mail is loaded at start and the file rewritten after every send.
 */
export async function startSes(options: { port: number; storeFile?: string }): Promise<RunningSes> {
  const server = await sesLocal.default({ host: '127.0.0.1', port: options.port });
  // It resolves even when listen() fails (express 5 hands the error to a callback that ignores it).
  const address = server.address();
  if (!server.listening || address === null || typeof address === 'string') {
    throw new Error(
      `The mailbox (SES stand-in) cannot listen on 127.0.0.1:${options.port}: the port is in use, probably by ` +
        'another `npm start`. Stop that one or choose another mailbox port.',
    );
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const stop = () => closeServer(server);
  try {
    const cleared = await fetch(`${endpoint}/clear-store`, { method: 'POST' });
    if (!cleared.ok) throw new Error(`POST /clear-store answered ${cleared.status}`);
    if (options.storeFile) {
      restoreMailbox(options.storeFile);
      persistMailbox(server, options.storeFile);
    }
  } catch (error) {
    await stop();
    throw new Error(`The SES stand-in on ${endpoint} does not answer: ${(error as Error).message}`);
  }
  // People open the inbox in a browser, and the docs and README speak of localhost.
  return { endpoint, mailbox: `http://localhost:${address.port}`, stop };
}

function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // The inbox page keeps a connection open; close() alone would wait for it.
    server.closeAllConnections();
  });
}

/** The mails the SES stand-in holds, oldest first (see MailboxMessage for the shape). */
export async function readMailbox(mailboxUrl: string): Promise<MailboxMessage[]> {
  const url = new URL('/store', mailboxUrl);
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    // fetch() only says "fetch failed"; the reason (e.g. ECONNREFUSED) is in its cause.
    const reason = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new Error(`The mailbox at ${url} does not answer (${reason}). Are the local services running?`);
  }
  if (!response.ok) throw new Error(`The mailbox at ${url} answered HTTP ${response.status}.`);
  const store = (await response.json()) as { emails?: MailboxMessage[] };
  if (!Array.isArray(store.emails))
    throw new Error(`The mailbox at ${url} answered without an 'emails' list.`);
  return store.emails;
}
