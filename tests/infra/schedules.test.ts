import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { describe, expect, it } from 'vitest';
import { scheduledJob } from '../../infra/aws/stacks/portal-stack';
import { WORKERS } from '../../shared/workers';
import { buildPortal, logicalIdOf } from './support/portal';

const fakeJob = {
  id: 'remind-due-declarations',
  entry: join(import.meta.dirname, 'fixtures', 'scheduled-job.ts'),
  schedule: Schedule.cron({ minute: '0', hour: '6' }),
  uses: { tables: ['declarations' as const, 'notifications' as const] },
};

describe('scheduled jobs', () => {
  it('runs each job from an EventBridge rule, with failed runs parked in an alarmed dead-letter queue', () => {
    const { stack } = buildPortal({ scheduledJobs: [fakeJob] });
    const template = Template.fromStack(stack);
    const functionId = logicalIdOf(stack.schedules.functions[fakeJob.id]?.function);
    const dlqId = logicalIdOf(stack.schedules.deadLetters?.queue);

    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 6 * * ? *)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [functionId, 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlqId, 'Arn'] } },
          RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }),
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlqId, 'Arn'] } } },
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
    });

    const variables =
      template.findResources('AWS::Lambda::Function')[functionId]?.Properties?.Environment?.Variables;
    expect(Object.keys(variables ?? {})).toEqual(
      expect.arrayContaining(['TABLE_DECLARATIONS', 'TABLE_NOTIFICATIONS']),
    );
    expect(Object.keys(variables ?? {})).not.toContain('TABLE_USERS');
    // Every API route, this one job, each background worker, and the SES event handler.
    expect(stack.functionCount).toBe(
      stack.apiAreas.reduce((sum, area) => sum + Object.keys(area.functions).length, 1) + WORKERS.length + 1,
    );
  });

  it('creates no rule and no queue while there are no jobs', () => {
    const { stack } = buildPortal({ scheduledJobs: [] });
    const template = Template.fromStack(stack);
    // The SES event rule (mail delivery events) is not a scheduled job.
    const scheduled = Object.values(template.findResources('AWS::Events::Rule')).filter(
      (rule) => rule.Properties?.ScheduleExpression !== undefined,
    );
    expect(scheduled).toEqual([]);
    expect(stack.schedules.deadLetters).toBeUndefined();
  });

  it('turns a shared/schedules.ts entry into a rate rule for functions/scheduled/<id>.ts', () => {
    const job = scheduledJob({
      id: 'check-due',
      summary: 'x',
      everyMinutes: 15,
      uses: { tables: ['notifications'] },
    });
    expect(job.entry).toMatch(/\/functions\/scheduled\/check-due\.ts$/);
    expect(job.schedule.expressionString).toBe('rate(15 minutes)');
    expect(job.uses).toEqual({ tables: ['notifications'] });
  });
});
