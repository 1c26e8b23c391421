import { fileURLToPath } from 'node:url';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { KeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { type AnyRoute, handlerModulePath, routeList } from '../../../shared/routes';
import { SCHEDULES, type ScheduleDefinition, scheduledModulePath } from '../../../shared/schedules';
import { WORKERS, type WorkerDefinition, workerModulePath } from '../../../shared/workers';
import { portalUrl, type StageConfig } from '../config';
import { AlarmTopic } from '../constructs/alarm-topic';
import { ApiAreaStack, routeKeyOf } from '../constructs/api-area-stack';
import { PortalBuckets } from '../constructs/buckets';
import { DataTables } from '../constructs/data-tables';
import { EdgeWebAclArn } from '../constructs/edge-web-acl';
import type { SharedResources } from '../constructs/handler-function';
import { Mail } from '../constructs/mail';
import { MailEvents } from '../constructs/mail-events';
import { PortalApi } from '../constructs/portal-api';
import { type ScheduledJob, Schedules } from '../constructs/schedules';
import { WebDistribution } from '../constructs/web-distribution';
import type { WorkQueue } from '../constructs/work-queue';
import { WorkerConsumers, WorkerQueues } from '../constructs/workers';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `functions/handlers/<area>/<id>.ts` of the repository. */
export const handlerEntry = (route: AnyRoute) => `${REPOSITORY_ROOT}${handlerModulePath(route)}.ts`;

/** A scheduled handler of shared/schedules.ts as an EventBridge job. */
export const scheduledJob = (schedule: ScheduleDefinition): ScheduledJob => ({
  id: schedule.id,
  entry: `${REPOSITORY_ROOT}${scheduledModulePath(schedule)}.ts`,
  schedule: Schedule.rate(Duration.minutes(schedule.everyMinutes)),
  uses: schedule.uses,
});

/** `functions/workers/<id>.ts` of the repository. */
export const workerEntry = (worker: WorkerDefinition) => `${REPOSITORY_ROOT}${workerModulePath(worker)}.ts`;

export type PortalStackProps = StackProps & {
  config: StageConfig;
  /** Defaults to the whole route registry. */
  routes?: readonly AnyRoute[];
  /** Where a route's handler module is; defaults to `handlerEntry`. */
  entryFor?: (route: AnyRoute) => string;
  /** Defaults to the scheduled handlers of shared/schedules.ts. */
  scheduledJobs?: readonly ScheduledJob[];
  /** The built SPA to upload; without it the web bucket is left untouched. */
  siteDirectory?: string;
};

/** Everything the portal runs on in one AWS account and region; API functions live in one nested stack per area. */
export class PortalStack extends Stack {
  readonly apiAreas: ApiAreaStack[] = [];
  readonly tables: DataTables;
  readonly buckets: PortalBuckets;
  readonly api: PortalApi;
  readonly web: WebDistribution;
  readonly mail: Mail;
  readonly workerQueues: WorkerQueues;
  readonly workers: WorkerConsumers;
  readonly mailEvents: MailEvents;
  readonly schedules: Schedules;
  readonly originSecret: Secret;
  readonly edgeStore: KeyValueStore;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);
    const { config } = props;
    const routes = props.routes ?? routeList;
    assertUniqueRoutes(routes);

    const alarms = new AlarmTopic(this, 'Alarms', { email: config.alarmEmail });
    this.tables = new DataTables(this, 'Tables');
    this.buckets = new PortalBuckets(this, 'Buckets', {
      portalOrigin: portalUrl(config),
      accessLogDays: config.retentionDays.accessLogs,
      noncurrentVersionDays: config.retentionDays.noncurrentVersions,
    });
    this.mail = new Mail(this, 'Mail', config.mail);
    this.workerQueues = new WorkerQueues(this, 'Workers', { workers: WORKERS, alarms });
    this.api = new PortalApi(this, 'Api', { stage: config.stage, logRetention: config.retentionDays.logs });

    // Rotating it would leave stored ciphertext unreadable, so it is generated once and kept.
    const dataEncryptionKey = new Secret(this, 'DataEncryptionKey', {
      description: 'Key material for encrypted personal fields (rijksregisternummer)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(dataEncryptionKey, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'The secret is the key of field-level encryption; rotating it would make stored rijksregisternummers unreadable. Re-encryption with a new key is a deliberate admin task, not an automatic rotation.',
      },
    ]);

    // CloudFront sends it with every API request and the functions refuse requests without it, so the
    // execute-api address is useless to a caller forging the viewer-address header. A new generation in
    // the stage config (originSecretGeneration) makes a new secret with a new value: rotation by redeploy.
    const originSecret = new Secret(this, `OriginSecret${config.originSecretGeneration}`, {
      description: 'Value of the header CloudFront adds to API requests; the API refuses requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    NagSuppressions.addResourceSuppressions(originSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'CloudFront reads the value only at deploy time (a dynamic reference), so an automatic rotation would lock CloudFront out until the next deploy; it is rotated by raising originSecretGeneration in the stage config and deploying.',
      },
    ]);
    this.originSecret = originSecret;

    // Signing reads `{ keyPem, certificatePem, chainPem? }` from it (functions/services/signing/sealing-identity.ts).
    // CloudFormation cannot make a certificate: after the first deploy an operator stores the association's
    // own one, or one from a trusted provider (README, Digital signing). Until then signing answers a 500.
    const sealingCertificate = new Secret(this, 'SealingCertificate', {
      description: "The association's sealing certificate and private key for digital signing (JSON)",
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(sealingCertificate, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'A certificate is replaced by its owner when it expires or is renewed with a provider, not rotated automatically; signatures made with the old one stay verifiable.',
      },
    ]);

    // Who may frame /registration (the embed_origins setting), read per request by the registration
    // form's edge function and written by the settings route: a change needs no redeploy.
    this.edgeStore = new KeyValueStore(this, 'EdgeSettings', {
      comment: 'Settings the edge reads per request: the origins allowed to frame /registration',
    });

    const resources: SharedResources = {
      tables: this.tables.tables,
      dataEncryptionKey,
      sealingCertificate,
      originSecret,
      edgeStore: this.edgeStore,
      buckets: this.buckets.data,
      mail: this.mail,
      workerQueues: this.workerQueues.byId,
      logRetention: config.retentionDays.logs,
      commonEnvironment: {
        STAGE: config.stage,
        PORTAL_URL: portalUrl(config),
        MAIL_FROM: config.mail.from,
        COOKIE_SECURE: 'true',
        LOG_LEVEL: config.logLevel,
      },
    };

    for (const [area, areaRoutes] of groupByArea(routes)) {
      const stack = new ApiAreaStack(this, `Api-${area}`, {
        area,
        routes: areaRoutes,
        httpApi: this.api.httpApi,
        resources,
        entryFor: props.entryFor ?? handlerEntry,
      });
      this.apiAreas.push(stack);
    }

    this.api.throttleRoutes(routes, this.apiAreas);

    this.schedules = new Schedules(this, 'Schedules', {
      jobs: props.scheduledJobs ?? SCHEDULES.map(scheduledJob),
      resources,
      alarms,
    });

    this.workers = new WorkerConsumers(this, 'WorkerConsumers', {
      workers: WORKERS,
      queues: this.workerQueues,
      resources,
      entryFor: workerEntry,
    });
    this.mailEvents = new MailEvents(this, 'MailEvents', {
      entry: `${REPOSITORY_ROOT}functions/events/ses-events.ts`,
      resources,
      alarms,
    });

    const webAclArn = config.waf.enabled
      ? new EdgeWebAclArn(this, 'EdgeWebAcl', {
          stage: config.stage,
          logRetention: config.retentionDays.logs,
        }).arn
      : undefined;
    this.web = new WebDistribution(this, 'Web', {
      webAclArn,
      domain: config.domain,
      certificateArn: config.certificateArn,
      webBucket: this.buckets.web,
      logBucket: this.buckets.accessLogs,
      apiDomainName: this.api.domainName,
      originSecret,
      edgeStore: this.edgeStore,
      uploadOrigins: Object.values(this.buckets.data).map(
        (bucket) => `https://${bucket.bucketRegionalDomainName}`,
      ),
      siteDirectory: props.siteDirectory,
      logRetention: config.retentionDays.logs,
    });

    new CfnOutput(this, 'PortalUrl', { value: portalUrl(config) });
    new CfnOutput(this, 'ApiEndpoint', {
      description: 'Direct API endpoint, for diagnostics; browsers go through /api on the portal',
      value: this.api.httpApi.apiEndpoint,
    });
    new CfnOutput(this, 'WebBucketName', { value: this.buckets.web.bucketName });
    new CfnOutput(this, 'BulkMailQueueUrl', { value: this.bulkMail.queue.queueUrl });
  }

  /** The e-mail tool's queue (the `bulk-mail` worker). */
  get bulkMail(): WorkQueue {
    const queue = this.workerQueues.queues['bulk-mail'];
    if (!queue) throw new Error('shared/workers.ts has no bulk-mail worker');
    return queue;
  }

  get functionCount(): number {
    const apiFunctions = this.apiAreas.reduce((sum, area) => sum + Object.keys(area.functions).length, 0);
    return (
      apiFunctions +
      Object.keys(this.schedules.functions).length +
      Object.keys(this.workers.functions).length +
      1
    );
  }
}

function groupByArea(routes: readonly AnyRoute[]): Map<string, AnyRoute[]> {
  const areas = new Map<string, AnyRoute[]>();
  for (const route of routes) areas.set(route.area, [...(areas.get(route.area) ?? []), route]);
  return areas;
}

// API Gateway rejects a second route with the same key only at deploy time; fail the synth instead.
function assertUniqueRoutes(routes: readonly AnyRoute[]) {
  const seen = new Map<string, string>();
  for (const route of routes) {
    for (const key of [`id ${route.id}`, `route ${routeKeyOf(route)}`]) {
      const previous = seen.get(key);
      if (previous) throw new Error(`Duplicate ${key} in the route registry (${previous} and ${route.id})`);
      seen.set(key, route.id);
    }
  }
}
