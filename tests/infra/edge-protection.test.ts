import { readFileSync } from 'node:fs';
import { App, Aspects, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { loadStageConfig, type StageConfig } from '../../infra/aws/config';
import { routeKeyOf } from '../../infra/aws/constructs/api-area-stack';
import { EDGE_REGION, webAclParameterName } from '../../infra/aws/stacks/edge-security-stack';
import { REPOSITORY_ROOT } from '../../infra/aws/stacks/portal-stack';
import { addPortalStacks } from '../../infra/aws/stacks/portal-stacks';
import { PASSWORD_ROUTE_THROTTLE, PUBLIC_ROUTE_THROTTLE, routeList } from '../../shared/routes';
import { type CfnTemplate, logicalIdOf, resourcesOfType, testConfig } from './support/portal';

const cdkJson = JSON.parse(readFileSync(`${REPOSITORY_ROOT}cdk.json`, 'utf8')) as {
  context: Record<string, unknown>;
};

/** The stacks app.ts makes for a stage, without bundling (see tests/infra/support/portal.ts). */
function stacksFor(config: StageConfig, nag = false) {
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  if (nag) Aspects.of(app).add(new AwsSolutionsChecks({ reports: false }));
  const stacks = addPortalStacks(app, config);
  const topLevel = app.node.children.filter((child) => Stack.isStack(child));
  return { app, ...stacks, topLevel };
}

const withWaf = (requestsPerFiveMinutes = 600): StageConfig => ({
  ...testConfig,
  waf: { enabled: true, requestsPerFiveMinutes },
});

describe('per-route throttles', () => {
  const { portal } = stacksFor(testConfig);
  const template = Template.fromStack(portal);
  const stage = resourcesOfType(template.toJSON() as CfnTemplate, 'AWS::ApiGatewayV2::Stage')[0]?.[1];
  const settings = stage?.Properties?.RouteSettings as Record<string, Record<string, number>>;

  it('throttles every public route from the registry, the password routes tighter', () => {
    const publicRoutes = routeList.filter((route) => route.access === 'public');
    expect(publicRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining(['login', 'reset-password']),
    );

    for (const route of publicRoutes) {
      // The second sign-in step guesses a code as login guesses a password: the same tighter limit.
      const expected = [
        'login',
        'login-mfa',
        'request-password-reset',
        'reset-password',
        'invite-accept',
      ].includes(route.id)
        ? PASSWORD_ROUTE_THROTTLE
        : PUBLIC_ROUTE_THROTTLE;
      expect(settings[routeKeyOf(route)], route.id).toEqual({
        ThrottlingRateLimit: expected.ratePerSecond,
        ThrottlingBurstLimit: expected.burst,
      });
    }
    expect(PASSWORD_ROUTE_THROTTLE.ratePerSecond).toBeLessThan(PUBLIC_ROUTE_THROTTLE.ratePerSecond);
  });

  it('keeps the signed-in routes on the stage-wide throttle only', () => {
    const throttled = new Set(Object.keys(settings));
    const signedIn = routeList.filter((route) => route.access !== 'public' && !route.throttle);

    expect(signedIn.length).toBeGreaterThan(0);
    for (const route of signedIn) expect(throttled.has(routeKeyOf(route)), route.id).toBe(false);
    expect(stage?.Properties?.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 50 });
  });

  it('creates the stage after the nested stacks that create the routes it throttles', () => {
    const dependsOn = [stage?.DependsOn ?? []].flat() as string[];

    for (const area of portal.apiAreas) expect(dependsOn).toContain(logicalIdOf(area.nestedStackResource));
  });
});

describe('AWS WAF, a stage setting', () => {
  it('is off by default: no web ACL, no us-east-1 stack, nothing attached to CloudFront', () => {
    expect(loadStageConfig('prod').waf.enabled).toBe(false);
    const { portal, edge, topLevel } = stacksFor(loadStageConfig('prod'));

    expect(edge).toBeUndefined();
    expect(topLevel).toHaveLength(1);
    const template = Template.fromStack(portal);
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.absent() }),
    });
  });

  it('when on, adds a us-east-1 stack with a web ACL for CloudFront that blocks an address over its rate', () => {
    const { edge, portal, topLevel } = stacksFor(withWaf(600));

    expect(topLevel).toHaveLength(2);
    expect(edge?.region).toBe(EDGE_REGION);
    const template = Template.fromStack(edge as Stack);
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Action: { Block: {} },
          Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: 600 } },
        }),
      ],
    });
    template.hasResourceProperties('AWS::SSM::Parameter', { Name: webAclParameterName(testConfig.stage) });
    expect(portal.dependencies).toContain(edge);
  });

  it('when on, attaches the web ACL to the distribution, read across regions at deploy time', () => {
    const { portal } = stacksFor(withWaf());
    const template = Template.fromStack(portal);

    template.hasResourceProperties('Custom::AWS', {
      Create: Match.serializedJson(
        Match.objectLike({
          service: 'SSM',
          action: 'getParameter',
          region: EDGE_REGION,
          parameters: { Name: webAclParameterName(testConfig.stage) },
        }),
      ),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('EdgeWebAclLookup'), 'Parameter.Value'] },
      }),
    });
  });

  it('when on, passes cdk-nag without the CloudFront WAF suppression', () => {
    const { app, portal, edge } = stacksFor(withWaf(), true);
    // cdk-nag's errors become error annotations, which make the synth throw; the annotations name them.
    try {
      app.synth();
    } catch {}

    for (const stack of [portal, edge as Stack]) {
      const errors = Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-'));
      expect(errors.map((error) => `${error.id}: ${error.entry.data}`)).toEqual([]);
    }
    const template = JSON.stringify(Template.fromStack(portal).toJSON());
    expect(template).not.toContain('AwsSolutions-CFR2');
  });
});
