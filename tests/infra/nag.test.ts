import { join } from 'node:path';
import { Aspects, Duration } from 'aws-cdk-lib';
import { Schedule } from 'aws-cdk-lib/aws-events';
import {
  AwsSolutionsChecks,
  type INagLogger,
  type NagLoggerErrorData,
  type NagLoggerNonComplianceData,
  type NagLoggerSuppressedData,
  NagMessageLevel,
} from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildPortal, builtSite } from './support/portal';
import { entryWithProbe, routesWithProbe } from './support/probe-route';

type Finding = { rule: string; resource: string; detail: string };

/** Collects cdk-nag's verdicts instead of printing them, so the test can name each offending resource. */
class CollectingLogger implements INagLogger {
  readonly errors: Finding[] = [];
  readonly warnings: Finding[] = [];
  readonly suppressed: (Finding & { reason: string })[] = [];
  onCompliance() {}
  onNotApplicable() {}
  onSuppressedError() {}
  onNonCompliance(data: NagLoggerNonComplianceData) {
    const finding = { rule: data.ruleId, resource: data.resource.node.path, detail: data.findingId };
    (data.ruleLevel === NagMessageLevel.ERROR ? this.errors : this.warnings).push(finding);
  }
  onSuppressed(data: NagLoggerSuppressedData) {
    this.suppressed.push({
      rule: data.ruleId,
      resource: data.resource.node.path,
      detail: data.findingId,
      reason: data.suppressionReason,
    });
  }
  onError(data: NagLoggerErrorData) {
    this.errors.push({ rule: data.ruleId, resource: data.resource.node.path, detail: data.errorMessage });
  }
}

describe('cdk-nag AwsSolutions', () => {
  // Everything optional is switched on (site upload, a scheduled job, bucket and mail grants) so every construct is checked.
  const { app } = buildPortal({
    routes: routesWithProbe,
    entryFor: entryWithProbe,
    siteDirectory: builtSite(),
    scheduledJobs: [
      {
        id: 'nag-probe',
        entry: join(import.meta.dirname, 'fixtures', 'scheduled-job.ts'),
        schedule: Schedule.rate(Duration.hours(1)),
        uses: { tables: ['notifications'], mail: true },
      },
    ],
  });
  const logger = new CollectingLogger();
  Aspects.of(app).add(new AwsSolutionsChecks({ additionalLoggers: [logger], reports: false }));
  // cdk-nag also turns each error into an error annotation, which makes the synth throw: keep the verdicts readable.
  let synthError: unknown;
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }

  it('finds no unsuppressed error', () => {
    expect(logger.errors).toEqual([]);
    expect(synthError).toBeUndefined();
  });

  it('finds no unsuppressed warning', () => {
    expect(logger.warnings).toEqual([]);
  });

  it('gives a written reason for every suppression, for known rules only', () => {
    expect(logger.suppressed.length).toBeGreaterThan(0);
    for (const suppression of logger.suppressed) expect(suppression.reason.length).toBeGreaterThan(20);
    // A new kind of suppression deserves a second look: extend this list only with a reason in the construct.
    const rules = new Set(logger.suppressed.map((suppression) => suppression.rule));
    expect([...rules].sort()).toEqual(
      [
        'AwsSolutions-APIG4',
        'AwsSolutions-CFR1',
        'AwsSolutions-CFR2',
        'AwsSolutions-IAM4',
        'AwsSolutions-IAM5',
        'AwsSolutions-L1',
        'AwsSolutions-SMG4',
        'AwsSolutions-SQS3',
      ].sort(),
    );
    const iam = logger.suppressed.filter((suppression) => suppression.rule.startsWith('AwsSolutions-IAM'));
    const outsideDeployment = iam.filter(
      (suppression) => !suppression.resource.includes('CDKBucketDeployment'),
    );
    // Handlers' only wildcard is the object keys of the buckets their route uses.
    for (const suppression of outsideDeployment)
      expect(suppression.detail).toMatch(/^Resource::<Buckets\w+\.Arn>\/\*$/);
  });
});
