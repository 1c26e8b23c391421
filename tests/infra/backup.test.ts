import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { bucketEnvVar } from '../../shared/buckets';
import { tableEnvVar } from '../../shared/tables';
import { type CfnResource, type CfnTemplate, logicalIdOf, sharedPortal } from './support/portal';

/** Issue 21: the backups bucket keeps a file 30 days, and a daily rule starts the backup job. */
const { stack } = sharedPortal();
const template = Template.fromStack(stack).toJSON() as CfnTemplate;

describe('backups in AWS', () => {
  it('removes a backup file 30 days after it was made, old versions included', () => {
    const bucket = template.Resources[logicalIdOf(stack.buckets.data.backups)] as CfnResource;

    expect(bucket.Properties).toMatchObject({
      LifecycleConfiguration: {
        Rules: expect.arrayContaining([
          expect.objectContaining({
            ExpirationInDays: 30,
            Status: 'Enabled',
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          }),
        ]),
      },
    });
  });

  it('starts the daily backup from an EventBridge rule, with the backups table and the backup queue', () => {
    const daily = stack.schedules.functions['daily-backup']?.function;
    const functionId = logicalIdOf(daily);
    const rules = Object.values(template.Resources).filter(
      (resource) => resource.Type === 'AWS::Events::Rule',
    );
    const rule = rules.find((resource) => JSON.stringify(resource.Properties?.Targets).includes(functionId));
    const variables = Object.keys(
      (template.Resources[functionId]?.Properties?.Environment as { Variables?: Record<string, unknown> })
        ?.Variables ?? {},
    );

    expect(rule?.Properties).toMatchObject({ ScheduleExpression: 'rate(1 day)', State: 'ENABLED' });
    expect(variables).toEqual(expect.arrayContaining([tableEnvVar('backups'), 'QUEUE_BACKUP_URL']));
    expect(variables).not.toContain(bucketEnvVar('files'));
  });
});
