import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

// Some CommonJS dependencies call require() for Node built-ins, which an ES module only has through createRequire.
export const REQUIRE_SHIM =
  "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);";

/**
 * How every handler function is bundled. `npm run bench` bundles with `handlerEsbuildOptions()` of
 * these same options, so its size and cold-import budgets measure what is deployed.
 *
 * The SDK is bundled rather than taken from the runtime so production runs the exact version the
 * tests ran: the runtime's copy is another version, which AWS updates per region without notice.
 * Leaving it out (`bundleAwsSDK: false`) was measured with `tsx tests/bench/lambda-bundles.ts
 * --runtime-sdk`: bundles shrink to about half, but importing them gets slower (the SDK then loads
 * as hundreds of CommonJS files instead of one parsed bundle), so cold starts would not gain.
 */
export const HANDLER_BUNDLING: BundlingOptions = {
  format: OutputFormat.ESM,
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: false,
  bundleAwsSDK: true,
  banner: REQUIRE_SHIM,
  forceDockerBundling: false,
};

/** What NodejsFunction passes for the SDK when it is not bundled (nodejs22.x, sdkV3ExcludeSmithyPackages on). */
export const RUNTIME_SDK_EXTERNALS = ['@aws-sdk/*', '@smithy/*'];

/** Options `handlerEsbuildOptions` knows how to translate; anything else would make the bench drift from AWS. */
const TRANSLATED: ReadonlySet<string> = new Set([
  'format',
  'target',
  'mainFields',
  'minify',
  'sourceMap',
  'bundleAwsSDK',
  'externalModules',
  'banner',
  'forceDockerBundling',
]);

/**
 * The esbuild build options NodejsFunction derives from `bundling` (aws-cdk-lib aws-lambda-nodejs
 * bundling: `--bundle --target --platform=node --format --minify --external:… --banner:js --main-fields`).
 */
export function handlerEsbuildOptions(bundling: BundlingOptions = HANDLER_BUNDLING): BuildOptions {
  const untranslated = Object.keys(bundling).filter((key) => !TRANSLATED.has(key));
  if (untranslated.length > 0) {
    throw new Error(`handlerEsbuildOptions does not mirror ${untranslated.join(', ')} yet; add it.`);
  }
  return {
    bundle: true,
    platform: 'node',
    target: bundling.target,
    format: bundling.format === OutputFormat.ESM ? 'esm' : 'cjs',
    minify: bundling.minify ?? false,
    sourcemap: bundling.sourceMap ?? false,
    external: bundling.externalModules ?? (bundling.bundleAwsSDK ? [] : RUNTIME_SDK_EXTERNALS),
    mainFields: bundling.mainFields,
    banner: bundling.banner ? { js: bundling.banner } : undefined,
    outExtension: { '.js': bundling.format === OutputFormat.ESM ? '.mjs' : '.js' },
    logLevel: 'error',
  };
}
