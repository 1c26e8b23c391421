import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { HANDLER_BUNDLING, handlerEsbuildOptions } from '../../infra/aws/constructs/handler-bundling';
import { handlerModulePath, routeList } from '../../shared/routes';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The packages one route's deployed bundle is made of, from esbuild's metafile. */
async function bundledPackages(routeId: string): Promise<Set<string>> {
  const route = routeList.find((each) => each.id === routeId);
  if (!route) throw new Error(`No route ${routeId}`);
  return packagesOf(`${handlerModulePath(route)}.ts`);
}

async function packagesOf(entry: string): Promise<Set<string>> {
  const result = await build({
    ...handlerEsbuildOptions(HANDLER_BUNDLING),
    entryPoints: [join(repoRoot, entry)],
    absWorkingDir: repoRoot,
    outdir: join(repoRoot, 'tests', 'bench', 'results', 'presign-bundles'),
    write: false,
    metafile: true,
  });
  const packages = Object.keys(result.metafile.inputs).flatMap((input) => {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    return match?.[1] ? [match[1]] : [];
  });
  return new Set(packages);
}

describe('routes that only hand out presigned URLs', () => {
  it.each(['declarations-receipt', 'uploads-create'])(
    'bundle %s without the S3 client or its presigner',
    async (routeId) => {
      const packages = await bundledPackages(routeId);

      expect(packages).toContain('@smithy/signature-v4');
      expect(packages).not.toContain('@aws-sdk/client-s3');
      expect(packages).not.toContain('@aws-sdk/s3-request-presigner');
    },
    60_000,
  );

  it('and neither does a route that reads the stored object: it signs its own requests (functions/commons/aws-http.ts)', async () => {
    const packages = await bundledPackages('uploads-confirm');

    expect(packages).toContain('@smithy/signature-v4');
    expect(packages).not.toContain('@aws-sdk/client-s3');
  }, 60_000);

  it('leave the S3 client to the backup worker, which needs multipart uploads (the checks above can see it)', async () => {
    const packages = await packagesOf('functions/workers/backup.ts');

    expect(packages).toContain('@aws-sdk/client-s3');
  }, 60_000);
});
