import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { type BucketName, bucketEnvVar } from '../../../shared/buckets';
import { CLIENT_LIMIT_BUCKET_PREFIX, type RouteResources } from '../../../shared/routes';
import { SESSION_ACTIVITY_ATTRIBUTES, TABLES, type TableName, tableEnvVar } from '../../../shared/tables';
import { workerQueueEnvVar } from '../../../shared/workers';
import { HANDLER_BUNDLING } from './handler-bundling';
import type { Mail } from './mail';

/** Everything a handler may be granted; each function receives only what its `uses` names. */
export type SharedResources = {
  tables: Record<TableName, ITable>;
  buckets: Record<BucketName, IBucket>;
  mail: Mail;
  /** The queue of each background worker (shared/workers.ts), by worker id. */
  workerQueues: Record<string, IQueue>;
  /** Key material for encrypted personal fields; only routes that declare `encryptionKey` may read it. */
  dataEncryptionKey: ISecret;
  /** The association's sealing certificate and key (digital signing); only routes that declare `sealingCertificate` read it. */
  sealingCertificate: ISecret;
  /** The header value CloudFront adds to API requests; every API function reads it to refuse the rest. */
  originSecret: ISecret;
  /** CloudFront's KeyValueStore read by the edge functions; only functions that declare `edgeStore` (the edge-publish worker) write it. */
  edgeStore: IKeyValueStore;
  /** Configuration every function reads at cold start (STAGE, PORTAL_URL, …). */
  commonEnvironment: Record<string, string>;
  logRetention: RetentionDays;
};

export type HandlerFunctionProps = {
  /** Absolute path of the TypeScript module exporting `handler`. */
  entry: string;
  uses: RouteResources;
  resources: SharedResources;
  description: string;
  /** An API route behind CloudFront: it checks the origin secret and trusts the viewer-address header. */
  servesApi?: boolean;
  /** Defaults to 15 s, an API request's limit; background workers run longer. */
  timeout?: Duration;
  /** The route has a per-client limit (`clientLimit`): it counts its callers in the sessions table. */
  countsClients?: boolean;
};

// TransactWriteItems and TransactGetItems are authorised through these item actions; Scan is left out on
// purpose. ConditionCheckItem reads: it lets a transaction check an item without changing it.
export const READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
export const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
export const TABLE_ACTIONS = [...READ_ACTIONS, ...WRITE_ACTIONS];
/**
 * The audit trail only grows (issue 38, item 11): a function that writes it may insert an entry
 * (PutItem, alone or in a transaction; the repository makes it conditional on a new key) and nothing
 * else: no UpdateItem, DeleteItem or BatchWriteItem (which deletes too), whatever its `writes` says.
 */
export const INSERT_ONLY_TABLES: readonly TableName[] = ['audit'];
export const INSERT_ACTIONS = [...READ_ACTIONS, 'dynamodb:PutItem'];

const writeActionsFor = (name: TableName) =>
  INSERT_ONLY_TABLES.includes(name) ? INSERT_ACTIONS : TABLE_ACTIONS;

/** AbortMultipartUpload lets a failed streamed backup or restore drop its parts at once (the lifecycle rule is the backstop). */
export const OBJECT_ACTIONS = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'];

/** Reading the store's ETag and writing one key (functions/commons/edge-store.ts); never a delete. */
export const EDGE_STORE_ACTIONS = [
  'cloudfront-keyvaluestore:DescribeKeyValueStore',
  'cloudfront-keyvaluestore:PutKey',
];

export { REQUIRE_SHIM } from './handler-bundling';

