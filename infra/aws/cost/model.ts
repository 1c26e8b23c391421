import { PRICES, type Prices } from './prices';
import { SECONDS_PER_MONTH, type Usage } from './usage';

/**
 * The monthly AWS bill of a deployment, from what its synthesised CloudFormation templates contain
 * (functions and their memory, tables and their indexes, queues, secrets, alarms, schedules, web ACL)
 * and a usage profile. Pure: `npm run cost` feeds it the templates, the tests feed it small ones.
 */

type Resource = { Type: string; Properties?: Record<string, unknown> };
export type Template = { Resources?: Record<string, Resource> };

type FunctionSize = { memoryMb: number; isArm: boolean };

export type Inventory = {
  apiFunctions: FunctionSize[];
  workerFunctions: FunctionSize[];
  scheduledJobs: (FunctionSize & { runsPerMonth: number })[];
  /** Functions run by SES's delivery, bounce and complaint events: about one run per mail. */
  mailEventFunctions: FunctionSize[];
  tables: { indexCount: number; hasPointInTimeRecovery: boolean }[];
  httpApis: number;
  queuesWithConsumers: number;
  secrets: number;
  customerManagedKeys: number;
  alarms: number;
  /** Retention of each log group in days; null keeps logs forever. */
  logRetentionDays: (number | null)[];
  distributions: number;
  cloudFrontFunctions: number;
  alarmTopics: number;
  webAcls: { rules: number }[];
};

export type CostLine = {
  service: string;
  usage: string;
  /** After the always-free tier. */
  withFreeTier: number;
  withoutFreeTier: number;
};

const resourcesOf = (templates: readonly Template[]) =>
  templates.flatMap((template) => Object.entries(template.Resources ?? {}));

/** The logical id a `Ref` or `Fn::GetAtt` points at, when the value is one. */
function referencedId(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const expression = value as Record<string, unknown>;
  if (typeof expression.Ref === 'string') return expression.Ref;
  const getAtt = expression['Fn::GetAtt'];
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return getAtt[0];
  return null;
}

const MINUTES_PER_MONTH = SECONDS_PER_MONTH / 60;
const RATE_UNIT_MINUTES = { minute: 1, hour: 60, day: 1440 } as const;

/** Runs a month of an EventBridge schedule expression; a cron expression must fire at a fixed time each day. */
export function runsPerMonth(expression: string): number {
  const rate = /^rate\((?<count>\d+) (?<unit>minute|hour|day)s?\)$/.exec(expression)?.groups;
  if (rate) {
    return (
      MINUTES_PER_MONTH /
      (Number(rate.count) * RATE_UNIT_MINUTES[rate.unit as keyof typeof RATE_UNIT_MINUTES])
    );
  }
  if (/^cron\(\d+ \d+ \* \* \? \*\)$/.test(expression)) return 30;
  throw new Error(`The cost model cannot count the runs of schedule '${expression}'`);
}

