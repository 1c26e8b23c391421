import type { Duration } from 'aws-cdk-lib';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { AlarmTopic } from './alarm-topic';
import { DeadLetterQueue, secureQueue } from './dead-letter-queue';

export type WorkQueueProps = {
  alarms: AlarmTopic;
  purpose: string;
  /** Must exceed the consumer's timeout, or a message still being handled is delivered twice. */
  visibilityTimeout: Duration;
};

/** Maximum deliveries before a message is parked in the dead-letter queue. */
export const MAX_RECEIVE_COUNT = 5;

/** A queue for asynchronous work (bulk mail), with a dead-letter queue and its alarm. */
export class WorkQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetters: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: WorkQueueProps) {
    super(scope, id);
    this.deadLetters = new DeadLetterQueue(this, 'DeadLetters', props);
    this.queue = secureQueue(this, 'Queue', {
      visibilityTimeout: props.visibilityTimeout,
      deadLetterQueue: { queue: this.deadLetters.queue, maxReceiveCount: MAX_RECEIVE_COUNT },
    });
  }
}
