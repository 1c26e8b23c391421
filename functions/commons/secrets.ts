import { createHash, timingSafeEqual } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { environmentCredentials, Sha256 } from './aws-signing';

/**
 * Secrets Manager's GetSecretValue as one signed HTTPS request. Functions receive a secret's ARN, never
 * its value, and read the value on first use (the cold start), cached for the life of the instance.
 * The full SDK client would add its own serializers and endpoint rules to every bundle; the signer is
 * the one the DynamoDB client already carries. Locally `AWS_ENDPOINT_URL_SECRETS_MANAGER` points at
 * the runtime's secret store (infra/local/services/secrets.ts), so the same code path runs there.
 */

/** A stuck endpoint fails the request quickly instead of holding it until the Lambda timeout. */
const REQUEST_TIMEOUT_MS = 3000;

function regionOf(secretId: string): string {
  const region = secretId.split(':')[3] || process.env.AWS_REGION;
  if (!region) throw new Error('No region for Secrets Manager: set AWS_REGION or pass a secret ARN');
  return region;
}

/** Lambda puts the role's credentials in the environment; so does the local runtime its dummy pair. */
const credentials = async () => environmentCredentials();

async function getSecretValue(secretId: string): Promise<string> {
  const region = regionOf(secretId);
  const endpoint = new URL(
    process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER ?? `https://secretsmanager.${region}.amazonaws.com`,
  );
  const body = JSON.stringify({ SecretId: secretId });
  const signer = new SignatureV4({ service: 'secretsmanager', region, credentials, sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    path: '/',
    query: {},
    headers: {
      host: endpoint.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'secretsmanager.GetSecretValue',
    },
    body,
  });
  const response = await fetch(new URL('/', endpoint), {
    method: 'POST',
    headers: signed.headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as { SecretString?: string; __type?: string };
  if (!response.ok || typeof answer.SecretString !== 'string') {
    // The type names the failure (AccessDenied, ResourceNotFound); the answer never holds the value then.
    throw new Error(`GetSecretValue failed with ${response.status} ${answer.__type ?? ''}`.trim());
  }
  return answer.SecretString;
}

type Cached = { value: Promise<string>; readAt: number };
const cache = new Map<string, Cached>();

/** The secret's current value, read once per instance; a failed read is retried on the next call. */
export function readSecret(secretId: string): Promise<string> {
  const cached = cache.get(secretId);
  if (cached) return cached.value;
  const value = getSecretValue(secretId);
  cache.set(secretId, { value, readAt: Date.now() });
  value.catch(() => cache.delete(secretId));
  return value;
}

/**
 * Reads the secret again when the cached value is older than `minAgeMs`: after a rotation an instance
 * sees the new value without a restart, while a flood of wrong values cannot make it re-read each time.
 */
export function rereadSecret(secretId: string, minAgeMs: number): Promise<string> {
  const cached = cache.get(secretId);
  if (cached && Date.now() - cached.readAt < minAgeMs) return cached.value;
  cache.delete(secretId);
  return readSecret(secretId);
}

/** Compares a presented value with a secret in constant time. */
export function matchesSecret(presented: string | undefined, secret: string): boolean {
  if (presented === undefined) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}
