import { Duration } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { AlarmTopic } from './alarm-topic';
import { DeadLetterQueue } from './dead-letter-queue';
import { HandlerFunction, type SharedResources } from './handler-function';

export type MailEventsProps = {
  /** Absolute path of functions/events/ses-events.ts. */
  entry: string;
  resources: SharedResources;
  alarms: AlarmTopic;
};

/**
 * SES delivery, bounce and complaint events of the portal's configuration set, through the default
 * EventBridge bus, to one function that updates the mail log and the suppression list.
 */
export class MailEvents extends Construct {
  readonly handler: HandlerFunction;

  constructor(scope: Construct, id: string, props: MailEventsProps) {
    super(scope, id);
    const { mail } = props.resources;
    mail.configurationSet.addEventDestination('ToEventBridge', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.DELIVERY, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.handler = new HandlerFunction(this, 'SesEvents', {
      entry: props.entry,
      uses: { tables: ['mail'], writes: ['mail'] },
      resources: props.resources,
      description: 'SES events: delivery, bounce, complaint',
    });
    const deadLetters = new DeadLetterQueue(this, 'DeadLetters', {
      alarms: props.alarms,
      purpose: 'SES event',
    });
    new Rule(this, 'Rule', {
      description: 'SES delivery, bounce and complaint events of the portal',
      eventPattern: {
        source: ['aws.ses'],
        detailType: ['Email Delivered', 'Email Bounced', 'Email Complaint Received'],
      },
      targets: [
        new LambdaFunction(this.handler.function, {
          deadLetterQueue: deadLetters.queue,
          retryAttempts: 2,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });
    NagSuppressions.addResourceSuppressions(
      this,
      [{ id: 'AwsSolutions-L1', reason: 'nodejs22.x is pinned on purpose (ARCHITECTURE §10).' }],
      true,
    );
  }
}
