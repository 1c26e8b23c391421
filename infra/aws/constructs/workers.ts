import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { WorkerDefinition } from '../../../shared/workers';
import type { AlarmTopic } from './alarm-topic';
import { HandlerFunction, type SharedResources } from './handler-function';
import { WorkQueue } from './work-queue';

export type WorkerQueuesProps = { workers: readonly WorkerDefinition[]; alarms: AlarmTopic };

/**
 * One WorkQueue (SQS + dead-letter queue + alarm) per background worker of shared/workers.ts. Made
 * before the functions, since every function that enqueues is given its queue's URL and send right.
 */
export class WorkerQueues extends Construct {
  readonly queues: Record<string, WorkQueue> = {};

  constructor(scope: Construct, id: string, props: WorkerQueuesProps) {
    super(scope, id);
    for (const worker of props.workers) {
      this.queues[worker.id] = new WorkQueue(this, worker.id, {
        alarms: props.alarms,
        purpose: worker.id,
        // Six times the consumer's timeout, as AWS advises for Lambda consumers.
        visibilityTimeout: Duration.seconds(worker.timeoutSeconds * 6),
      });
    }
  }

  get byId(): Record<string, IQueue> {
    return Object.fromEntries(Object.entries(this.queues).map(([id, work]) => [id, work.queue]));
  }
}

export type WorkerConsumersProps = {
  workers: readonly WorkerDefinition[];
  queues: WorkerQueues;
  resources: SharedResources;
  /** Absolute path of a worker's consumer module. */
  entryFor: (worker: WorkerDefinition) => string;
};

/**
 * The Lambda consumer of each worker, granted exactly its `uses`, reading its queue in batches of
 * `batchSize`. Failed messages are reported one by one (ReportBatchItemFailures), so only they come
 * back after the visibility timeout, until the queue parks them in its dead-letter queue.
 */
export class WorkerConsumers extends Construct {
  readonly functions: Record<string, HandlerFunction> = {};

  constructor(scope: Construct, id: string, props: WorkerConsumersProps) {
    super(scope, id);
    for (const worker of props.workers) {
      const queue = props.queues.queues[worker.id];
      if (!queue) throw new Error(`No queue for worker ${worker.id}`);
      const consumer = new HandlerFunction(this, worker.id, {
        entry: props.entryFor(worker),
        uses: worker.uses,
        resources: props.resources,
        description: `Worker ${worker.id}`,
        timeout: Duration.seconds(worker.timeoutSeconds),
      });
      consumer.function.addEventSource(
        new SqsEventSource(queue.queue, {
          batchSize: worker.batchSize,
          reportBatchItemFailures: true,
          maxConcurrency: worker.maxConcurrency,
        }),
      );
      this.functions[worker.id] = consumer;
    }
    NagSuppressions.addResourceSuppressions(
      this,
      [{ id: 'AwsSolutions-L1', reason: 'nodejs22.x is pinned on purpose (ARCHITECTURE §10).' }],
      true,
    );
  }
}
