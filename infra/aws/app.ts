import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, NestedStack, Stack, Tags } from 'aws-cdk-lib';
import { DEFAULT_STAGE, loadStageConfig } from './config';
import { REPOSITORY_ROOT } from './stacks/portal-stack';
import { addPortalStacks } from './stacks/portal-stacks';

const app = new App();
const stage: string = app.node.tryGetContext('stage') ?? DEFAULT_STAGE;
const config = loadStageConfig(stage);

// The SPA is uploaded only when it has been built (`npm run build`); a synth for checks does not need it.
const siteDirectory = join(REPOSITORY_ROOT, 'web/dist');
const hasSite = existsSync(join(siteDirectory, 'index.html'));

const { portal, edge } = addPortalStacks(app, config, {
  siteDirectory: hasSite ? siteDirectory : undefined,
});
Tags.of(app).add('project', 'vrijwilligersportaal');
Tags.of(app).add('stage', stage);

const stacks = app.node.findAll().filter((node) => Stack.isStack(node));
const nested = stacks.filter((node) => node instanceof NestedStack).length;
// stderr, so the numbers show next to the CLI's own output without ending up in a piped template.
console.error(
  `${portal.stackName}: ${portal.functionCount} functions in ${stacks.length} stacks (${stacks.length - nested} top-level, ${nested} nested)` +
    (edge ? `; WAF in ${edge.stackName} (us-east-1)` : '') +
    (hasSite ? '' : '; web/dist not built, the SPA is not uploaded'),
);
