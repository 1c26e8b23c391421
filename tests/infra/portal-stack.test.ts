import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routeKeyOf } from '../../infra/aws/constructs/api-area-stack';
import { MAX_RECEIVE_COUNT } from '../../infra/aws/constructs/work-queue';
import { BUCKET_NAMES, bucketEnvVar } from '../../shared/buckets';
import { VIEWER_IP_HEADER } from '../../shared/constants';
import { SCHEDULES } from '../../shared/schedules';
import {
  contentSecurityPolicy,
  EMBED_ORIGINS_EDGE_KEY,
  registrationFrameAncestors,
  registrationFrameAncestorsValue,
  securityHeaders,
} from '../../shared/security-headers';
import { TABLE_NAMES, TABLES, type TableName, tableEnvVar } from '../../shared/tables';
import { WORKERS, workerQueueEnvVar } from '../../shared/workers';
import {
  allTemplates,
  buildPortal,
  type CfnResource,
  type CfnTemplate,
  logicalIdOf,
  referencedIds,
  resourcesOfType,
  statementsOf,
  testConfig,
} from './support/portal';
import { entryWithProbe, probeRoute, routesWithProbe as routes } from './support/probe-route';

const { stack } = buildPortal({ routes, entryFor: entryWithProbe });
const parent = Template.fromStack(stack);
const parentJson = parent.toJSON() as CfnTemplate;
const tableIds = new Map(TABLE_NAMES.map((name) => [logicalIdOf(stack.tables.tables[name]), name]));
const bucketIds = new Map(BUCKET_NAMES.map((name) => [logicalIdOf(stack.buckets.data[name]), name]));
const COMMON_ENV = ['STAGE', 'PORTAL_URL', 'MAIL_FROM', 'COOKIE_SECURE', 'LOG_LEVEL'];
/** Only API functions sit behind CloudFront: they check its origin secret and trust its viewer header. */
const API_ENV = ['TRUST_VIEWER_IP_HEADER', 'ORIGIN_SECRET_ARN'];

function areaStack(area: string) {
  const found = stack.apiAreas.find((each) => each.node.id === `Api-${area}`);
  if (!found) throw new Error(`No nested stack for area ${area}`);
  const template = Template.fromStack(found).toJSON() as CfnTemplate;
  const parameters = parentJson.Resources[logicalIdOf(found.nestedStackResource)]?.Properties
    ?.Parameters as Record<string, unknown>;
  // A nested stack sees parent resources only through parameters; follow them back to the parent's logical ids.
  const parentIds = (expression: unknown) =>
    referencedIds(expression).flatMap((id) => (id in parameters ? referencedIds(parameters[id]) : [id]));
  return { template, parentIds };
}

function functionOf(template: CfnTemplate, route: (typeof routes)[number]) {
  const matches = resourcesOfType(template, 'AWS::Lambda::Function').filter(
    ([, fn]) => fn.Properties?.Description === `${routeKeyOf(route)} (${route.id})`,
  );
  expect(matches, `function of ${route.id}`).toHaveLength(1);
  return matches[0]?.[1] as CfnResource;
}

function roleStatementsOf(template: CfnTemplate, fn: CfnResource) {
  const [roleId] = referencedIds(fn.Properties?.Role);
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => referencedIds(policy.Properties?.Roles).includes(roleId as string))
    .flatMap(([, policy]) => statementsOf(policy));
}

const actionsOf = (statement: Record<string, unknown>) => [statement.Action].flat() as string[];

