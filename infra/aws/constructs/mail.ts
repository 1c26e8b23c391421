import { CfnOutput, Stack } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export type MailProps = {
  from: string;
  identity: 'domain' | 'address';
};

/** The SES sender identity and the configuration set every portal mail goes through. */
export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const domain = props.from.split('@')[1] ?? props.from;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      // Keeps sending to addresses that bounced or complained from hurting the account's reputation.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });

    // As the identity's default set, the set applies without the sending code having to name it.
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: props.identity === 'domain' ? Identity.domain(domain) : Identity.email(props.from),
      configurationSet: this.configurationSet,
    });

    if (props.identity === 'domain') {
      // No hosted-zone lookup (stacks stay account-agnostic), so the DKIM records are handed over for manual DNS entry.
      this.identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: `DKIM CNAME ${index + 1} to add to the DNS of ${domain}`,
          value: `${record.name} CNAME ${record.value}`,
        });
      });
    }
  }

  /** SES v2 authorises a send against both the identity and the configuration set it uses. */
  grantSend(grantee: IGrantable) {
    this.identity.grantSendEmail(grantee);
    const stack = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          stack.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
      }),
    );
  }
}
