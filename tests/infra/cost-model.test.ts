import { describe, expect, it } from 'vitest';
import {
  estimateMonthlyCost,
  estimateWafCost,
  runsPerMonth,
  type Template,
  takeInventory,
  totalOf,
} from '../../infra/aws/cost/model';
import { PRICES } from '../../infra/aws/cost/prices';
import { USAGE_200_USERS } from '../../infra/aws/cost/usage';
import { allTemplates, resourcesOfType, sharedFullPortal } from './support/portal';

const fn = (memory: number) => ({
  Type: 'AWS::Lambda::Function',
  Properties: { MemorySize: memory, Architectures: ['arm64'] },
});
const apiPermission = (functionId: string) => ({
  Type: 'AWS::Lambda::Permission',
  Properties: { Principal: 'apigateway.amazonaws.com', FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] } },
});

const small: Template = {
  Resources: {
    Api: { Type: 'AWS::ApiGatewayV2::Api' },
    Route: fn(1024),
    RoutePermission: apiPermission('Route'),
    Secret: { Type: 'AWS::SecretsManager::Secret' },
  },
};

describe('cost model', () => {
  it('counts the runs of a rate schedule and refuses an expression it cannot count', () => {
    expect(runsPerMonth('rate(1 hour)')).toBe(720);
    expect(runsPerMonth('rate(1 day)')).toBe(30);
    expect(runsPerMonth('rate(15 minutes)')).toBe(2880);
    expect(() => runsPerMonth('cron(0/5 * * * ? *)')).toThrow(/cannot count/);
  });

  it('charges each secret the templates declare', () => {
    // Prepare
    const withTwoSecrets: Template = {
      Resources: { ...small.Resources, Second: { Type: 'AWS::SecretsManager::Secret' } },
    };

    // Act
    const one = totalOf(estimateMonthlyCost(takeInventory([small]), USAGE_200_USERS)).withFreeTier;
    const two = totalOf(estimateMonthlyCost(takeInventory([withTwoSecrets]), USAGE_200_USERS)).withFreeTier;

    // Assess
    expect(two - one).toBeCloseTo(PRICES.secretsManager.perSecretMonth, 2);
  });

  it('prices API compute by the memory the templates give the functions', () => {
    // Prepare: a usage far beyond the free tier, so compute shows in the bill
    const heavy = { ...USAGE_200_USERS, apiRequests: 20_000_000 };
    const doubled: Template = { Resources: { ...small.Resources, Route: fn(2048) } };
    const lambdaOf = (template: Template) =>
      estimateMonthlyCost(takeInventory([template]), heavy).find((line) => line.service === 'Lambda')
        ?.withoutFreeTier ?? 0;

    // Act
    const at1024 = lambdaOf(small);
    const at2048 = lambdaOf(doubled);

    // Assess: 20 M requests cost $4 either way; the GB-seconds double
    expect(at2048 - 4).toBeCloseTo(2 * (at1024 - 4), 1);
  });

  it('reads every function of the real stacks as an API route, a worker, a schedule, a mail-event consumer or a deploy helper', () => {
    // Prepare
    // The SPA upload and the WAF lookup on: their helper functions are counted as deploy helpers
    const { stack } = sharedFullPortal();
    const templates = allTemplates(stack);

    // Act
    const inventory = takeInventory(templates);
    const functions = templates.flatMap((template) => resourcesOfType(template, 'AWS::Lambda::Function'));

    // Assess: the deploy helpers (custom resource providers) run only during a deployment
    const counted =
      inventory.apiFunctions.length +
      inventory.workerFunctions.length +
      inventory.scheduledJobs.length +
      inventory.mailEventFunctions.length;
    const helpers = functions.filter(([id]) => /^(AWS|Custom)/.test(id)).length;
    expect(counted + helpers).toBe(functions.length);
    expect(inventory.secrets).toBeGreaterThan(0);
    expect(estimateWafCost(inventory, USAGE_200_USERS)).toBeNull();
    expect(totalOf(estimateMonthlyCost(inventory, USAGE_200_USERS)).withFreeTier).toBeGreaterThan(0);
  });
});
