import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { loadStageConfig, type StageConfig } from '../../../infra/aws/config';
import {
  handlerEntry,
  PortalStack,
  type PortalStackProps,
  REPOSITORY_ROOT,
} from '../../../infra/aws/stacks/portal-stack';

export type CfnResource = { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown };
export type CfnTemplate = { Resources: Record<string, CfnResource>; Parameters?: Record<string, unknown> };

const cdkJson = JSON.parse(readFileSync(`${REPOSITORY_ROOT}cdk.json`, 'utf8')) as {
  context: Record<string, unknown>;
};

/** The prod stage shape with values a test can recognise in the output. */
export const testConfig: StageConfig = {
  ...loadStageConfig('prod'),
  stage: 'test',
  alarmEmail: 'alarms@vereniging.example',
};

export type PortalOptions = Partial<Omit<PortalStackProps, 'config'>> & {
  config?: StageConfig;
  /**
   * Bundling the handlers with esbuild costs seconds per function, so tests skip it through CDK's own switch
   * (`aws:cdk:bundling-stacks` = none, what `cdk synth --exclusively` uses for unselected stacks): the functions
   * get a placeholder asset, everything else is synthesized as in a deploy. One test bundles for real.
   */
  bundle?: boolean;
  /** aws-cdk-lib's built-in CloudFormation validation on synth (seconds per synth); defaults to `bundle`. */
  validateTemplate?: boolean;
};

/** A portal stack built with the same context (feature flags) as `cdk synth`. */
export function buildPortal(options: PortalOptions = {}) {
  const { bundle = false, validateTemplate = bundle, config = testConfig, ...props } = options;
  const app = new App({
    context: { ...cdkJson.context, ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
    // The template linter runs in the bundling test only; it adds seconds to every synth.
    builtinCloudFormationValidation: validateTemplate,
  });
  const stack = new PortalStack(app, 'Portal', { config, ...props });
  return { app, stack };
}

let shared: ReturnType<typeof buildPortal> | undefined;

/**
 * The default portal (testConfig, every route, nothing optional), built once per worker and shared by
 * the files that only read it: the infra project runs its files without isolation (vitest.config.ts),
 * so this module and its stack outlive a file, and `Template.fromStack` synthesises the app once. A
 * file that adds an aspect or a construct builds its own with `buildPortal`. A route whose handler is
 * still being written (the registry test names it) gets the fixture module, so every entry is built
 * (the grants do not depend on a handler's code).
 */
export function sharedPortal() {
  const fixture = join(import.meta.dirname, '..', 'fixtures', 'route-handler.ts');
  shared ??= buildPortal({
    entryFor: (each) => (existsSync(handlerEntry(each)) ? handlerEntry(each) : fixture),
  });
  return shared;
}

let sharedFull: ReturnType<typeof buildPortal> | undefined;

/**
 * The portal with everything optional that adds a function switched on (the SPA upload and the WAF
 * lookup), built once per worker like `sharedPortal`, for the files that read every function of it.
 */
export function sharedFullPortal() {
  sharedFull ??= buildPortal({
    siteDirectory: builtSite(),
    config: { ...testConfig, waf: { ...testConfig.waf, enabled: true } },
  });
  return sharedFull;
}

/** Templates of the top-level stack and of every nested stack, for checks that must hold everywhere. */
export function allTemplates(stack: PortalStack): CfnTemplate[] {
  return [stack, ...stack.apiAreas].map((each) => Template.fromStack(each).toJSON() as CfnTemplate);
}

export function resourcesOfType(template: CfnTemplate, type: string): [string, CfnResource][] {
  return Object.entries(template.Resources).filter(([, resource]) => resource.Type === type);
}

/** Every `Ref` and `Fn::GetAtt` target inside a CloudFormation expression. */
export function referencedIds(expression: unknown): string[] {
  if (Array.isArray(expression)) return expression.flatMap(referencedIds);
  if (expression === null || typeof expression !== 'object') return [];
  const record = expression as Record<string, unknown>;
  if (typeof record.Ref === 'string') return [record.Ref];
  const getAtt = record['Fn::GetAtt'];
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return [getAtt[0]];
  return Object.values(record).flatMap(referencedIds);
}

export type PolicyStatement = Record<string, unknown>;

/** The statements of an AWS::IAM::Policy or AWS::S3::BucketPolicy resource. */
export const statementsOf = (policy: CfnResource): PolicyStatement[] =>
  (policy.Properties?.PolicyDocument as { Statement?: PolicyStatement[] } | undefined)?.Statement ?? [];

/** Logical id of an L2 construct's resource (or of a CloudFormation element itself). */
export function logicalIdOf(construct: IConstruct | undefined): string {
  const element = construct?.node.defaultChild ?? construct;
  if (!element || !CfnElement.isCfnElement(element))
    throw new Error(`No CloudFormation element in ${construct}`);
  return Stack.of(element).resolve(element.logicalId) as string;
}

/** A minimal vite-like build output: a shell and one hashed asset. */
export function builtSite(): string {
  const directory = mkdtempSync(join(tmpdir(), 'portal-site-'));
  mkdirSync(join(directory, 'assets'));
  writeFileSync(join(directory, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(directory, 'assets', 'index-abc123.js'), 'console.log(1)');
  return directory;
}
