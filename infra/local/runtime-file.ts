import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ServiceEndpoints } from './services';

/**
 * `<DATA_DIR>/portal.json` says which process owns the data directory and where its stand-ins
 * listen: a second `npm start` refuses politely, and `npm run invoke` reuses the running ones.
 */
export type RuntimeFile = { pid: number; url?: string; mailboxUrl?: string; endpoints?: ServiceEndpoints };

const fileOf = (dataDir: string) => resolve(dataDir, 'portal.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The running portal that owns this data directory, if any. */
export function readRunningPortal(dataDir: string): RuntimeFile | null {
  const file = fileOf(dataDir);
  if (!existsSync(file)) return null;
  try {
    const runtime = JSON.parse(readFileSync(file, 'utf8')) as RuntimeFile;
    return runtime.pid !== process.pid && isAlive(runtime.pid) ? runtime : null;
  } catch {
    return null;
  }
}

export function writeRuntimeFile(dataDir: string, runtime: RuntimeFile) {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(fileOf(dataDir), JSON.stringify(runtime, null, 2));
}

export const removeRuntimeFile = (dataDir: string) => rmSync(fileOf(dataDir), { force: true });
