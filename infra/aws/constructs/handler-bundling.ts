import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { COMMON_PASSWORDS_FILE } from '../../../functions/services/auth/common-passwords';

// Some CommonJS dependencies call require() for Node built-ins, which an ES module only has through createRequire.
export const REQUIRE_SHIM =
  "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);";

/**
 * Package → module substitutions for the bundles (esbuild `alias`). The SDK's default credential
 * chain becomes the Lambda environment-variable provider (see that module for why this is what the
 * chain does inside Lambda anyway); this keeps the ini/SSO/STS providers, about 37 KB gzip, out of
 * every bundle. pdf-lib's standard-font metrics become those of the two fonts the portal draws with
 * (see that module), about 75 KB gzip less in each PDF-drawing bundle; pako (pdf-lib's zlib in
 * JavaScript) becomes Node's zlib, and readable-stream (three copies of Node's streams in the Excel
 * export's libraries) Node's own streams. Absolute paths: esbuild resolves an alias target from its working directory, which
 * for NodejsFunction's local bundling is the project root (the lock file's directory), so a path
 * built from this file's location holds whatever directory `cdk` or the tests are started from.
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': fileURLToPath(
    new URL('../lambda/credential-provider.ts', import.meta.url),
  ),
  '@pdf-lib/standard-fonts': fileURLToPath(new URL('../lambda/standard-fonts.ts', import.meta.url)),
  pako: fileURLToPath(new URL('../lambda/pako.ts', import.meta.url)),
  'readable-stream': fileURLToPath(new URL('../lambda/readable-stream/index.cjs', import.meta.url)),
  'readable-stream/passthrough': fileURLToPath(
    new URL('../lambda/readable-stream/passthrough.cjs', import.meta.url),
  ),
};

type SideFile = { from: string; to: string };

/**
 * What a bundle reads beside itself at run time, copied into its Lambda package only when the bundle
 * names it (`marker`), so no other function carries it:
 * - the common-password list, read on the first password check (functions/services/auth/common-passwords.ts);
 * - nodemailer, left out of the bundles (`externalModules`) and imported only when an admin chose the
 *   SMTP relay (functions/mail/smtp-relay.ts): bundled, it made every mail-sending function 64 KB
 *   gzip heavier for a channel most installations never use. It has no dependencies of its own.
 * - rrule, left out in the same way and imported when a request first meets a weekly series
 *   (functions/services/calendar/recurrence.ts): inlined, esbuild made its lazy import part of every
 *   agenda and session route's cold start, about 12 KB gzip. Its ES5 build is one file without
 *   dependencies, which is what Node's resolver loads (`main`).
 * Paths are relative to the project root (the bundling input) and to the bundle's directory.
 */
export const SIDE_FILES: readonly { marker: string; files: readonly SideFile[] }[] = [
  {
    marker: COMMON_PASSWORDS_FILE,
    files: [{ from: `functions/services/auth/${COMMON_PASSWORDS_FILE}`, to: COMMON_PASSWORDS_FILE }],
  },
  {
    // Its ES module build (what an import loads) and the data it reads; not the CommonJS copy.
    marker: '"nodemailer/',
    files: ['package.json', 'dist/esm', 'dist/well-known'].map((path) => ({
      from: `node_modules/nodemailer/${path}`,
      to: `node_modules/nodemailer/${path}`,
    })),
  },
  {
    marker: '"rrule"',
    files: ['package.json', 'dist/es5/rrule.js'].map((path) => ({
      from: `node_modules/rrule/${path}`,
      to: `node_modules/rrule/${path}`,
    })),
  },
];

/** Packages the bundles import from their package's node_modules (SIDE_FILES) instead of carrying. */
export const UNBUNDLED_PACKAGES = ['nodemailer', 'rrule'];

const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const parentOf = (path: string) => path.replace(/\/[^/]*$/, '');

/** NodejsFunction's afterBundling commands: each side file is copied when the bundle names it. */
function copySideFileCommands(inputDir: string, outputDir: string): string[] {
  const bundle = shellQuoted(`${outputDir}/index.mjs`);
  return SIDE_FILES.map(({ marker, files }) => {
    const copies = files.map(
      ({ from, to }) =>
        `mkdir -p ${shellQuoted(parentOf(`${outputDir}/${to}`))} && cp -R ${shellQuoted(`${inputDir}/${from}`)} ${shellQuoted(`${outputDir}/${to}`)}`,
    );
    return `if grep -qF ${shellQuoted(marker)} ${bundle}; then ${copies.join(' && ')}; fi`;
  });
}