describe('API functions generated from the route registry', () => {
  it('creates one function and one API route per registry route, in the nested stack of its area', () => {
    for (const route of routes) {
      const { template } = areaStack(route.area);
      const fn = functionOf(template, route);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
      });
      Template.fromJSON(template).hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKeyOf(route),
        AuthorizationType: 'NONE',
      });
    }
    for (const area of stack.apiAreas) {
      const routesOfArea = routes.filter((route) => `Api-${route.area}` === area.node.id);
      const template = Template.fromStack(area);
      template.resourceCountIs('AWS::Lambda::Function', routesOfArea.length);
      template.resourceCountIs('AWS::ApiGatewayV2::Route', routesOfArea.length);
    }
    // One function per route, plus one per scheduled job (shared/schedules.ts), per worker (shared/workers.ts)
    // and the SES events handler.
    expect(stack.functionCount).toBe(routes.length + SCHEDULES.length + WORKERS.length + 1);
  });

  it('derives the grants checked below from a probe route that uses an indexed table, both buckets and mail', () => {
    expect(routes).toContain(probeRoute);
    expect(Object.keys(TABLES.users.indexes).length).toBeGreaterThan(0);
  });

  it('gives each function exactly the table and bucket variables of its route plus the common configuration', () => {
    for (const route of routes) {
      const { template, parentIds } = areaStack(route.area);
      const variables = functionOf(template, route).Properties?.Environment as {
        Variables: Record<string, unknown>;
      };
      const expected = [
        ...COMMON_ENV,
        ...API_ENV,
        ...route.uses.tables.map(tableEnvVar),
        ...(route.uses.buckets ?? []).map(bucketEnvVar),
        ...(route.uses.encryptionKey ? ['DATA_ENCRYPTION_KEY'] : []),
        ...(route.uses.sealingCertificate ? ['SEALING_CERTIFICATE'] : []),
        ...(route.uses.edgeStore ? ['EDGE_STORE_ARN'] : []),
        ...(route.uses.enqueues ?? []).map(workerQueueEnvVar),
      ];
      expect(Object.keys(variables.Variables).sort()).toEqual(expected.sort());
      for (const table of route.uses.tables) {
        expect(parentIds(variables.Variables[tableEnvVar(table)]).map((id) => tableIds.get(id))).toEqual([
          table,
        ]);
      }
      expect(variables.Variables).toMatchObject({
        STAGE: 'test',
        PORTAL_URL: `https://${testConfig.domain}`,
        MAIL_FROM: testConfig.mail.from,
        COOKIE_SECURE: 'true',
        LOG_LEVEL: testConfig.logLevel,
      });
    }
  });

  it('grants each function only the tables, indexes, buckets and mail its route uses', () => {
    for (const route of routes) {
      const { template, parentIds } = areaStack(route.area);
      const statements = roleStatementsOf(template, functionOf(template, route));
      const dynamo = statements.filter((statement) =>
        actionsOf(statement).some((a) => a.startsWith('dynamodb:')),
      );
      const grantedTables = new Set(
        dynamo.flatMap((s) => parentIds(s.Resource)).map((id) => tableIds.get(id)),
      );
      expect([...grantedTables].sort(), route.id).toEqual([...route.uses.tables].sort());

      for (const table of route.uses.tables) {
        const indexes = Object.keys(TABLES[table as TableName].indexes);
        const resources = JSON.stringify(dynamo.map((s) => s.Resource));
        for (const index of indexes) expect(resources).toContain(`/index/${index}`);
      }

      const s3 = statements.filter((statement) => actionsOf(statement).some((a) => a.startsWith('s3:')));
      const grantedBuckets = new Set(s3.flatMap((s) => parentIds(s.Resource)).map((id) => bucketIds.get(id)));
      expect([...grantedBuckets].sort(), route.id).toEqual([...(route.uses.buckets ?? [])].sort());

      const sendsMail = statements.some((statement) => actionsOf(statement).includes('ses:SendEmail'));
      expect(sendsMail, route.id).toBe(Boolean(route.uses.mail));
    }
  });

  it('never grants dynamodb:Scan, dynamodb:* or a bare *', () => {
    for (const template of allTemplates(stack)) {
      const policies = resourcesOfType(template, 'AWS::IAM::Policy');
      const actions = policies.flatMap(([, policy]) => statementsOf(policy).flatMap(actionsOf));
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions).not.toContain('dynamodb:*');
      expect(actions).not.toContain('*');
    }
  });
});

