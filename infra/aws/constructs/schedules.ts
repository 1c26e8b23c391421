import { Duration } from 'aws-cdk-lib';
import { Rule, type Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { RouteResources } from '../../../shared/routes';
import type { AlarmTopic } from './alarm-topic';
import { DeadLetterQueue } from './dead-letter-queue';
import { HandlerFunction, type SharedResources } from './handler-function';

export type ScheduledJob = {
  /** Kebab-case, unique; names the function and the rule. */
  id: string;
  /** Absolute path of the module exporting `handler`. */
  entry: string;
  schedule: Schedule;
  uses?: RouteResources;
};

export type SchedulesProps = {
  jobs: readonly ScheduledJob[];
  resources: SharedResources;
  alarms: AlarmTopic;
};

/** One function and one EventBridge rule per scheduled job, with a shared dead-letter queue for failed runs. */
export class Schedules extends Construct {
  readonly functions: Record<string, HandlerFunction> = {};
  readonly deadLetters?: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    if (props.jobs.length === 0) return;

    const deadLetters = new DeadLetterQueue(this, 'DeadLetters', {
      alarms: props.alarms,
      purpose: 'scheduled job',
    });
    this.deadLetters = deadLetters;

    for (const job of props.jobs) {
      const handler = new HandlerFunction(this, job.id, {
        entry: job.entry,
        uses: job.uses ?? { tables: [] },
        resources: props.resources,
        description: `Scheduled job ${job.id}`,
      });
      // EventBridge invokes asynchronously: the rule's DLQ only catches failed deliveries, so a run that throws
      // is sent to the same queue by Lambda once its own retries are used up.
      handler.function.configureAsyncInvoke({
        retryAttempts: 2,
        onFailure: new SqsDestination(deadLetters.queue),
      });
      new Rule(this, `${job.id}-rule`, {
        description: `Runs ${job.id}`,
        schedule: job.schedule,
        targets: [
          new LambdaFunction(handler.function, {
            deadLetterQueue: deadLetters.queue,
            retryAttempts: 2,
            maxEventAge: Duration.hours(1),
          }),
        ],
      });
      this.functions[job.id] = handler;
    }

    NagSuppressions.addResourceSuppressions(
      this,
      [{ id: 'AwsSolutions-L1', reason: 'nodejs22.x is pinned on purpose (ARCHITECTURE §10).' }],
      true,
    );
  }
}