/** What the afterBundling hook does, for bundles built outside CDK (the bench, tests): the side files `code` names, copied beside it. */
export function copySideFiles(code: string, projectRoot: string, bundleDir: string): string[] {
  const copied: string[] = [];
  for (const { marker, files } of SIDE_FILES) {
    if (!code.includes(marker)) continue;
    for (const { from, to } of files) {
      cpSync(join(projectRoot, from), join(bundleDir, to), { recursive: true });
      copied.push(to);
    }
  }
  return copied;
}

/**
 * How every handler function is bundled. `npm run bench` bundles with `handlerEsbuildOptions()` of
 * these same options, so its size and cold-import budgets measure what is deployed.
 *
 * The SDK is bundled rather than taken from the runtime so production runs the exact version the
 * tests ran: the runtime's copy is another version, which AWS updates per region without notice.
 * Leaving it out (`bundleAwsSDK: false`) was measured with `tsx tests/bench/lambda-bundles.ts
 * --runtime-sdk`: bundles shrink to about half, but importing them gets slower (the SDK then loads
 * as hundreds of CommonJS files instead of one parsed bundle), so cold starts would not gain.
 *
 * package.json's `sideEffects` lists the only files of the project whose import does something
 * (shared/zod.ts sets the Dutch messages) besides the web, infra and test code: esbuild then leaves
 * out every module of functions/ and shared/ a bundle imports without using, where before each kept
 * its zod schemas (calls it must assume have effects). `health` went from 124.6 to 106.4 KB gzip.
 */
export const HANDLER_BUNDLING: BundlingOptions = {
  format: OutputFormat.ESM,
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: false,
  bundleAwsSDK: true,
  banner: REQUIRE_SHIM,
  externalModules: UNBUNDLED_PACKAGES,
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: copySideFileCommands,
  },
  // Docker bundling would not see the host paths of BUNDLE_ALIASES; esbuild is a devDependency, so it runs locally.
  forceDockerBundling: false,
  // NodejsFunction passes these as `--alias:<package>=<path>` (repeated esbuild arguments).
  esbuildArgs: { '--alias': Object.entries(BUNDLE_ALIASES).map(([name, path]) => `${name}=${path}`) },
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
  'esbuildArgs',
  // Not an esbuild option: bundles built outside CDK call copySideFiles, which does what its hook does.
  'commandHooks',
]);

/** `esbuildArgs` keys `handlerEsbuildOptions` translates; any other argument would go unmeasured. */
const TRANSLATED_ESBUILD_ARGS: ReadonlySet<string> = new Set(['--alias']);

/** `esbuildArgs['--alias']` (`package=path`, one string or a list) as esbuild's `alias` option. */
function aliasOption(bundling: BundlingOptions): Record<string, string> | undefined {
  const args = bundling.esbuildArgs ?? {};
  const untranslated = Object.keys(args).filter((key) => !TRANSLATED_ESBUILD_ARGS.has(key));
  if (untranslated.length > 0) {
    throw new Error(
      `handlerEsbuildOptions does not mirror esbuildArgs ${untranslated.join(', ')} yet; add it.`,
    );
  }
  const value = args['--alias'];
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') throw new Error('esbuildArgs --alias needs package=path values.');
  const entries = (Array.isArray(value) ? value : [value]).map((each) => {
    const separator = each.indexOf('=');
    if (separator <= 0) throw new Error(`esbuildArgs --alias entry ${each} is not package=path.`);
    return [each.slice(0, separator), each.slice(separator + 1)] as const;
  });
  return Object.fromEntries(entries);
}

/**
 * The esbuild build options NodejsFunction derives from `bundling` (aws-cdk-lib aws-lambda-nodejs
 * bundling: `--bundle --target --platform=node --format --minify --external:… --banner:js --main-fields`,
 * then `esbuildArgs`, of which `--alias:<package>=<path>` is translated).
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
    alias: aliasOption(bundling),
    outExtension: { '.js': bundling.format === OutputFormat.ESM ? '.mjs' : '.js' },
    logLevel: 'error',
  };
}
