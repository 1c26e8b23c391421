import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  GetBucketCorsCommand,
  GetObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyEndpointEnv,
  ensureBuckets,
  ensureTables,
  LOCAL_S3_CLIENT_CONFIG,
  type LocalServices,
  readMailbox,
  startServices,
} from '../../infra/local/services';
import { BUCKET_NAMES } from '../../shared/buckets';
import { TABLE_NAMES, TABLES } from '../../shared/tables';

const PREFIX = 'svc-';
const STARTUP_TIMEOUT_MS = 60_000;

/** The stand-in processes this test worker started itself (the run's global setup has its own elsewhere). */
function ownServiceProcesses(): string[] {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return lines
    .split('\n')
    .filter((line) => line.includes('LoopbackDynamoDbLocal') || line.includes('s3rver-process'));
}

/** applyEndpointEnv writes process.env; leave the worker as we found it. */
function rememberEnv(): () => void {
  const saved = { ...process.env };
  return () => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  };
}

const documents = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));
const s3 = () => new S3Client(LOCAL_S3_CLIENT_CONFIG);

describe('applyEndpointEnv', () => {
  it('points the SDK at the stand-ins with a region and credentials that all three accept', () => {
    // Prepare
    const env: NodeJS.ProcessEnv = { AWS_SESSION_TOKEN: 'left over from a real login' };

    // Act
    applyEndpointEnv({ dynamodb: 'http://d', s3: 'http://s', ses: 'http://e', mailbox: 'http://m' }, env);

    // Assess
    expect(env).toMatchObject({
      AWS_ENDPOINT_URL_DYNAMODB: 'http://d',
      AWS_ENDPOINT_URL_S3: 'http://s',
      AWS_ENDPOINT_URL_SESV2: 'http://e',
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
    expect(env.AWS_SESSION_TOKEN).toBeUndefined();
  });
});

describe('preparing without endpoints', () => {
  it('refuses, rather than creating tables or buckets in real AWS', async () => {
    // Prepare
    const restoreEnv = rememberEnv();
    delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
    delete process.env.AWS_ENDPOINT_URL_S3;

    try {
      // Act + Assess
      await expect(ensureTables(PREFIX)).rejects.toThrow(/AWS_ENDPOINT_URL_DYNAMODB is not set/);
      await expect(ensureBuckets(PREFIX)).rejects.toThrow(/AWS_ENDPOINT_URL_S3 is not set/);
    } finally {
      restoreEnv();
    }
  });
});

describe('the stand-ins in memory', () => {
  let dataDir: string;
  let services: LocalServices;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = rememberEnv();
    dataDir = await mkdtemp(join(tmpdir(), 'vwp-services-'));
    services = await startServices({ dataDir, inMemory: true, mailboxPort: 0 });
    applyEndpointEnv(services.endpoints);
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await services?.stop();
    restoreEnv?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('listen on 127.0.0.1 only and serve the inbox on localhost', () => {
    expect(services.endpoints.dynamodb).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(services.endpoints.s3).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(services.endpoints.ses).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(services.endpoints.mailbox).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it('prepare every shared table and bucket, and preparing again changes nothing', async () => {
    // Act
    await Promise.all([ensureTables(PREFIX), ensureBuckets(PREFIX)]);
    await Promise.all([ensureTables(PREFIX), ensureBuckets(PREFIX)]);

    // Assess
    const dynamodb = new DynamoDBClient({});
    const { TableNames } = await dynamodb.send(new ListTablesCommand({}));
    expect(TableNames?.filter((name) => name.startsWith(PREFIX)).sort()).toEqual(
      TABLE_NAMES.map((name) => PREFIX + name).sort(),
    );
    const { Table: users } = await dynamodb.send(new DescribeTableCommand({ TableName: `${PREFIX}users` }));
    expect(users?.TableStatus).toBe('ACTIVE');
    expect(users?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    // Every index the shared definition declares, with its keys and projection (INCLUDE or ALL)
    const byName = ([a]: [string, unknown], [b]: [string, unknown]) => a.localeCompare(b);
    const declared = Object.entries(TABLES.users.indexes)
      .sort(byName)
      .map(([name, index]) =>
        expect.objectContaining({
          IndexName: name,
          IndexStatus: 'ACTIVE',
          Projection:
            'projection' in index
              ? { ProjectionType: 'INCLUDE', NonKeyAttributes: expect.arrayContaining([...index.projection]) }
              : { ProjectionType: 'ALL' },
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            ...('sortKey' in index ? [{ AttributeName: index.sortKey, KeyType: 'RANGE' }] : []),
          ],
        }),
      );
    expect(declared.length).toBeGreaterThan(1);
    expect(
      [...(users?.GlobalSecondaryIndexes ?? [])].sort((a, b) =>
        String(a.IndexName).localeCompare(String(b.IndexName)),
      ),
    ).toEqual(declared);
    const { TimeToLiveDescription } = await dynamodb.send(
      new DescribeTimeToLiveCommand({ TableName: `${PREFIX}sessions` }),
    );
    expect(TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'ENABLED', AttributeName: 'ttl' });

    const { Buckets } = await s3().send(new ListBucketsCommand({}));
    expect(Buckets?.map((bucket) => bucket.Name).sort()).toEqual(
      BUCKET_NAMES.map((name) => PREFIX + name).sort(),
    );
    const { CORSRules } = await s3().send(new GetBucketCorsCommand({ Bucket: `${PREFIX}files` }));
    expect(CORSRules?.[0]?.AllowedMethods).toEqual(['PUT', 'GET', 'HEAD']);
  });

  it('store an item in the users table and read it back', async () => {
    // Prepare
    await ensureTables(PREFIX);
    const item = {
      pk: 'USER#1',
      sk: 'PROFILE',
      username: 'jdevries',
      gsi1pk: 'ROLE#volunteer',
      gsi1sk: '2025',
    };

    // Act
    await documents().send(new PutCommand({ TableName: `${PREFIX}users`, Item: item }));
    const { Item } = await documents().send(
      new GetCommand({ TableName: `${PREFIX}users`, Key: { pk: 'USER#1', sk: 'PROFILE' } }),
    );

    // Assess
    expect(Item).toEqual(item);
  });

  it('cancel a transaction whose condition fails, writing none of its items', async () => {
    // Prepare
    await ensureTables(PREFIX);
    const transaction = new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: `${PREFIX}users`, Item: { pk: 'USER#2', sk: 'PROFILE', username: 'akaya' } } },
        {
          Put: {
            TableName: `${PREFIX}users`,
            Item: { pk: 'USERNAME#akaya', sk: 'GUARD' },
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ],
    });

    // Act
    const failure = await documents()
      .send(transaction)
      .catch((error: unknown) => error);

    // Assess
    expect(failure).toBeInstanceOf(TransactionCanceledException);
    expect(
      (failure as TransactionCanceledException).CancellationReasons?.map((reason) => reason.Code),
    ).toEqual(['None', 'ConditionalCheckFailed']);
    const { Item } = await documents().send(
      new GetCommand({ TableName: `${PREFIX}users`, Key: { pk: 'USER#2', sk: 'PROFILE' } }),
    );
    expect(Item).toBeUndefined();
  });

  it('list objects page by page', async () => {
    // Prepare
    await ensureBuckets(PREFIX);
    const Bucket = `${PREFIX}files`;
    for (const key of ['pages/a.txt', 'pages/b.txt', 'pages/c.txt']) {
      await s3().send(new PutObjectCommand({ Bucket, Key: key, Body: `content of ${key}` }));
    }

    // Act
    const first = await s3().send(new ListObjectsV2Command({ Bucket, Prefix: 'pages/', MaxKeys: 2 }));
    const second = await s3().send(
      new ListObjectsV2Command({
        Bucket,
        Prefix: 'pages/',
        MaxKeys: 2,
        ContinuationToken: first.NextContinuationToken,
      }),
    );

    // Assess
    expect(first.Contents?.map((object) => object.Key)).toEqual(['pages/a.txt', 'pages/b.txt']);
    expect(first.IsTruncated).toBe(true);
    expect(second.Contents?.map((object) => object.Key)).toEqual(['pages/c.txt']);
    expect(second.IsTruncated).toBe(false);
  });

  it('accept a presigned upload from a browser on a localhost origin', async () => {
    // Prepare
    await ensureBuckets(PREFIX);
    const Bucket = `${PREFIX}files`;
    const url = await getSignedUrl(
      s3(),
      new PutObjectCommand({ Bucket, Key: 'uploads/receipt.pdf', ContentType: 'application/pdf' }),
      { expiresIn: 300 },
    );
    const origin = 'http://localhost:3000';

    // Act
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    const upload = await fetch(url, {
      method: 'PUT',
      headers: { Origin: origin, 'Content-Type': 'application/pdf' },
      body: '%PDF-1.4 test',
    });

    // Assess
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(upload.status).toBe(200);
    expect(upload.headers.get('access-control-allow-origin')).toBe(origin);
    const stored = await s3().send(new GetObjectCommand({ Bucket, Key: 'uploads/receipt.pdf' }));
    expect(stored.ContentType).toBe('application/pdf');
    expect(await stored.Body?.transformToString()).toBe('%PDF-1.4 test');
  });

  it('deliver a mail sent with SESv2 to the mailbox', async () => {
    // Prepare
    const ses = new SESv2Client({});

    // Act
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'portal@example.org',
        Destination: { ToAddresses: ['volunteer@example.org'] },
        Content: {
          Simple: {
            Subject: { Data: 'Welkom' },
            Body: { Html: { Data: '<p>Hallo</p>' }, Text: { Data: 'Hallo' } },
          },
        },
      }),
    );
    const mails = await readMailbox(services.endpoints.mailbox);

    // Assess
    expect(mails).toEqual([
      expect.objectContaining({
        from: 'portal@example.org',
        destination: expect.objectContaining({ to: ['volunteer@example.org'] }),
        subject: 'Welkom',
        body: { html: '<p>Hallo</p>', text: 'Hallo' },
        at: expect.any(Number),
      }),
    ]);
  });

  // Runs last in this block: it stops the services the tests above share.
  it('stop every stand-in and leave no child process behind', async () => {
    // Prepare
    expect(ownServiceProcesses()).toHaveLength(2);

    // Act
    await services.stop();

    // Assess
    expect(ownServiceProcesses()).toEqual([]);
    await expect(readMailbox(services.endpoints.mailbox)).rejects.toThrow(/does not answer/);
  });
});

