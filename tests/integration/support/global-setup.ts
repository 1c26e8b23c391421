import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type ServiceEndpoints, startServices } from '../../../infra/local/services';

declare module 'vitest' {
  export interface ProvidedContext {
    endpoints: ServiceEndpoints;
  }
}

/** The stand-ins start once per run; each test file then works in its own table and bucket prefix. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vwp-integration-'));
  const services = await startServices({ dataDir, inMemory: true, mailboxPort: 0 });
  project.provide('endpoints', services.endpoints);
  return async () => {
    await services.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
