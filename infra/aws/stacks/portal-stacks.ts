import type { App } from 'aws-cdk-lib';
import type { StageConfig } from '../config';
import { EdgeSecurityStack } from './edge-security-stack';
import { PortalStack, type PortalStackProps } from './portal-stack';

/**
 * The stacks of one stage: the portal in the credentials' region and, when the stage turns WAF on,
 * the edge stack with the CloudFront web ACL in us-east-1, deployed first (`cdk deploy --all`).
 */
export function addPortalStacks(
  app: App,
  config: StageConfig,
  props: Omit<PortalStackProps, 'config'> = {},
): { portal: PortalStack; edge?: EdgeSecurityStack } {
  const name = `Vrijwilligersportaal-${config.stage}`;
  const edge = config.waf.enabled
    ? new EdgeSecurityStack(app, `${name}-edge`, {
        description: `Vrijwilligersportaal (${config.stage}): AWS WAF for CloudFront`,
        stage: config.stage,
        requestsPerFiveMinutes: config.waf.requestsPerFiveMinutes,
      })
    : undefined;
  const portal = new PortalStack(app, name, {
    description: `Vrijwilligersportaal (${config.stage})`,
    ...props,
    config,
  });
  if (edge) portal.addStackDependency(edge, 'CloudFront attaches the web ACL the edge stack creates');
  return { portal, edge };
}