describe('the stand-ins with a data folder', () => {
  let dataDir: string;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = rememberEnv();
    dataDir = await mkdtemp(join(tmpdir(), 'vwp-services-persistent-'));
  });

  afterAll(async () => {
    restoreEnv?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'keep tables, items and objects across a restart',
    async () => {
      // Prepare
      const before = await startServices({ dataDir, mailboxPort: 0 });
      try {
        applyEndpointEnv(before.endpoints);
        await Promise.all([ensureTables(PREFIX), ensureBuckets(PREFIX)]);
        await documents().send(
          new PutCommand({ TableName: `${PREFIX}news`, Item: { pk: 'NEWS#1', sk: 'NEWS' } }),
        );
        await s3().send(new PutObjectCommand({ Bucket: `${PREFIX}signed`, Key: 'kept.pdf', Body: 'kept' }));
      } finally {
        await before.stop();
      }

      // Act
      const after = await startServices({ dataDir, mailboxPort: 0 });
      try {
        applyEndpointEnv(after.endpoints);
        await Promise.all([ensureTables(PREFIX), ensureBuckets(PREFIX)]);
        const { Item } = await documents().send(
          new GetCommand({ TableName: `${PREFIX}news`, Key: { pk: 'NEWS#1', sk: 'NEWS' } }),
        );
        const object = await s3().send(new GetObjectCommand({ Bucket: `${PREFIX}signed`, Key: 'kept.pdf' }));

        // Assess
        expect(Item).toEqual({ pk: 'NEWS#1', sk: 'NEWS' });
        expect(await object.Body?.transformToString()).toBe('kept');
      } finally {
        await after.stop();
      }
      expect(ownServiceProcesses()).toEqual([]);
    },
    2 * STARTUP_TIMEOUT_MS,
  );
});