describe('field encryption key', () => {
  it('reaches only the routes that declare it, as the ARN of a retained secret they may read', () => {
    const declaring = routes.filter((route) => route.uses.encryptionKey);
    expect(declaring.map((route) => route.id).sort()).toEqual([
      // The authenticator secret is stored encrypted; enrolment writes it, the second step reads it.
      'auth-mfa-totp-confirm',
      'auth-mfa-totp-start',
      // A backup's or restore's passphrase reaches its worker encrypted in the job record.
      'backup-start',
      // The agenda's feed secret is kept encrypted so the screen can show the feed link again.
      'calendar-feed-link',
      'calendar-feed-renew',
      // The SMTP password is stored encrypted: every route that sends mail may go through the relay
      // (issue 37: decisions, assignments, a family's confirmation and urgent news are mailed).
      'declarations-status',
      'families-create',
      'families-update',
      'login-mfa',
      'news-create',
      'news-update',
      'public-family-registration',
      'restore-start',
      'restore-validate',
      // The SMTP password is stored encrypted: every route that sends mail may go through the relay.
      'settings-test-mail',
      'settings-update',
      'users-create',
      'users-invite',
      'users-rijksregisternummer',
      'users-update',
    ]);
    parent.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
    const keyId = logicalIdOf(stack.node.findChild('DataEncryptionKey'));
    for (const route of routes) {
      const { template, parentIds } = areaStack(route.area);
      const fn = functionOf(template, route);
      const environment = fn.Properties?.Environment as { Variables: Record<string, unknown> };
      const key = environment.Variables.DATA_ENCRYPTION_KEY;
      const readsKey = roleStatementsOf(template, fn).some(
        (statement) =>
          actionsOf(statement).includes('secretsmanager:GetSecretValue') &&
          parentIds(statement.Resource).includes(keyId),
      );
      expect(readsKey, route.id).toBe(Boolean(route.uses.encryptionKey));
      if (!route.uses.encryptionKey) continue;
      // A Ref to the secret is its ARN; no dynamic reference, so the value never enters the configuration.
      expect(parentIds(key), route.id).toEqual([keyId]);
      expect(JSON.stringify(key)).not.toContain('resolve:secretsmanager');
    }
  });
});

describe('sealing certificate', () => {
  it('reaches only the signing routes, as the ARN of a retained secret they may read', () => {
    const declaring = routes.filter((route) => route.uses.sealingCertificate);
    expect(declaring.map((route) => route.id).sort()).toEqual([
      'signing-sign-pdf',
      'signing-upload-and-sign',
    ]);
    const secretId = logicalIdOf(stack.node.findChild('SealingCertificate'));
    for (const route of routes) {
      const { template, parentIds } = areaStack(route.area);
      const fn = functionOf(template, route);
      const environment = fn.Properties?.Environment as { Variables: Record<string, unknown> };
      const readsSecret = roleStatementsOf(template, fn).some(
        (statement) =>
          actionsOf(statement).includes('secretsmanager:GetSecretValue') &&
          parentIds(statement.Resource).includes(secretId),
      );
      expect(readsSecret, route.id).toBe(Boolean(route.uses.sealingCertificate));
      if (!route.uses.sealingCertificate) continue;
      expect(parentIds(environment.Variables.SEALING_CERTIFICATE), route.id).toEqual([secretId]);
    }
  });
});

