import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, ScheduledEvent } from 'aws-lambda';
import { findRouteById, routeList } from '../../shared/routes';
import { SCHEDULES, scheduledModulePath } from '../../shared/schedules';
import { createHandlerLoader, lambdaContext } from './adapter';
import {
  DATA_ENCRYPTION_KEY_SECRET,
  LOCAL_RESOURCE_PREFIX,
  localFunctionEnvironment,
  readOrCreateEncryptionKey,
  SEALING_CERTIFICATE_SECRET,
} from './environment';
import { readRunningPortal } from './runtime-file';
import { readOrCreateSealingSecret } from './sealing-certificate';
import { seedAdmin } from './seed';
import { applyEndpointEnv, ensureBuckets, ensureTables, startServices } from './services';
import { startSecretStore } from './services/secrets';
import { REPOSITORY_ROOT } from './stack';

/**
 * `npm run invoke -- <route-id> <event.json>`: runs one handler module on a sample API Gateway event
 * against the stand-ins — those of a running `npm start` when there is one, else its own on DATA_DIR.
 * A scheduled handler's id (shared/schedules.ts) runs it on a sample EventBridge event instead.
 */
async function main() {
  const [routeId, eventFile] = process.argv.slice(2);
  const route = routeId ? findRouteById(routeId) : undefined;
  const schedule = SCHEDULES.find((entry) => entry.id === routeId);
  if ((!route && !schedule) || !eventFile) {
    console.error('Usage: npm run invoke -- <route-id or schedule id> <event.json>');
    console.error(`Route ids: ${routeList.map((entry) => entry.id).join(', ')}`);
    console.error(`Schedule ids: ${SCHEDULES.map((entry) => entry.id).join(', ')}`);
    process.exit(2);
  }
  const eventText = readFileSync(resolve(eventFile), 'utf8').replaceAll('{{TOKEN}}', process.env.TOKEN ?? '');

  const dataDir = resolve(REPOSITORY_ROOT, process.env.DATA_DIR ?? '.data');
  const running = readRunningPortal(dataDir);
  const services = running?.endpoints ? null : await startServices({ dataDir, mailboxPort: 0 });
  const endpoints = running?.endpoints ?? services?.endpoints;
  if (!endpoints) throw new Error('No stand-ins available');
  const secretStore = await startSecretStore({
    [DATA_ENCRYPTION_KEY_SECRET]: readOrCreateEncryptionKey(dataDir),
    [SEALING_CERTIFICATE_SECRET]: readOrCreateSealingSecret(dataDir),
  });
  try {
    applyEndpointEnv(endpoints);
    Object.assign(
      process.env,
      localFunctionEnvironment(running?.url ?? 'http://localhost:3000', {
        endpoint: secretStore.endpoint,
        dataEncryptionKeyArn: secretStore.arnOf(DATA_ENCRYPTION_KEY_SECRET),
        sealingCertificateArn: secretStore.arnOf(SEALING_CERTIFICATE_SECRET),
      }),
    );
    if (services) {
      await Promise.all([ensureTables(LOCAL_RESOURCE_PREFIX), ensureBuckets(LOCAL_RESOURCE_PREFIX)]);
      const password = await seedAdmin(process.env.ADMIN_PASSWORD, process.env.ADMIN_EMAIL);
      if (password) console.error(`Created the admin account; its password is ${password}`);
    }
    const startedAt = performance.now();
    if (schedule) {
      const url = pathToFileURL(`${REPOSITORY_ROOT}/${scheduledModulePath(schedule)}.ts`).href;
      const { handler } = (await import(url)) as { handler: (event: ScheduledEvent) => Promise<unknown> };
      console.log(JSON.stringify(await handler(JSON.parse(eventText) as ScheduledEvent), null, 2));
      console.error(`${schedule.id}: done in ${(performance.now() - startedAt).toFixed(1)} ms`);
      return;
    }
    if (!route) return;
    const handler = await createHandlerLoader(REPOSITORY_ROOT)(route);
    const event = JSON.parse(eventText) as APIGatewayProxyEventV2;
    const result = await handler(event, lambdaContext('invoke', route.id));
    const body = result.body ? JSON.parse(result.body) : null;
    console.log(JSON.stringify({ ...result, body }, null, 2));
    console.error(`${route.id}: ${result.statusCode} in ${(performance.now() - startedAt).toFixed(1)} ms`);
  } finally {
    await secretStore.stop();
    await services?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
