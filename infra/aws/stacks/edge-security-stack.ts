import { Stack, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** CloudFront only accepts web ACLs made in us-east-1, whatever region the portal runs in. */
export const EDGE_REGION = 'us-east-1';

/** Where the edge stack leaves the web ACL's ARN for the portal stack to read across regions. */
export const webAclParameterName = (stage: string) => `/vrijwilligersportaal/${stage}/cloudfront-web-acl-arn`;

export type EdgeSecurityStackProps = StackProps & {
  stage: string;
  /** Requests one address may send in 5 minutes before WAF blocks it for the rest of the window. */
  requestsPerFiveMinutes: number;
};

/**
 * The AWS WAF web ACL in front of CloudFront, only when the stage turns `waf.enabled` on: one
 * rate-based rule that blocks an address sending more than the stage's limit in five minutes. Costs
 * about $5 + $1 a month plus $0.60 per million requests (README), more than the rest of a small
 * deployment, so it is off by default; the per-route throttles and the per-address limits in the
 * handlers protect a default deployment.
 */
export class EdgeSecurityStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeSecurityStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    const metricName = (name: string) => `vrijwilligersportaal-${props.stage}-${name}`;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: metricName('edge'),
      description: 'Vrijwilligersportaal: rate limit per client address in front of CloudFront',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: metricName('edge'),
        sampledRequestsEnabled: true,
      },
      rules: [
        {
          name: 'rate-per-address',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: { aggregateKeyType: 'IP', limit: props.requestsPerFiveMinutes },
          },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: metricName('rate-per-address'),
            sampledRequestsEnabled: true,
          },
        },
      ],
    });
    new StringParameter(this, 'WebAclArn', {
      parameterName: webAclParameterName(props.stage),
      description: 'ARN of the CloudFront web ACL, read by the portal stack in its own region',
      stringValue: this.webAcl.attrArn,
    });
  }
}
