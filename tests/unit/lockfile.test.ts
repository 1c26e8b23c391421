import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` refuses a lock file in which a locked package names an optional dependency that has
 * no entry of its own ("Missing: … from lock file"). `npm install` writes such a lock when the
 * registry this machine reaches lacks some platform builds (it skips them silently), so a
 * dependency with per-platform binaries can pass every local run and still break CI's clean
 * install. The missing entries are written by hand, marked optional and limited to their
 * platform, so no install ever fetches them; npm keeps them on later installs.
 */
type LockedPackage = { optionalDependencies?: Record<string, string> };

/** Node's lookup: the package's own node_modules, then each enclosing one up to the root. */
function resolves(packages: Record<string, LockedPackage>, from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (packages[dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('has an entry for every optional dependency a locked package names', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    const missing: string[] = [];
    for (const [path, pkg] of Object.entries(lock.packages)) {
      for (const name of Object.keys(pkg.optionalDependencies ?? {})) {
        if (!resolves(lock.packages, path, name)) missing.push(`${path || '(root)'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
