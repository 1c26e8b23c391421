/**
 * What every route's Lambda bundle carries because createHandler does (issue 40 item 5): the `health`
 * route is createHandler and nothing else, so whatever its bundle holds, every bundle holds. It must
 * not hold the user forms' IBAN check, the settings' schemas, the tables' descriptions or the
 * sign-in messages, which only some routes use. Sizes are the bench's (tests/bench/lambda-bundles.ts); this checks the parts.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { HANDLER_BUNDLING, handlerEsbuildOptions } from '../../infra/aws/constructs/handler-bundling';
import { handlerModulePath, routeList } from '../../shared/routes';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The files that put code into one route's deployed bundle, and the bundle's text. */
async function bundleOf(routeId: string): Promise<{ inputs: string[]; code: string }> {
  const route = routeList.find((each) => each.id === routeId);
  if (!route) throw new Error(`No route ${routeId}`);
  const result = await build({
    ...handlerEsbuildOptions(HANDLER_BUNDLING),
    entryPoints: [join(repoRoot, `${handlerModulePath(route)}.ts`)],
    absWorkingDir: repoRoot,
    outdir: join(repoRoot, 'tests', 'bench', 'results', 'route-bundle-core'),
    write: false,
    metafile: true,
  });
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, info]) => info.bytesInOutput > 0)
    .map(([path]) => path);
  return { inputs, code: result.outputFiles[0]?.text ?? '' };
}

describe('the part of every route bundle that createHandler brings', () => {
  it('leaves out the IBAN check, the settings schemas, the table descriptions and the sign-in messages', async () => {
    const { inputs } = await bundleOf('health');

    expect(inputs).toContain('functions/http/create-handler.ts');
    expect(inputs.filter((path) => path.includes('node_modules/ibantools/'))).toEqual([]);
    expect(inputs).not.toContain('shared/schemas/settings.ts');
    expect(inputs).not.toContain('shared/schemas/users.ts');
    expect(inputs).not.toContain('shared/tables.ts');
    expect(inputs).not.toContain('shared/messages/auth.ts');
  }, 60_000);

  it('and a bank statement import carries no user forms, though it reads payees', async () => {
    const { inputs } = await bundleOf('accounting-statements-import');

    expect(inputs).toContain('functions/repositories/bank.ts');
    expect(inputs).not.toContain('shared/schemas/users.ts');
    expect(inputs).not.toContain('shared/messages/volunteers.ts');
  }, 60_000);

  it('and a route that mails reads the mail channel without the settings schemas', async () => {
    const { inputs } = await bundleOf('declarations-status');

    expect(inputs).toContain('functions/mail/mail-channel.ts');
    expect(inputs).not.toContain('shared/schemas/settings.ts');
  }, 60_000);

  it('and a review that mails the declarant carries neither the e-mail tools, the family schemas, the bookkeeping forms nor the dashboard schemas', async () => {
    const { inputs } = await bundleOf('declarations-status');

    expect(inputs).toContain('functions/mail/templates/system-render.ts');
    expect(inputs).toContain('functions/repositories/accounting.ts');
    expect(inputs).not.toContain('shared/schemas/email.ts');
    expect(inputs).not.toContain('shared/schemas/families.ts');
    expect(inputs).not.toContain('shared/schemas/accounting.ts');
    expect(inputs).not.toContain('shared/schemas/dashboard.ts');
    expect(inputs).not.toContain('shared/messages/privacy.ts');
  }, 60_000);

  it('and a bank statement import carries neither the bookkeeping forms nor the volunteer-law schemas', async () => {
    const { inputs } = await bundleOf('accounting-statements-import');

    expect(inputs).toContain('functions/repositories/accounting.ts');
    expect(inputs).toContain('functions/repositories/declarations.ts');
    expect(inputs).not.toContain('shared/schemas/accounting.ts');
    expect(inputs).not.toContain('shared/schemas/volunteer-law.ts');
  }, 60_000);

  it('and a news item that mails its readers carries neither the e-mail tools nor the family schemas', async () => {
    const { inputs } = await bundleOf('news-create');

    expect(inputs).toContain('functions/mail/templates/system-render.ts');
    expect(inputs).not.toContain('shared/schemas/email.ts');
    expect(inputs).not.toContain('shared/schemas/families.ts');
  }, 60_000);

  it("and a route that enqueues a mail reads its queue's variable without the workers' and tables' descriptions", async () => {
    const { inputs } = await bundleOf('auth-passkey-register');

    expect(inputs).toContain('functions/workers/queue.ts');
    expect(inputs).not.toContain('shared/workers.ts');
    expect(inputs).not.toContain('shared/tables.ts');
  }, 60_000);

  it("and a route that signs with the association's name reads that setting without the privacy notice's messages", async () => {
    const { inputs } = await bundleOf('signing-sign-pdf');

    expect(inputs).toContain('functions/services/auth/organization-name.ts');
    expect(inputs).not.toContain('functions/services/settings/public-settings.ts');
    expect(inputs).not.toContain('shared/messages/privacy.ts');
  }, 60_000);

  it("keeps zod's Dutch messages, which shared/zod.ts sets on import (listed in package.json's sideEffects)", async () => {
    const { code } = await bundleOf('families-create');

    expect(code).toContain('Ongeldige invoer');
  }, 60_000);
});
