import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { messages } from '../../shared/messages';
import { SCHEDULES } from '../../shared/schedules';
import { embedOriginsOf, securityHeaders } from '../../shared/security-headers';
import { isApiDocsPath } from '../../shared/web-pages';
import { WORKERS } from '../../shared/workers';
import { createApiMiddleware } from './adapter';
import {
  DATA_ENCRYPTION_KEY_SECRET,
  LOCAL_RESOURCE_PREFIX,
  localFunctionEnvironment,
  newEncryptionKey,
  readOrCreateEncryptionKey,
  SEALING_CERTIFICATE_SECRET,
} from './environment';
import { startScheduler } from './scheduler';
import { readOrCreateSealingSecret, throwAwaySealingSecret } from './sealing-certificate';
import { DEFAULT_ADMIN_EMAIL, seedAdmin, seedSecondFactorRoles } from './seed';
import {
  applyEndpointEnv,
  ensureBuckets,
  ensureTables,
  type ServiceEndpoints,
  startServices,
} from './services';
import { type LocalSecretStore, startSecretStore } from './services/secrets';
import { localConnectSources } from './web';
import { type LocalWorkQueues, startWorkQueues, type WorkQueueEvent } from './work-queues';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

export type WebMode = 'dev' | 'dist' | 'none';

export type PortalServerOptions = {
  /** 0 picks a free port. */
  port?: number;
  /** Table and bucket name prefix; tests give each file its own for isolation. */
  resourcePrefix?: string;
  adminPassword?: string;
  /** The seeded admin's e-mail address (ADMIN_EMAIL); DEFAULT_ADMIN_EMAIL when not given. */
  adminEmail?: string;
  /** 'dev' = Vite with hot reload, 'dist' = the production build in web/dist, 'none' = API only. */
  web?: WebMode;
  /** Run scheduled handlers on their timers (off in tests, which call them directly). */
  scheduler?: boolean;
  /** Field-encryption key (base64, 32 bytes); a throw-away one when not given. */
  encryptionKey?: string;
  /** Sealing certificate and key for digital signing (JSON, see sealing-certificate.ts); a throw-away one when not given. */
  sealingCertificate?: string;
  /** Called once the port listens, before the portal is ready (tests of the start-up window). */
  onListening?: (url: string) => Promise<void> | void;
  /**
   * Stores the roles that must use a second factor (tests: `[]`, so the admin signs in with a password
   * alone); absent, the setting is left as it is and its default (admin and bestuurslid) applies.
   */
  secondFactorRoles?: readonly string[];
  /** First retry delay of the in-process work queues (default 1 s; tests make it short). */
  workQueueBackoffMs?: number;
  /** What the work queues report (a drained queue, a message given up); printed by `npm start`. */
  onWorkQueueEvent?: (event: WorkQueueEvent) => void;
};

export type PortalServer = {
  url: string;
  /** Set only when this start created the admin account. */
  adminPassword: string | null;
  /** The e-mail address the admin account is seeded with (on the first start only). */
  adminEmail: string;
  /** The background workers' in-process queues (shared/workers.ts); `idle()` waits until all work is done. */
  workQueues: LocalWorkQueues;
  /**
   * What this portal set in process.env for its functions (tables, buckets, secrets, queues, its
   * address). Several portals may run one after another in one process (the browser tests keep one
   * for many files, with others in between): assigning this again points the handlers back at it.
   */
  environment: Readonly<Record<string, string>>;
  stop(): Promise<void>;
};

export type LocalStackOptions = PortalServerOptions & {
  dataDir: string;
  /** Tests: DynamoDB in memory and a free mailbox port. */
  inMemory?: boolean;
  /** A stack that lives about a minute (a script's own portal): see `startDynamoDb`. */
  quickStart?: boolean;
  mailboxPort?: number;
};

export type LocalStack = PortalServer & { mailboxUrl: string; endpoints: ServiceEndpoints };

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** The security headers of an `/api/*` answer (shared/security-headers.ts): nobody may frame it. */
export const apiSecurityHeaders = () =>
  securityHeaders({ frameAncestors: [], connectSources: localConnectSources() });

/**
 * Who may frame /registration: the `embed_origins` setting, read like every other setting (cached a
 * few seconds, cleared by a save in this process). In AWS a CloudFront Function reads the same list
 * from a KeyValueStore that the save updates (infra/aws/constructs/web-distribution.ts).
 */
async function readEmbedOrigins(): Promise<readonly string[]> {
  const { readSetting } = await import('../../functions/services/settings/settings-reader');
  return embedOriginsOf(await readSetting('embed_origins'));
}

