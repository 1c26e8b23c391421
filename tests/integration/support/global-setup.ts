import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type ServiceEndpoints, startServices } from '../../../infra/local/services';
import { buildOpenApiDocument } from '../../../shared/openapi';
import type { OpenApiDocument } from '../../../shared/schemas/openapi';
import { CONTRACT_COOKIE_NAME } from './contract-document';

declare module 'vitest' {
  export interface ProvidedContext {
    endpoints: ServiceEndpoints;
    /** The OpenAPI document every answer is checked against (contract.ts), built once for the run. */
    openApiDocument: OpenApiDocument;
  }
}

/** The projects whose files talk to the stand-ins. */
const STAND_IN_PROJECTS = new Set(['integration', 'quality', 'e2e']);

/**
 * The stand-ins start once per run, for every project at once (the root project's global setup,
 * whose provided context every project inherits), and only when a project of the run needs them;
 * each test file then works in its own table and bucket prefix.
 */
export default async function setup(project: TestProject) {
  if (!project.vitest.projects.some((each) => STAND_IN_PROJECTS.has(each.name))) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'vwp-integration-'));
  const services = await startServices({ dataDir, inMemory: true, mailboxPort: 0 });
  project.provide('endpoints', services.endpoints);
  // Built here once instead of in every test file that starts a portal (1.3 s a file at load 18).
  project.provide('openApiDocument', buildOpenApiDocument({ cookieName: CONTRACT_COOKIE_NAME }));
  return async () => {
    await services.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
