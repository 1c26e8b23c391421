import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '../../shared/origin-header';
import {
  allTemplates,
  buildPortal,
  type CfnTemplate,
  logicalIdOf,
  resourcesOfType,
  sharedPortal,
  statementsOf,
  testConfig,
} from './support/portal';

const { stack } = sharedPortal();
const parent = Template.fromStack(stack).toJSON() as CfnTemplate;
const templates = allTemplates(stack);
const originSecretId = logicalIdOf(stack.originSecret);

/** Every `{{resolve:secretsmanager:…}}` in a template, with the JSON path that holds it. */
function dynamicReferences(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('{{resolve:secretsmanager:') ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => dynamicReferences(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => dynamicReferences(inner, `${path}.${key}`));
  return [];
}

const apiOrigin = () => {
  const [[, distribution]] = resourcesOfType(parent, 'AWS::CloudFront::Distribution') as [[string, never]];
  const origins = (
    distribution as { Properties: { DistributionConfig: { Origins: Record<string, unknown>[] } } }
  ).Properties.DistributionConfig.Origins;
  const origin = origins.find((each) => 'CustomOriginConfig' in each && !('S3OriginConfig' in each));
  if (!origin) throw new Error('No API origin');
  return origin as { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] };
};

describe('secrets in the synthesized templates', () => {
  it('puts no secret value in any template: the one dynamic reference is the API origin header of CloudFront', () => {
    const references = templates.flatMap((template) =>
      Object.entries(template.Resources).flatMap(([id, resource]) =>
        dynamicReferences(resource.Properties).map((path) => `${resource.Type} ${id}${path}`),
      ),
    );

    expect(references).toHaveLength(1);
    expect(references[0]).toMatch(/^AWS::CloudFront::Distribution .*OriginCustomHeaders\[0\]\.HeaderValue\b/);
  });

  it('gives no function a secret value in its environment, only ARNs', () => {
    for (const template of templates) {
      for (const [id, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
        const variables = (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)
          ?.Variables;
        expect(dynamicReferences(variables), id).toEqual([]);
        expect(JSON.stringify(variables ?? {}), id).not.toMatch(/SecretString|Fn::Join.*secretsmanager/);
      }
    }
  });

  it('has CloudFront send the origin secret to the API, read from Secrets Manager at deploy time', () => {
    const headers = apiOrigin().OriginCustomHeaders ?? [];

    expect(headers.map((header) => header.HeaderName)).toEqual([ORIGIN_SECRET_HEADER]);
    const value = JSON.stringify(headers[0]?.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(originSecretId);
  });

  it('tells every API function which secret to expect and lets it read only that one (and the key it declares)', () => {
    const [area] = stack.apiAreas;
    const template = Template.fromStack(area as never).toJSON() as CfnTemplate;
    const functions = resourcesOfType(template, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties?.Description).includes('/api/'),
    );
    expect(functions.length).toBeGreaterThan(0);
    for (const [id, fn] of functions) {
      const environment = fn.Properties?.Environment as { Variables: Record<string, unknown> };
      const variables = environment.Variables;
      expect(variables.TRUST_VIEWER_IP_HEADER, id).toBe('true');
      expect(variables.ORIGIN_SECRET_ARN, id).toEqual({ Ref: expect.stringContaining('OriginSecret') });
    }
    const secretActions = resourcesOfType(template, 'AWS::IAM::Policy')
      .flatMap(([, policy]) => statementsOf(policy))
      .filter((statement) => JSON.stringify(statement.Action).includes('secretsmanager'));
    for (const statement of secretActions) expect(statement.Action).toBe('secretsmanager:GetSecretValue');
  });

  it('keeps the scheduled functions, which CloudFront never calls, away from the origin secret', () => {
    for (const [id, fn] of resourcesOfType(parent, 'AWS::Lambda::Function')) {
      const variables = (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)
        ?.Variables;
      expect(variables?.ORIGIN_SECRET_ARN, id).toBeUndefined();
    }
  });

  it('makes a new origin secret for a new generation, so a redeploy rotates it', () => {
    const { stack: rotated } = buildPortal({
      config: { ...testConfig, originSecretGeneration: 2 },
    });

    expect(logicalIdOf(rotated.originSecret)).not.toBe(originSecretId);
  });
});
