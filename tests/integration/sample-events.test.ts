import { readdirSync, readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlerLoader, lambdaContext } from '../../infra/local/adapter';
import { REPOSITORY_ROOT } from '../../infra/local/stack';
import { routeList } from '../../shared/routes';
import { startTestPortal, type TestPortal } from './support/portal';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.stop());

/** What each sample does against a fresh portal (the sample login's password is not the admin's). */
const EXPECTED_STATUS: Record<string, number> = {
  'health.json': 200,
  'login.json': 401,
  'login-missing-fields.json': 400,
  'auth-me.json': 401,
  'logout.json': 401,
  'settings-public.json': 200,
  'families-list.json': 401,
  'public-family-registration.json': 200,
};

const samples = readdirSync('events/api').filter((file) => file.endsWith('.json'));

describe('sample events in events/api', () => {
  it('cover every sample with an expectation', () => {
    expect(samples.sort()).toEqual(Object.keys(EXPECTED_STATUS).sort());
  });

  it.each(samples)('%s runs through its handler module', async (file) => {
    const event = JSON.parse(
      readFileSync(`events/api/${file}`, 'utf8').replaceAll('{{TOKEN}}', ''),
    ) as APIGatewayProxyEventV2;
    const route = routeList.find((entry) => `${entry.method} ${entry.path}` === event.routeKey);
    expect(route, `no registry route for ${event.routeKey}`).toBeDefined();
    if (!route) return;

    const handler = await createHandlerLoader(REPOSITORY_ROOT)(route);
    const result = await handler(event, lambdaContext('sample', route.id));

    expect(result.statusCode).toBe(EXPECTED_STATUS[file]);
    expect(JSON.parse(result.body ?? '')).toBeTypeOf('object');
  });
});