export function takeInventory(templates: readonly Template[]): Inventory {
  const resources = resourcesOf(templates);
  const byId = new Map(resources);
  const sizeOf = (id: string | null): FunctionSize | null => {
    const fn = id ? byId.get(id) : undefined;
    if (fn?.Type !== 'AWS::Lambda::Function') return null;
    const props = fn.Properties ?? {};
    const architectures = (props.Architectures as string[] | undefined) ?? ['x86_64'];
    return { memoryMb: Number(props.MemorySize ?? 128), isArm: architectures.includes('arm64') };
  };
  const ofType = (type: string) => resources.filter(([, resource]) => resource.Type === type);
  const props = (resource: Resource) => resource.Properties ?? {};

  const apiFunctions = ofType('AWS::Lambda::Permission')
    .filter(([, permission]) => props(permission).Principal === 'apigateway.amazonaws.com')
    .map(([, permission]) => sizeOf(referencedId(props(permission).FunctionName)))
    .filter((size): size is FunctionSize => size !== null);
  const workerFunctions = ofType('AWS::Lambda::EventSourceMapping')
    .map(([, mapping]) => sizeOf(referencedId(props(mapping).FunctionName)))
    .filter((size): size is FunctionSize => size !== null);
  const targetsOf = (rule: Resource) =>
    ((props(rule).Targets as { Arn?: unknown }[] | undefined) ?? [])
      .map((target) => sizeOf(referencedId(target.Arn)))
      .filter((size): size is FunctionSize => size !== null);
  const rules = ofType('AWS::Events::Rule').map(([, rule]) => rule);
  const scheduledJobs = rules.flatMap((rule) => {
    const expression = props(rule).ScheduleExpression;
    if (typeof expression !== 'string') return [];
    return targetsOf(rule).map((size) => ({ ...size, runsPerMonth: runsPerMonth(expression) }));
  });
  const mailEventFunctions = rules
    .filter((rule) => props(rule).EventPattern !== undefined)
    .flatMap((rule) => {
      const sources = (props(rule).EventPattern as { source?: string[] }).source ?? [];
      if (sources.join() !== 'aws.ses') {
        throw new Error(`The cost model does not know how often events of ${sources.join()} arrive`);
      }
      return targetsOf(rule);
    });
  const tables = ofType('AWS::DynamoDB::Table').map(([, table]) => {
    const indexes = (props(table).GlobalSecondaryIndexes as unknown[] | undefined) ?? [];
    const pitr = props(table).PointInTimeRecoverySpecification as
      | { PointInTimeRecoveryEnabled?: boolean }
      | undefined;
    return { indexCount: indexes.length, hasPointInTimeRecovery: pitr?.PointInTimeRecoveryEnabled === true };
  });
  const webAcls = ofType('AWS::WAFv2::WebACL').map(([, acl]) => ({
    rules: ((props(acl).Rules as unknown[] | undefined) ?? []).length,
  }));
  return {
    apiFunctions,
    workerFunctions,
    scheduledJobs,
    mailEventFunctions,
    tables,
    httpApis: ofType('AWS::ApiGatewayV2::Api').length,
    queuesWithConsumers: new Set(
      ofType('AWS::Lambda::EventSourceMapping').map(([, mapping]) =>
        JSON.stringify(props(mapping).EventSourceArn),
      ),
    ).size,
    secrets: ofType('AWS::SecretsManager::Secret').length,
    customerManagedKeys: ofType('AWS::KMS::Key').length,
    alarms: ofType('AWS::CloudWatch::Alarm').length,
    logRetentionDays: ofType('AWS::Logs::LogGroup').map(([, group]) => {
      const days = props(group).RetentionInDays;
      return typeof days === 'number' ? days : null;
    }),
    distributions: ofType('AWS::CloudFront::Distribution').length,
    cloudFrontFunctions: ofType('AWS::CloudFront::Function').length,
    alarmTopics: ofType('AWS::SNS::Topic').length,
    webAcls,
  };
}

const average = (values: readonly number[], empty: number) =>
  values.length === 0 ? empty : values.reduce((sum, value) => sum + value, 0) / values.length;

const gbSecondPrice = (size: FunctionSize, prices: Prices) =>
  size.isArm ? prices.lambda.perGbSecondArm : prices.lambda.perGbSecondX86;

/** Lambda GB-seconds and their price for `invocations` runs of `seconds` on functions of these sizes. */
function compute(sizes: readonly FunctionSize[], invocations: number, seconds: number, prices: Prices) {
  if (sizes.length === 0 || invocations === 0) return { gbSeconds: 0, price: 0 };
  const gbSeconds =
    invocations *
    seconds *
    average(
      sizes.map((size) => size.memoryMb / 1024),
      0,
    );
  const price =
    invocations *
    seconds *
    average(
      sizes.map((size) => (size.memoryMb / 1024) * gbSecondPrice(size, prices)),
      0,
    );
  return { gbSeconds, price };
}

const round = (value: number) => Math.round(value * 100) / 100;
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const aboveFree = (used: number, free: number) => Math.max(0, used - free);

/** Months a log line is kept; logs kept forever are counted as a year, and flagged in the usage text. */
const retentionMonths = (days: number | null) => (days === null ? 12 : days / 30);

