import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

const HELPER_LOG_GROUP_ID = 'DeployHelperLogs';

/**
 * The log group of aws-cdk-lib's own deploy-time functions (the BucketDeployment and AwsCustomResource
 * providers). Each is a singleton at stack level and all its users must name the same log group, so
 * this one is a stack-level singleton too. Without it their logs would be kept forever.
 */
export function deployHelperLogGroup(scope: Construct, retention: RetentionDays): LogGroup {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild(HELPER_LOG_GROUP_ID);
  if (existing instanceof LogGroup) return existing;
  return new LogGroup(stack, HELPER_LOG_GROUP_ID, { retention, removalPolicy: RemovalPolicy.DESTROY });
}