describe('data', () => {
  it('creates every table of shared/tables.ts on demand, with PITR, deletion protection and retention', () => {
    parent.resourceCountIs('AWS::DynamoDB::Table', TABLE_NAMES.length);
    for (const name of TABLE_NAMES) {
      const definition = TABLES[name];
      const table = parentJson.Resources[logicalIdOf(stack.tables.tables[name])] as CfnResource;
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.UpdateReplacePolicy).toBe('Retain');
      expect(table.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: { SSEEnabled: true },
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      });
      const ttl = 'ttlAttribute' in definition ? definition.ttlAttribute : undefined;
      expect(table.Properties?.TimeToLiveSpecification).toEqual(
        ttl ? { AttributeName: ttl, Enabled: true } : undefined,
      );
      const indexNames = ((table.Properties?.GlobalSecondaryIndexes ?? []) as { IndexName: string }[]).map(
        (index) => index.IndexName,
      );
      expect(indexNames.sort()).toEqual(Object.keys(definition.indexes).sort());
    }
  });

  it('keeps every bucket private, encrypted and reachable over TLS only', () => {
    const buckets = resourcesOfType(parentJson, 'AWS::S3::Bucket');
    expect(buckets.length).toBe(BUCKET_NAMES.length + 2);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      });
      expect(bucket.Properties?.WebsiteConfiguration).toBeUndefined();
    }
    const statements = resourcesOfType(parentJson, 'AWS::S3::BucketPolicy').flatMap(([, policy]) =>
      statementsOf(policy),
    );
    const publicAllows = statements.filter(
      (s) => s.Effect === 'Allow' && JSON.stringify(s.Principal).match(/^"\*"$|"AWS":"\*"/),
    );
    expect(publicAllows).toEqual([]);
    expect(
      statements.filter(
        (s) => s.Effect === 'Deny' && JSON.stringify(s.Condition).includes('SecureTransport'),
      ),
    ).toHaveLength(buckets.length);
  });

  it('versions the data buckets, expires unconfirmed uploads after a day and allows the portal origin to upload', () => {
    for (const name of BUCKET_NAMES) {
      const bucket = parentJson.Resources[logicalIdOf(stack.buckets.data[name])] as CfnResource;
      expect(bucket.DeletionPolicy).toBe('Retain');
      expect(bucket.Properties).toMatchObject({
        VersioningConfiguration: { Status: 'Enabled' },
        LifecycleConfiguration: {
          Rules: expect.arrayContaining([
            expect.objectContaining({ Prefix: 'pending/', ExpirationInDays: 1, Status: 'Enabled' }),
            expect.objectContaining({
              NoncurrentVersionExpiration: { NoncurrentDays: testConfig.retentionDays.noncurrentVersions },
            }),
          ]),
        },
        CorsConfiguration: {
          CorsRules: [
            expect.objectContaining({
              AllowedOrigins: [`https://${testConfig.domain}`],
              AllowedMethods: expect.arrayContaining(['PUT', 'GET']),
            }),
          ],
        },
      });
    }
  });
});

describe('asynchronous work', () => {
  it('gives the bulk-mail queue an encrypted dead-letter queue after 5 receives, with an alarm on it', () => {
    const queueId = logicalIdOf(stack.bulkMail.queue);
    const dlqId = logicalIdOf(stack.bulkMail.deadLetters.queue);
    expect(parentJson.Resources[queueId]?.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        maxReceiveCount: MAX_RECEIVE_COUNT,
      },
    });
    expect(parentJson.Resources[dlqId]?.Properties).toMatchObject({ SqsManagedSseEnabled: true });
    parent.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    parent.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      AlarmActions: Match.anyValue(),
    });
    parent.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: testConfig.alarmEmail,
    });
  });

  it('creates the SES sender identity with its configuration set', () => {
    parent.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: testConfig.mail.from.split('@')[1],
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    parent.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });
});