export function estimateMonthlyCost(inventory: Inventory, usage: Usage, prices: Prices = PRICES): CostLine[] {
  const lines: CostLine[] = [];
  const add = (service: string, usageText: string, withoutFreeTier: number, withFreeTier = withoutFreeTier) =>
    lines.push({
      service,
      usage: usageText,
      withFreeTier: round(withFreeTier),
      withoutFreeTier: round(withoutFreeTier),
    });

  const api = compute(inventory.apiFunctions, usage.apiRequests, usage.apiAverageSeconds, prices);
  const workerRuns = inventory.workerFunctions.length > 0 ? usage.mails : 0;
  const workers = compute(inventory.workerFunctions, workerRuns, usage.workerAverageSeconds, prices);
  const scheduledRuns = inventory.scheduledJobs.reduce((sum, job) => sum + job.runsPerMonth, 0);
  const scheduled = inventory.scheduledJobs.reduce(
    (sum, job) => {
      const run = compute([job], job.runsPerMonth, usage.scheduledAverageSeconds, prices);
      return { gbSeconds: sum.gbSeconds + run.gbSeconds, price: sum.price + run.price };
    },
    { gbSeconds: 0, price: 0 },
  );
  const mailEventRuns = inventory.mailEventFunctions.length > 0 ? usage.mails : 0;
  const mailEvents = compute(inventory.mailEventFunctions, mailEventRuns, usage.workerAverageSeconds, prices);
  const invocations = usage.apiRequests + workerRuns + scheduledRuns + mailEventRuns;
  const gbSeconds = api.gbSeconds + workers.gbSeconds + scheduled.gbSeconds + mailEvents.gbSeconds;
  const computePrice = api.price + workers.price + scheduled.price + mailEvents.price;
  const requestPrice = (requests: number) => (requests / 1e6) * prices.lambda.perMillionRequests;
  const freeComputeShare =
    gbSeconds === 0 ? 0 : aboveFree(gbSeconds, prices.lambda.freeGbSeconds) / gbSeconds;
  add(
    'Lambda',
    `${count(invocations)} invocations (${inventory.apiFunctions.length} API functions, ${inventory.workerFunctions.length} workers, ${inventory.scheduledJobs.length} schedules, ${inventory.mailEventFunctions.length} mail-event function), ${count(gbSeconds)} GB-s`,
    requestPrice(invocations) + computePrice,
    requestPrice(aboveFree(invocations, prices.lambda.freeRequests)) + computePrice * freeComputeShare,
  );

  if (inventory.httpApis > 0) {
    add(
      'API Gateway HTTP API',
      `${count(usage.apiRequests)} requests`,
      (usage.apiRequests / 1e6) * prices.httpApi.perMillionRequests,
    );
  }

  if (inventory.tables.length > 0) {
    const indexesPerTable = average(
      inventory.tables.map((table) => table.indexCount),
      0,
    );
    const writes = usage.apiRequests * usage.dynamoWritesPerRequest * (1 + indexesPerTable);
    const reads = usage.apiRequests * usage.dynamoReadsPerRequest;
    const requests =
      (writes / 1e6) * prices.dynamodb.perMillionWrites + (reads / 1e6) * prices.dynamodb.perMillionReads;
    const pitrShare =
      inventory.tables.filter((table) => table.hasPointInTimeRecovery).length / inventory.tables.length;
    const backups = usage.dynamoStorageGb * pitrShare * prices.dynamodb.pitrPerGbMonth;
    const storage = usage.dynamoStorageGb * prices.dynamodb.perGbMonth;
    add(
      'DynamoDB on demand',
      `${inventory.tables.length} tables (${indexesPerTable.toFixed(1)} indexes each on average), ${count(writes)} writes incl. index copies, ${count(reads)} reads, ${usage.dynamoStorageGb} GB with PITR`,
      requests + backups + storage,
      requests +
        backups +
        aboveFree(usage.dynamoStorageGb, prices.dynamodb.freeStorageGb) * prices.dynamodb.perGbMonth,
    );
  }

  const storedGb = usage.storedFilesGb + usage.accessLogsGb;
  add(
    'S3 Standard',
    `${storedGb} GB, ${count(usage.s3Puts)} PUT, ${count(usage.s3Gets)} GET`,
    storedGb * prices.s3.perGbMonth +
      (usage.s3Puts / 1000) * prices.s3.perThousandPuts +
      (usage.s3Gets / 1000) * prices.s3.perThousandGets,
  );

  if (inventory.distributions > 0) {
    const functionRuns = inventory.cloudFrontFunctions > 0 ? usage.cloudFrontRequests : 0;
    const price = (gb: number, requests: number, runs: number) =>
      gb * prices.cloudFront.perGbOut +
      (requests / 1e6) * prices.cloudFront.perMillionHttpsRequests +
      (runs / 1e6) * prices.cloudFront.perMillionFunctionInvocations;
    add(
      'CloudFront',
      `${usage.cloudFrontGbOut} GB out, ${count(usage.cloudFrontRequests)} requests, ${inventory.cloudFrontFunctions} functions`,
      price(usage.cloudFrontGbOut, usage.cloudFrontRequests, functionRuns),
      price(
        aboveFree(usage.cloudFrontGbOut, prices.cloudFront.freeGbOut),
        aboveFree(usage.cloudFrontRequests, prices.cloudFront.freeRequests),
        aboveFree(functionRuns, prices.cloudFront.freeFunctionInvocations),
      ),
    );
  }

  add('SES', `${count(usage.mails)} mails`, (usage.mails / 1000) * prices.ses.perThousandMails);

  const keptForever = inventory.logRetentionDays.filter((days) => days === null).length;
  const storedLogsGb =
    usage.logsIngestedGb * average(inventory.logRetentionDays.map(retentionMonths), retentionMonths(null));
  const logs = (ingested: number, stored: number) =>
    ingested * prices.cloudWatch.perGbLogsIngested + stored * prices.cloudWatch.perGbLogsStored;
  add(
    'CloudWatch',
    `${inventory.alarms} alarms, ${usage.logsIngestedGb} GB logs a month in ${inventory.logRetentionDays.length} groups (${storedLogsGb.toFixed(1)} GB kept${keptForever > 0 ? `; ${keptForever} groups keep logs forever` : ''})`,
    inventory.alarms * prices.cloudWatch.perAlarmMonth + logs(usage.logsIngestedGb, storedLogsGb),
    aboveFree(inventory.alarms, prices.cloudWatch.freeAlarms) * prices.cloudWatch.perAlarmMonth +
      logs(
        aboveFree(usage.logsIngestedGb, prices.cloudWatch.freeLogsGb),
        aboveFree(storedLogsGb, prices.cloudWatch.freeLogsGb),
      ),
  );

  if (inventory.secrets > 0) {
    add(
      'Secrets Manager',
      `${inventory.secrets} secrets, ${count(usage.secretReads)} reads`,
      inventory.secrets * prices.secretsManager.perSecretMonth +
        (usage.secretReads / 10_000) * prices.secretsManager.perTenThousandCalls,
    );
  }

  if (inventory.customerManagedKeys > 0) {
    add(
      'KMS',
      `${inventory.customerManagedKeys} customer managed keys`,
      inventory.customerManagedKeys * prices.kms.perCustomerKeyMonth,
    );
  }

  const idlePolls =
    inventory.queuesWithConsumers * usage.idlePollersPerQueue * (SECONDS_PER_MONTH / usage.longPollSeconds);
  const sqsRequests = idlePolls + workerRuns * 3;
  add(
    'SQS',
    `${inventory.queuesWithConsumers} consumed queues: ${count(idlePolls)} long polls + ${count(workerRuns * 3)} message calls`,
    (sqsRequests / 1e6) * prices.sqs.perMillionRequests,
    (aboveFree(sqsRequests, prices.sqs.freeRequests) / 1e6) * prices.sqs.perMillionRequests,
  );

  if (inventory.alarmTopics > 0) {
    add(
      'SNS (alarm mails)',
      `${usage.alarmMails} mails`,
      (usage.alarmMails / 1000) * prices.sns.perThousandEmails,
      (aboveFree(usage.alarmMails, prices.sns.freeEmails) / 1000) * prices.sns.perThousandEmails,
    );
  }

  if (inventory.scheduledJobs.length > 0) {
    add(
      'EventBridge schedules',
      `${count(scheduledRuns)} scheduled runs`,
      scheduledRuns * prices.eventBridge.perScheduledRun,
    );
  }
  return lines;
}

/** AWS WAF's share, reported apart: it is an option of the stage configuration. */
export function estimateWafCost(
  inventory: Inventory,
  usage: Usage,
  prices: Prices = PRICES,
): CostLine | null {
  if (inventory.webAcls.length === 0) return null;
  const rules = inventory.webAcls.reduce((sum, acl) => sum + acl.rules, 0);
  const monthly =
    inventory.webAcls.length * prices.waf.perWebAclMonth +
    rules * prices.waf.perRuleMonth +
    (usage.cloudFrontRequests / 1e6) * prices.waf.perMillionRequests;
  return {
    service: 'AWS WAF (option `waf.enabled`)',
    usage: `${inventory.webAcls.length} web ACL, ${rules} rule${rules === 1 ? '' : 's'}, ${count(usage.cloudFrontRequests)} requests`,
    withFreeTier: round(monthly),
    withoutFreeTier: round(monthly),
  };
}

export const totalOf = (lines: readonly CostLine[]) => ({
  withFreeTier: round(lines.reduce((sum, line) => sum + line.withFreeTier, 0)),
  withoutFreeTier: round(lines.reduce((sum, line) => sum + line.withoutFreeTier, 0)),
});
