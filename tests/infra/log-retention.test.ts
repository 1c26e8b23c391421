import { describe, expect, it } from 'vitest';
import {
  allTemplates,
  type CfnTemplate,
  referencedIds,
  resourcesOfType,
  sharedFullPortal,
  testConfig,
} from './support/portal';

/** How long a function's logs are kept: the retention of the log group it writes to, or `forever`. */
function retentionOf(template: CfnTemplate, functionId: string): number | 'forever' {
  const fn = template.Resources[functionId];
  const logGroupIds = referencedIds(
    (fn?.Properties?.LoggingConfig as { LogGroup?: unknown } | undefined)?.LogGroup,
  );
  const logGroup = logGroupIds
    .map((id) => template.Resources[id])
    .find((each) => each?.Type === 'AWS::Logs::LogGroup');
  const days = logGroup?.Properties?.RetentionInDays;
  return typeof days === 'number' ? days : 'forever';
}

describe('log retention', () => {
  it('gives every Lambda function of every stack a log group with the stage’s retention, CDK’s own helpers included', () => {
    // Prepare: everything that adds a function: the SPA upload (BucketDeployment) and the WAF lookup
    const { stack } = sharedFullPortal();

    // Act
    const functions = allTemplates(stack).flatMap((template) =>
      resourcesOfType(template, 'AWS::Lambda::Function').map(([id]) => ({
        id,
        days: retentionOf(template, id),
      })),
    );

    // Assess
    expect(functions.length).toBeGreaterThan(100);
    expect(functions.some((each) => each.id.startsWith('CustomCDKBucketDeployment'))).toBe(true);
    expect(functions.filter((each) => each.days !== testConfig.retentionDays.logs)).toEqual([]);
  });
});