/** The answer while the portal starts: JSON for the API, a page that reloads itself for a browser. */
function answerStarting(request: IncomingMessage, response: ServerResponse) {
  const headers = { 'retry-after': '2', 'cache-control': 'no-store' };
  if (request.url?.startsWith('/api') || !request.headers.accept?.includes('text/html')) {
    response.writeHead(503, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ message: messages.generic.starting, code: 'STARTING' }));
    return;
  }
  response.writeHead(503, { ...headers, 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="nl"><meta charset="utf-8"><meta http-equiv="refresh" content="2">` +
      `<title>Vrijwilligersportaal</title><p>${messages.generic.starting}</p></html>`,
  );
}

/**
 * One HTTP server for `/api/*` (the real handler modules, through the API Gateway event adapter) and
 * the web app, against stand-ins the environment already points at. Creates missing tables and
 * buckets from the shared definitions and seeds the admin on first start.
 */
export async function startPortalServer(options: PortalServerOptions): Promise<PortalServer> {
  let handle: RequestListener | null = null;
  // The port must be known before the rest starts (PORTAL_URL, mail links), so it listens first; until
  // the portal is ready a request is answered 503 instead of hanging (a tab opened early, a health check).
  const server = createServer((request, response) =>
    handle ? handle(request, response) : answerStarting(request, response),
  );
  const port = await listen(server, options.port ?? 3000);
  const url = `http://localhost:${port}`;
  await options.onListening?.(url);
  let secretStore: LocalSecretStore | undefined;
  let workQueues: LocalWorkQueues | undefined;
  try {
    const prefix = options.resourcePrefix ?? LOCAL_RESOURCE_PREFIX;
    secretStore = await startSecretStore({
      [DATA_ENCRYPTION_KEY_SECRET]: options.encryptionKey ?? newEncryptionKey(),
      [SEALING_CERTIFICATE_SECRET]: options.sealingCertificate ?? throwAwaySealingSecret(),
    });
    workQueues = await startWorkQueues({
      root: REPOSITORY_ROOT,
      workers: WORKERS,
      backoffMs: options.workQueueBackoffMs,
      onEvent: options.onWorkQueueEvent,
    });
    const environment = {
      ...localFunctionEnvironment(
        url,
        {
          endpoint: secretStore.endpoint,
          dataEncryptionKeyArn: secretStore.arnOf(DATA_ENCRYPTION_KEY_SECRET),
          sealingCertificateArn: secretStore.arnOf(SEALING_CERTIFICATE_SECRET),
        },
        prefix,
      ),
      ...workQueues.environment,
    };
    Object.assign(process.env, environment);
    await Promise.all([ensureTables(prefix), ensureBuckets(prefix)]);
    const adminEmail = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    const adminPassword = await seedAdmin(options.adminPassword, adminEmail);
    if (options.secondFactorRoles) await seedSecondFactorRoles(options.secondFactorRoles);

    const api = createApiMiddleware(REPOSITORY_ROOT);
    const webMode = options.web ?? 'none';
    const web =
      webMode === 'none'
        ? null
        : await (await import('./web')).createWebMiddleware(webMode, {
            root: REPOSITORY_ROOT,
            embedOrigins: readEmbedOrigins,
          });
    handle = (request, response) => {
      // /api/docs is a page of the web build (the reference of the API), as CloudFront serves it.
      const isApi =
        (request.url === '/api' || request.url?.startsWith('/api/') || request.url?.startsWith('/api?')) &&
        !isApiDocsPath(request.url.split('?')[0] ?? '');
      if (isApi) {
        // What CloudFront's response-headers policy adds to /api/* in AWS; a handler's own header wins.
        for (const [name, value] of Object.entries(apiSecurityHeaders())) response.setHeader(name, value);
        void api(request, response);
      } else if (web) {
        web.handle(request, response);
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
    };
    const stopScheduler =
      options.scheduler === false
        ? () => undefined
        : startScheduler(REPOSITORY_ROOT, SCHEDULES, (id, error) =>
            console.error(`Scheduled handler ${id} failed`, error),
          );

    const queues = workQueues;
    return {
      url,
      adminPassword,
      adminEmail,
      workQueues: queues,
      environment,
      async stop() {
        stopScheduler();
        await queues.stop();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await web?.close();
        await secretStore?.stop();
      },
    };
  } catch (error) {
    server.close();
    await secretStore?.stop();
    await workQueues?.stop();
    throw error;
  }
}

/** The whole portal on this machine: the AWS stand-ins plus the portal server. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const services = await startServices({
    dataDir: options.dataDir,
    inMemory: options.inMemory,
    quickStart: options.quickStart,
    mailboxPort: options.mailboxPort ?? (options.inMemory ? 0 : 8005),
  });
  try {
    applyEndpointEnv(services.endpoints);
    const encryptionKey = options.inMemory ? undefined : readOrCreateEncryptionKey(options.dataDir);
    const sealingCertificate = options.inMemory ? undefined : readOrCreateSealingSecret(options.dataDir);
    const portal = await startPortalServer({ encryptionKey, sealingCertificate, ...options });
    return {
      ...portal,
      mailboxUrl: services.endpoints.mailbox,
      endpoints: services.endpoints,
      async stop() {
        await portal.stop();
        await services.stop();
      },
    };
  } catch (error) {
    await services.stop();
    throw error;
  }
}
