import { createPrivateKey } from 'node:crypto';
import * as z from 'zod';
import { readSecret } from '../../commons/secrets';
import { requireEnv } from '../../config';
import { type CmsSigner, certificatesFromPem } from './cms';

/**
 * The association's sealing certificate and private key. SEALING_CERTIFICATE holds the ARN of a
 * Secrets Manager secret (never the key itself) whose value is JSON: `{ keyPem, certificatePem,
 * chainPem? }`. Locally it is generated on first start under the data folder
 * (infra/local/sealing-certificate.ts); in AWS an operator stores the association's own certificate,
 * or one from a trusted provider, in the secret. Parsed once per instance.
 */
export const sealingSecretSchema = z.object({
  keyPem: z.string().includes('PRIVATE KEY'),
  certificatePem: z.string().includes('CERTIFICATE'),
  /** Intermediate certificates of a provider's certificate, concatenated PEM. */
  chainPem: z.string().optional(),
});
export type SealingSecret = z.infer<typeof sealingSecretSchema>;

export type SealingIdentity = CmsSigner;

const SECRET_ARN = /^arn:aws[\w-]*:secretsmanager:/;

export function parseSealingSecret(value: string): SealingIdentity {
  const secret = sealingSecretSchema.parse(JSON.parse(value));
  const [certificate] = certificatesFromPem(secret.certificatePem);
  if (!certificate) throw new Error('The sealing secret holds no certificate');
  return {
    key: createPrivateKey(secret.keyPem),
    certificate,
    chain: secret.chainPem ? certificatesFromPem(secret.chainPem) : [],
  };
}

/** Kept per secret, as the field-encryption key is (the local runtime's portals each have their own). */
let identity: { secretArn: string; value: Promise<SealingIdentity> } | undefined;

export function loadSealingIdentity(): Promise<SealingIdentity> {
  const secretArn = requireEnv('SEALING_CERTIFICATE');
  if (identity?.secretArn !== secretArn) {
    if (!SECRET_ARN.test(secretArn))
      throw new Error('SEALING_CERTIFICATE must be the ARN of a Secrets Manager secret, not a key');
    const value = readSecret(secretArn).then(parseSealingSecret);
    identity = { secretArn, value };
    value.catch(() => {
      if (identity?.value === value) identity = undefined;
    });
  }
  return identity.value;
}
