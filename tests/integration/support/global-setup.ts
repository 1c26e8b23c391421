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
  return async () => {
    await services.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
