import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_REGION } from './endpoints';

/**
 * The local stand-in for Secrets Manager: answers GetSecretValue (JSON protocol) for the secrets it was
 * given, so functions read their keys through the same code as in AWS (functions/commons/secrets.ts).
 * It listens on 127.0.0.1 only and does not check signatures, like the other stand-ins.
 */
export type LocalSecretStore = {
  /** For AWS_ENDPOINT_URL_SECRETS_MANAGER. */
  endpoint: string;
  /** The ARN a function receives for a secret of this store. */
  arnOf(name: string): string;
  stop(): Promise<void>;
};

/** Like AWS, every store's ARNs end in a random suffix: a function's cache never mixes two stores' values. */
const localSecretArn = (name: string, suffix: string) =>
  `arn:aws:secretsmanager:${LOCAL_REGION}:000000000000:secret:${name}-${suffix}`;

export async function startSecretStore(secrets: Record<string, string>): Promise<LocalSecretStore> {
  const suffix = randomBytes(3).toString('hex');
  const byId = new Map<string, { name: string; value: string }>();
  for (const [name, value] of Object.entries(secrets)) {
    byId.set(name, { name, value });
    byId.set(localSecretArn(name, suffix), { name, value });
  }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify(body));
      };
      if (request.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue') {
        answer(400, { __type: 'UnknownOperationException' });
        return;
      }
      let secretId: unknown;
      try {
        secretId = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { SecretId?: unknown }).SecretId;
      } catch {
        answer(400, { __type: 'SerializationException' });
        return;
      }
      const secret = typeof secretId === 'string' ? byId.get(secretId) : undefined;
      if (!secret) {
        answer(400, { __type: 'ResourceNotFoundException' });
        return;
      }
      answer(200, {
        ARN: localSecretArn(secret.name, suffix),
        Name: secret.name,
        SecretString: secret.value,
        VersionId: 'local',
        VersionStages: ['AWSCURRENT'],
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    arnOf: (name) => {
      if (!(name in secrets)) throw new Error(`The local secret store has no secret ${name}`);
      return localSecretArn(name, suffix);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
