import { Stack } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { EDGE_REGION, webAclParameterName } from '../stacks/edge-security-stack';
import { deployHelperLogGroup } from './helper-log-group';

/** aws-cdk-lib's fixed id of the Lambda function behind every AwsCustomResource of a stack. */
const AWS_CUSTOM_RESOURCE_PROVIDER_ID = 'AWS679f53fac002430cb0da5b7982bd2287';

/**
 * The ARN of the edge stack's web ACL, read from its SSM parameter in us-east-1 at deploy time. CDK's
 * own cross-region references need both stacks pinned to a region at synth; the portal stack deploys
 * to whatever region the credentials name, so it reads the parameter itself.
 */
export class EdgeWebAclArn extends Construct {
  readonly arn: string;

  constructor(scope: Construct, id: string, props: { stage: string; logRetention: RetentionDays }) {
    super(scope, id);
    const parameterName = webAclParameterName(props.stage);
    const read = {
      service: 'SSM',
      action: 'getParameter',
      parameters: { Name: parameterName },
      region: EDGE_REGION,
      physicalResourceId: PhysicalResourceId.of(parameterName),
    };
    const lookup = new AwsCustomResource(this, 'Lookup', {
      onCreate: read,
      onUpdate: read,
      policy: AwsCustomResourcePolicy.fromSdkCalls({
        resources: [
          Stack.of(this).formatArn({
            service: 'ssm',
            region: EDGE_REGION,
            resource: 'parameter',
            resourceName: parameterName.slice(1),
          }),
        ],
      }),
      installLatestAwsSdk: false,
      logGroup: deployHelperLogGroup(this, props.logRetention),
    });
    this.arn = lookup.getResponseField('Parameter.Value');
    // The provider is a singleton aws-cdk-lib adds at stack level, outside this construct.
    const provider = Stack.of(this).node.tryFindChild(AWS_CUSTOM_RESOURCE_PROVIDER_ID);
    if (provider)
      NagSuppressions.addResourceSuppressions(
        provider,
        [
          {
            id: 'AwsSolutions-IAM4',
            reason: "aws-cdk-lib's AwsCustomResource provider runs only during deploys; CDK builds its role.",
          },
          {
            id: 'AwsSolutions-L1',
            reason: "The AwsCustomResource provider's runtime is chosen by aws-cdk-lib.",
          },
        ],
        true,
      );
  }
}
