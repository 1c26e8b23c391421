import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { AlarmTopic } from './alarm-topic';

export type DeadLetterQueueProps = {
  alarms: AlarmTopic;
  /** Says in the alarm what failed, e.g. "bulk mail". */
  purpose: string;
};

/** Holds work that failed for good, and raises an alarm as soon as anything lands in it. */
export class DeadLetterQueue extends Construct {
  readonly queue: Queue;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: DeadLetterQueueProps) {
    super(scope, id);
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // The longest SQS allows: time to look at a failure before it is gone.
      retentionPeriod: Duration.days(14),
    });
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
