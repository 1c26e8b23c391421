import { afterEach, describe, expect, it, vi } from 'vitest';

const BASE_ENV = {
  STAGE: 'test',
  PORTAL_URL: 'http://localhost:3000',
  MAIL_FROM: 'noreply@example.org',
  LOG_LEVEL: 'silent',
};

async function importConfigWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries({ ...BASE_ENV, ...env })) vi.stubEnv(name, value);
  return import('../../functions/config');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the functions configuration (functions/config)', () => {
  it('fails the first import when a variable is missing or malformed, naming it', async () => {
    await expect(importConfigWith({ PORTAL_URL: undefined })).rejects.toThrow(
      /Invalid function configuration: PORTAL_URL/,
    );
    await expect(importConfigWith({ MAIL_FROM: 'geen-adres' })).rejects.toThrow(
      /Invalid function configuration: MAIL_FROM/,
    );
  });

  it('reads each field from the environment when it is used, so a second portal in the process gets its own', async () => {
    const { config } = await importConfigWith({});
    expect(config.PORTAL_URL).toBe('http://localhost:3000');

    vi.stubEnv('PORTAL_URL', 'http://localhost:4123');

    expect(config.PORTAL_URL).toBe('http://localhost:4123');
    expect(config.COOKIE_SECURE).toBe(true);
    expect({ ...config }).toMatchObject({ PORTAL_URL: 'http://localhost:4123', STAGE: 'test' });
  });

  it('keeps the cold start’s parse in a Lambda function, whose environment never changes', async () => {
    const { config } = await importConfigWith({ AWS_LAMBDA_FUNCTION_NAME: 'portal-families-get' });

    vi.stubEnv('PORTAL_URL', 'http://localhost:4123');

    expect(config.PORTAL_URL).toBe('http://localhost:3000');
  });

  it('fails clearly on the next read when a variable changed to a malformed value', async () => {
    const { config } = await importConfigWith({});

    vi.stubEnv('CLIENT_LIMIT_FACTOR', 'veel');

    expect(() => config.CLIENT_LIMIT_FACTOR).toThrow(/Invalid function configuration: CLIENT_LIMIT_FACTOR/);
  });

  it('reads table and bucket names when used, also in a repository loaded earlier', async () => {
    await importConfigWith({ TABLE_SESSIONS: 'a-sessions', TABLE_USERS: 'a-users', BUCKET_FILES: 'a-files' });
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('../../functions/commons/dynamo');
    const { getSession } = await import('../../functions/repositories/sessions');
    const { bucketName } = await import('../../functions/storage/buckets');
    const { recordTable } = await import('../../functions/repositories/table');
    const users = recordTable('users');
    const send = vi.spyOn(dynamo, 'send').mockImplementation(async () => ({}));
    const tableRead = () => {
      const [command] = send.mock.lastCall ?? [];
      return (command as InstanceType<typeof GetCommand> | undefined)?.input.TableName;
    };
    await getSession('hash', new Date());
    expect([tableRead(), users.name, bucketName('files')]).toEqual(['a-sessions', 'a-users', 'a-files']);

    vi.stubEnv('TABLE_SESSIONS', 'b-sessions');
    vi.stubEnv('TABLE_USERS', 'b-users');
    vi.stubEnv('BUCKET_FILES', undefined);
    await getSession('hash', new Date());

    expect([tableRead(), users.name]).toEqual(['b-sessions', 'b-users']);
    expect(() => bucketName('files')).toThrow('Missing environment variable BUCKET_FILES');
    send.mockRestore();
  });
});

describe('no function module keeps a resource name from its load', () => {
  it('reads table, bucket and environment names inside functions, not in a module-level constant', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const root = new URL('../../functions/', import.meta.url).pathname;
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.ts'));
    const kept: string[] = [];
    for (const file of files) {
      const source = await readFile(join(root, file), 'utf8');
      for (const line of source.split('\n'))
        if (/^(export )?const \w+ = (tableName|bucketName|requireEnv)\(/.test(line))
          kept.push(`${file}: ${line}`);
    }
    // A merge brought two back (system-templates.ts, family-names.ts): the browser lane then wrote into
    // the first portal's tables. `const TABLE = () => tableName('mail')` reads it at each use.
    expect(kept).toEqual([]);
  });
});
