import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export type AlarmTopicProps = {
  /** Subscribed by e-mail when set; the subscription must be confirmed from the mail AWS sends. */
  email?: string;
};

/** Where operational alarms go. */
export class AlarmTopic extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    // No KMS key: alarm notifications carry alarm names and metric values only, and CloudWatch cannot publish
    // to a topic under the AWS-managed SNS key.
    this.topic = new Topic(this, 'Topic', { enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    this.action = new SnsAction(this.topic);
  }

  notifyOn(alarm: Alarm) {
    alarm.addAlarmAction(this.action);
  }
}
