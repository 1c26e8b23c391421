import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUCKET_NAMES, bucketEnvVar } from '../../shared/buckets';
import { TABLE_NAMES, tableEnvVar } from '../../shared/tables';

export const LOCAL_RESOURCE_PREFIX = 'vwp-';

/** Name of the field-encryption key in the local secret store. */
export const DATA_ENCRYPTION_KEY_SECRET = 'data-encryption-key';

/** Name of the sealing certificate (digital signing) in the local secret store. */
export const SEALING_CERTIFICATE_SECRET = 'sealing-certificate';

/** Where functions find their secrets locally: the runtime's secret store, as Secrets Manager in AWS. */
export type LocalFunctionSecrets = {
  endpoint: string;
  dataEncryptionKeyArn: string;
  sealingCertificateArn: string;
};

/** The variables CDK gives each function in AWS; locally every function may use every resource. */
export function localFunctionEnvironment(
  portalUrl: string,
  secrets: LocalFunctionSecrets,
  prefix = LOCAL_RESOURCE_PREFIX,
): Record<string, string> {
  const environment: Record<string, string> = {
    STAGE: 'local',
    PORTAL_URL: portalUrl,
    MAIL_FROM: 'noreply@vrijwilligersportaal.local',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // An ARN, as in AWS: the value is read from the secret store at the first use.
    DATA_ENCRYPTION_KEY: secrets.dataEncryptionKeyArn,
    SEALING_CERTIFICATE: secrets.sealingCertificateArn,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    // Lambda runs Node 22; the SDK's warning about this machine's Node 20 is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  for (const name of TABLE_NAMES) environment[tableEnvVar(name)] = `${prefix}${name}`;
  for (const name of BUCKET_NAMES) environment[bucketEnvVar(name)] = `${prefix}${name}`;
  return environment;
}

export const newEncryptionKey = () => randomBytes(32).toString('base64');

/** The field-encryption key of a data directory: made on first start, kept so stored data stays readable. */
export function readOrCreateEncryptionKey(dataDir: string): string {
  const file = join(dataDir, 'encryption-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = newEncryptionKey();
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** For runs that import or invoke handlers that never read a secret (bundle and import checks). */
export const UNREAD_SECRETS: LocalFunctionSecrets = {
  endpoint: 'http://127.0.0.1:9',
  dataEncryptionKeyArn: 'arn:aws:secretsmanager:eu-west-1:000000000000:secret:unread-AbCdEf',
  sealingCertificateArn: 'arn:aws:secretsmanager:eu-west-1:000000000000:secret:unread-sealing-AbCdEf',
};