/** One Lambda function for one handler module, granted exactly the tables, buckets and mail its route uses. */
export class HandlerFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const { entry, uses, resources } = props;

    // An explicit role and log group replace AWSLambdaBasicExecutionRole, which may write to every log group.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: resources.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    const environment: Record<string, string> = { ...resources.commonEnvironment };
    for (const name of uses.tables) environment[tableEnvVar(name)] = resources.tables[name].tableName;
    for (const name of uses.buckets ?? [])
      environment[bucketEnvVar(name)] = resources.buckets[name].bucketName;
    for (const workerId of uses.enqueues ?? []) {
      const queue = resources.workerQueues[workerId];
      if (!queue) throw new Error(`${entry} enqueues for ${workerId}, which is not in shared/workers.ts`);
      environment[workerQueueEnvVar(workerId)] = queue.queueUrl;
    }
    // Secrets reach a function as ARNs, read at its cold start (functions/commons/secrets.ts): their
    // values appear in no template, function configuration or console page.
    const secrets: ISecret[] = [];
    if (uses.encryptionKey) {
      environment.DATA_ENCRYPTION_KEY = resources.dataEncryptionKey.secretArn;
      secrets.push(resources.dataEncryptionKey);
    }
    if (uses.sealingCertificate) {
      environment.SEALING_CERTIFICATE = resources.sealingCertificate.secretArn;
      secrets.push(resources.sealingCertificate);
    }
    if (uses.edgeStore) environment.EDGE_STORE_ARN = resources.edgeStore.keyValueStoreArn;
    if (props.servesApi) {
      environment.ORIGIN_SECRET_ARN = resources.originSecret.secretArn;
      environment.TRUST_VIEWER_IP_HEADER = 'true';
      secrets.push(resources.originSecret);
    }

    this.function = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      // Password hashing (argon2id, 19 MiB+) is CPU-bound and Lambda scales CPU with memory.
      memorySize: 1024,
      timeout: props.timeout ?? Duration.seconds(15),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment,
      bundling: HANDLER_BUNDLING,
    });

    const writes = new Set(uses.writes ?? []);
    for (const name of uses.tables)
      this.grantTable(
        role,
        name,
        resources.tables[name],
        writes.has(name) ? writeActionsFor(name) : READ_ACTIONS,
      );
    if (uses.tables.includes('sessions') && !writes.has('sessions'))
      this.grantSessionActivityStamp(role, resources.tables.sessions);
    if (props.countsClients && !writes.has('sessions'))
      this.grantClientCounters(role, resources.tables.sessions);
    for (const name of uses.buckets ?? []) this.grantBucket(role, resources.buckets[name]);
    if (uses.erasesFileVersions)
      for (const name of uses.buckets ?? []) this.grantVersionErasure(role, resources.buckets[name]);
    if (uses.mail) resources.mail.grantSend(role);
    for (const workerId of uses.enqueues ?? []) resources.workerQueues[workerId]?.grantSendMessages(role);
    if (uses.edgeStore)
      role.addToPolicy(
        new PolicyStatement({
          actions: EDGE_STORE_ACTIONS,
          resources: [resources.edgeStore.keyValueStoreArn],
        }),
      );
    if (secrets.length > 0)
      role.addToPolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: secrets.map((secret) => secret.secretArn),
        }),
      );
  }

  private grantTable(role: Role, name: TableName, table: ITable, actions: string[]) {
    // Indexes are only ever queried.
    const indexArns = Object.keys(TABLES[name].indexes).map(
      (indexName) => `${table.tableArn}/index/${indexName}`,
    );
    role.addToPolicy(new PolicyStatement({ actions, resources: [table.tableArn, ...indexArns] }));
  }

  /**
   * createHandler refreshes the idle-timeout stamp of the caller's session on every route. Rather than
   * give every function write access to the sessions table, IAM allows only an UpdateItem that names
   * the key and SESSION_ACTIVITY_ATTRIBUTES and returns nothing old: a read route cannot create, extend,
   * revoke or read back a session through it.
   */
  private grantSessionActivityStamp(role: Role, table: ITable) {
    role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': ['pk', 'sk', ...SESSION_ACTIVITY_ATTRIBUTES],
          },
          StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_NEW'] },
        },
      }),
    );
  }

  /**
   * createHandler's per-client limit counts each caller in the sessions table. A route that does not
   * write sessions gets an UpdateItem of those counter items only (their partition key starts with
   * the limit's prefix) and of their count and expiry, so it still cannot touch a session.
   */
  private grantClientCounters(role: Role, table: ITable) {
    role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`RATE#${CLIENT_LIMIT_BUCKET_PREFIX}*`] },
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'count', 'ttl'] },
        },
      }),
    );
  }

  /** Listing and deleting stored versions: an erasure leaves no old version of a file behind. */
  private grantVersionErasure(role: Role, bucket: IBucket) {
    role.addToPolicy(
      new PolicyStatement({ actions: ['s3:ListBucketVersions'], resources: [bucket.bucketArn] }),
    );
    role.addToPolicy(
      new PolicyStatement({ actions: ['s3:DeleteObjectVersion'], resources: [bucket.arnForObjects('*')] }),
    );
  }

  private grantBucket(role: Role, bucket: IBucket) {
    // ListBucket turns a HEAD on a missing key into 404 instead of 403, which the upload confirmation relies on.
    role.addToPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    role.addToPolicy(
      new PolicyStatement({ actions: OBJECT_ACTIONS, resources: [bucket.arnForObjects('*')] }),
    );
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Object keys are chosen by the handler at run time (uploads, signed PDFs); the grant is limited to the objects of the one bucket the route uses.',
          appliesTo: [{ regex: '/^Resource::.*\\/\\*$/g' }],
        },
      ],
      true,
    );
  }
}