describe('web distribution', () => {
  const distribution = resourcesOfType(parentJson, 'AWS::CloudFront::Distribution')[0]?.[1] as CfnResource;
  const config = distribution.Properties?.DistributionConfig as {
    DefaultCacheBehavior: Record<string, unknown>;
    CacheBehaviors: Record<string, unknown>[];
    Aliases: string[];
  };
  const behavior = (pattern: string) => config.CacheBehaviors.find((each) => each.PathPattern === pattern);
  const headersPolicyOf = (cacheBehavior: Record<string, unknown> | undefined) => {
    const [id] = referencedIds(cacheBehavior?.ResponseHeadersPolicyId);
    return (parentJson.Resources[id as string]?.Properties?.ResponseHeadersPolicyConfig ?? {}) as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
    };
  };

  it('answers on the configured domain', () => {
    expect(config.Aliases).toEqual([testConfig.domain]);
  });

  it('sends /api/* uncached to the HTTP API with every viewer header except Host', () => {
    expect(behavior('/api/*')).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    expect(behavior('/api/*')?.AllowedMethods).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    );
  });

  it('tells the API the viewer address, overwriting whatever the client sent under that header', () => {
    const associations = behavior('/api/*')?.FunctionAssociations as {
      EventType: string;
      FunctionARN: unknown;
    }[];
    expect(associations).toHaveLength(1);
    expect(associations[0]?.EventType).toBe('viewer-request');
    const [functionId] = referencedIds(associations[0]?.FunctionARN);
    const code = String(parentJson.Resources[functionId as string]?.Properties?.FunctionCode);
    expect(code).toContain(`headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip }`);
  });

  /** A response-headers policy as the headers it sends (names as shared/security-headers.ts writes them). */
  const headersSentBy = (cacheBehavior: Record<string, unknown> | undefined) => {
    const { SecurityHeadersConfig: security, CustomHeadersConfig: custom } = headersPolicyOf(
      cacheBehavior,
    ) as { SecurityHeadersConfig: Record<string, Record<string, unknown>>; CustomHeadersConfig?: unknown };
    const sent: Record<string, unknown> = {};
    if (security.ContentSecurityPolicy)
      sent['Content-Security-Policy'] = security.ContentSecurityPolicy.ContentSecurityPolicy;
    if (security.StrictTransportSecurity)
      sent['Strict-Transport-Security'] = [
        `max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}`,
        ...(security.StrictTransportSecurity.IncludeSubdomains ? ['includeSubDomains'] : []),
        ...(security.StrictTransportSecurity.Preload ? ['preload'] : []),
      ].join('; ');
    if (security.ContentTypeOptions) sent['X-Content-Type-Options'] = 'nosniff';
    if (security.ReferrerPolicy) sent['Referrer-Policy'] = security.ReferrerPolicy.ReferrerPolicy;
    if (security.FrameOptions) sent['X-Frame-Options'] = security.FrameOptions.FrameOption;
    if (security.XSSProtection) sent['X-XSS-Protection'] = security.XSSProtection;
    expect(custom, 'headers outside the shared policy').toBeUndefined();
    for (const header of Object.values(security))
      if ('Override' in header) expect(header.Override).toBe(true);
    return sent;
  };
  const uploadOrigins = Object.values(stack.buckets.data).map(
    (bucket) => `https://${bucket.bucketRegionalDomainName}`,
  );

  it('sends exactly the shared header policy on the site and on /api/*', () => {
    const shared = stack.resolve(securityHeaders({ frameAncestors: [], connectSources: uploadOrigins }));
    expect(shared['X-Frame-Options']).toBe('DENY');
    expect(headersSentBy(config.DefaultCacheBehavior)).toEqual(shared);
    expect(headersSentBy(behavior('/api/*'))).toEqual(shared);
  });

  it('sends the shared policy on /registration, its CSP and framing from the function that reads the edge store', () => {
    const shared = stack.resolve(securityHeaders({ frameAncestors: [], connectSources: uploadOrigins }));
    const { 'Content-Security-Policy': _csp, 'X-Frame-Options': _frame, ...rest } = shared;
    for (const pattern of ['/registration', '/registration/*']) {
      expect(headersSentBy(behavior(pattern))).toEqual(rest);
      const associations = behavior(pattern)?.FunctionAssociations as {
        EventType: string;
        FunctionARN: unknown;
      }[];
      const framing = associations.find((association) => association.EventType === 'viewer-response');
      const [functionId] = referencedIds(framing?.FunctionARN);
      const properties = parentJson.Resources[functionId as string]?.Properties as Record<string, unknown>;
      expect(properties.FunctionConfig).toMatchObject({
        Runtime: 'cloudfront-js-2.0',
        KeyValueStoreAssociations: [{ KeyValueStoreARN: stack.resolve(stack.edgeStore.keyValueStoreArn) }],
      });
    }
  });

  it('frames /registration for the portal and the origins the settings route stored, the portal alone when none are', async () => {
    // Prepare: the function's code as deployed, with every reference (store id, bucket names) as X
    const associations = behavior('/registration')?.FunctionAssociations as {
      EventType: string;
      FunctionARN: unknown;
    }[];
    const [functionId] = referencedIds(
      associations.find((association) => association.EventType === 'viewer-response')?.FunctionARN,
    );
    const code = parentJson.Resources[functionId as string]?.Properties?.FunctionCode as {
      'Fn::Join': [string, unknown[]];
    };
    const source = code['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'X')).join('');
    expect(source.startsWith("import cf from 'cloudfront';\n")).toBe(true);
    const stored = new Map<string, string>();
    const cloudfront = {
      kvs: (id: string) => {
        expect(id).toBe('X');
        return {
          get: async (key: string) => {
            const value = stored.get(key);
            if (value === undefined) throw new Error('key not found');
            return value;
          },
        };
      },
    };
    const handler = new Function(
      'cf',
      `${source.replace("import cf from 'cloudfront';", '')}\nreturn handler;`,
    )(cloudfront) as (event: unknown) => Promise<{ headers: Record<string, { value: string }> }>;
    const connectSources = uploadOrigins.map(() => 'https://X');
    const answer = () => handler({ response: { statusCode: 200, headers: {} } });

    // Act + Assess: never saved, then saved with two origins (as publishEmbedOrigins writes them)
    const expected = (origins: string[]) => ({
      'content-security-policy': {
        value: contentSecurityPolicy({ frameAncestors: registrationFrameAncestors(origins), connectSources }),
      },
    });
    expect((await answer()).headers).toEqual(expected([]));
    expect((await answer()).headers['content-security-policy']?.value).toMatch(/frame-ancestors 'self'$/);
    const origins = ['https://www.vereniging.example', 'https://partner.example'];
    stored.set(EMBED_ORIGINS_EDGE_KEY, registrationFrameAncestorsValue(origins));
    expect((await answer()).headers).toEqual(expected(origins));
    stored.set(EMBED_ORIGINS_EDGE_KEY, registrationFrameAncestorsValue([]));
    expect((await answer()).headers).toEqual(expected([]));
  });

  it('lets only the edge-publish worker write the edge store: its ARN, DescribeKeyValueStore and PutKey', () => {
    for (const route of routes) {
      const { template } = areaStack(route.area);
      const fn = functionOf(template, route);
      const environment = fn.Properties?.Environment as { Variables: Record<string, unknown> } | undefined;
      const edgeStatements = roleStatementsOf(template, fn).filter((statement) =>
        actionsOf(statement).some((action) => action.startsWith('cloudfront-keyvaluestore:')),
      );
      expect(environment?.Variables.EDGE_STORE_ARN, route.id).toBeUndefined();
      expect(edgeStatements, route.id).toEqual([]);
    }
    const writers = WORKERS.filter((worker) => (worker.uses as { edgeStore?: boolean }).edgeStore);
    expect(writers.map((worker) => worker.id)).toEqual(['edge-publish']);
    const consumer = stack.workers.functions['edge-publish'];
    const fn = parentJson.Resources[logicalIdOf(consumer?.function)] as CfnResource;
    const variables =
      (fn.Properties?.Environment as { Variables: Record<string, unknown> } | undefined)?.Variables ?? {};
    expect(referencedIds(variables.EDGE_STORE_ARN)).toEqual([logicalIdOf(stack.edgeStore)]);
    const edgeStatements = roleStatementsOf(parentJson, fn).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('cloudfront-keyvaluestore:')),
    );
    expect(edgeStatements.flatMap(actionsOf).sort()).toEqual([
      'cloudfront-keyvaluestore:DescribeKeyValueStore',
      'cloudfront-keyvaluestore:PutKey',
    ]);
    expect(edgeStatements.flatMap((statement) => referencedIds(statement.Resource))).toEqual([
      logicalIdOf(stack.edgeStore),
    ]);
  });

  it('serves the SPA shell for client routes without rewriting API errors', () => {
    expect(distribution.Properties?.DistributionConfig).not.toHaveProperty('CustomErrorResponses');
    for (const cacheBehavior of [
      config.DefaultCacheBehavior,
      behavior('/registration'),
      behavior('/registration/*'),
    ]) {
      expect(cacheBehavior?.FunctionAssociations).toEqual(
        cacheBehavior === config.DefaultCacheBehavior
          ? [expect.objectContaining({ EventType: 'viewer-request' })]
          : [
              expect.objectContaining({ EventType: 'viewer-request' }),
              expect.objectContaining({ EventType: 'viewer-response' }),
            ],
      );
    }
    const associationsOf = (cacheBehavior: Record<string, unknown> | undefined) =>
      (cacheBehavior?.FunctionAssociations ?? []) as { FunctionARN: unknown }[];
    const codeOf = (cacheBehavior: Record<string, unknown> | undefined) => {
      const [functionId] = referencedIds(associationsOf(cacheBehavior)[0]?.FunctionARN);
      return String(parentJson.Resources[functionId as string]?.Properties?.FunctionCode);
    };
    expect(codeOf(config.DefaultCacheBehavior)).toContain("request.uri = '/index.html'");
    expect(codeOf(behavior('/registration'))).toContain("request.uri = '/registration.html'");
    expect(codeOf(behavior('/registration/*'))).toContain("request.uri = '/registration.html'");
    const functionIdsOf = (cacheBehavior: Record<string, unknown> | undefined) =>
      referencedIds(associationsOf(cacheBehavior).map((association) => association.FunctionARN));
    expect(functionIdsOf(behavior('/api/*'))).not.toContain(functionIdsOf(config.DefaultCacheBehavior)[0]);
    parent.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
  });

  it('serves the API reference /api/docs from the web build, matched before /api/* sends it to the API', () => {
    const patterns = config.CacheBehaviors.map((each) => each.PathPattern);
    const docs = behavior('/api/docs');
    const [functionId] = referencedIds(
      (docs?.FunctionAssociations as { FunctionARN: unknown }[] | undefined)?.[0]?.FunctionARN,
    );

    expect(patterns.indexOf('/api/docs')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api/docs')).toBeLessThan(patterns.indexOf('/api/*'));
    expect(docs?.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
    expect(String(parentJson.Resources[functionId as string]?.Properties?.FunctionCode)).toContain(
      "request.uri = '/api-docs.html'",
    );
    expect(headersSentBy(docs)).toEqual(headersSentBy(config.DefaultCacheBehavior));
  });
});

describe('stack size', () => {
  it('keeps every template far from the 500-resource limit', () => {
    for (const template of allTemplates(stack)) {
      expect(Object.keys(template.Resources).length).toBeLessThan(400);
    }
  });
});

describe('background workers', () => {
  it('gives each worker a Lambda consumer of its queue that reports failed messages one by one', () => {
    for (const worker of WORKERS) {
      const fn = stack.workers.functions[worker.id];
      const queue = stack.workerQueues.queues[worker.id];
      expect(fn && queue, worker.id).toBeTruthy();
      parent.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(queue?.queue as never), 'Arn'] },
        BatchSize: worker.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        ScalingConfig: { MaximumConcurrency: worker.maxConcurrency },
      });
    }
  });

  it('runs at most two bulk-mail consumers, which may take their send slots from the mail table', () => {
    // Prepare
    const consumer = stack.workers.functions['bulk-mail'];
    const queue = stack.workerQueues.queues['bulk-mail'];
    const fn = parentJson.Resources[logicalIdOf(consumer?.function)] as CfnResource;
    const mailTable = logicalIdOf(stack.tables.tables.mail);

    // Assess: the SQS trigger caps the consumers, and each may UpdateItem the shared slot item
    parent.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(queue?.queue as never), 'Arn'] },
      ScalingConfig: { MaximumConcurrency: 2 },
    });
    const slotUpdates = roleStatementsOf(parentJson, fn).filter(
      (statement) =>
        actionsOf(statement).includes('dynamodb:UpdateItem') &&
        referencedIds(statement.Resource).includes(mailTable),
    );
    expect(slotUpdates.length).toBeGreaterThan(0);
  });

  it('lets only the routes that enqueue for a worker send to its queue', () => {
    const senders = routes.filter((route) => (route.uses.enqueues ?? []).length > 0).map((route) => route.id);
    expect(senders).toContain('email-send');
    for (const route of routes) {
      const { template } = areaStack(route.area);
      const sends = roleStatementsOf(template, functionOf(template, route)).some((statement) =>
        actionsOf(statement).includes('sqs:SendMessage'),
      );
      expect(sends, route.id).toBe(senders.includes(route.id));
    }
  });
});

describe('SES events', () => {
  it('routes delivery, bounce and complaint events of the configuration set to the mail-log handler', () => {
    parent.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['delivery', 'bounce', 'complaint']),
      }),
    });
    parent.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': ['Email Delivered', 'Email Bounced', 'Email Complaint Received'],
      },
      Targets: Match.arrayWith([
        Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalIdOf(stack.mailEvents.handler.function), 'Arn'] } }),
      ]),
    });
  });
});
