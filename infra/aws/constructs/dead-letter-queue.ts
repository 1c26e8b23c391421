import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption, type QueueProps } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { AlarmTopic } from './alarm-topic';

export type DeadLetterQueueProps = {
  alarms: AlarmTopic;
  /** Says in the alarm what failed, e.g. "bulk mail". */
  purpose: string;
};

/** Every queue of the portal: encrypted at rest with SQS-managed keys, reachable only over TLS. */
export const secureQueue = (scope: Construct, id: string, props: QueueProps) =>
  new Queue(scope, id, { ...props, encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });

/** Holds work that failed for good, and raises an alarm as soon as anything lands in it. */
export class DeadLetterQueue extends Construct {
  readonly queue: Queue;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: DeadLetterQueueProps) {
    super(scope, id);
    // The longest SQS allows: time to look at a failure before it is gone.
    this.queue = secureQueue(this, 'Queue', { retentionPeriod: Duration.days(14) });
    NagSuppressions.addResourceSuppressions(this.queue, [
      { id: 'AwsSolutions-SQS3', reason: 'This queue is itself a dead-letter queue.' },
    ]);

    this.alarm = new Alarm(this, 'NotEmpty', {
      alarmDescription: `Failed ${props.purpose} is waiting in the dead-letter queue; inspect and redrive it.`,
      metric: this.queue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    props.alarms.notifyOn(this.alarm);
  }
}
