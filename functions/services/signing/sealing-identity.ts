import { constants, createPrivateKey, type KeyObject, privateEncrypt } from 'node:crypto';
import type NodeForge from 'node-forge';
import * as z from 'zod';
import { readSecret } from '../../commons/secrets';
import { requireEnv } from '../../config';
import { forge } from './forge';

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

export type SealingIdentity = {
  /** Signs a forge digest with Node's native RSA (forge's own is pure JavaScript, about 100 ms a signature). */
  key: NodeForge.pki.rsa.PrivateKey;
  certificate: NodeForge.pki.Certificate;
  chain: NodeForge.pki.Certificate[];
  /** The certificate's subject common name, e.g. the association's name. */
  commonName: string;
};

const SECRET_ARN = /^arn:aws[\w-]*:secretsmanager:/;

export function parseSealingSecret(value: string): SealingIdentity {
  const secret = sealingSecretSchema.parse(JSON.parse(value));
  const certificate = forge.pki.certificateFromPem(secret.certificatePem);
  const chain = secret.chainPem
    ? (secret.chainPem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []).map(
        (pem) => forge.pki.certificateFromPem(pem),
      )
    : [];
  const commonName = String(certificate.subject.getField('CN')?.value ?? '');
  return {
    key: nativeSigningKey(createPrivateKey(secret.keyPem)),
    certificate,
    chain,
    commonName,
  };
}

let identity: Promise<SealingIdentity> | undefined;

export function loadSealingIdentity(): Promise<SealingIdentity> {
  if (!identity) {
    const secretArn = requireEnv('SEALING_CERTIFICATE');
    if (!SECRET_ARN.test(secretArn))
      throw new Error('SEALING_CERTIFICATE must be the ARN of a Secrets Manager secret, not a key');
    identity = readSecret(secretArn).then(parseSealingSecret);
    identity.catch(() => {
      identity = undefined;
    });
  }
  return identity;
}

/** DER prefix of a SHA-256 DigestInfo (RFC 8017 §9.2): what RSASSA-PKCS1-v1_5 signs. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * A stand-in for a forge private key whose `sign` forge's PKCS#7 code calls with a SHA-256 message
 * digest: the signature is made natively (RSASSA-PKCS1-v1_5 over the DigestInfo).
 */
function nativeSigningKey(key: KeyObject): NodeForge.pki.rsa.PrivateKey {
  const sign = (md: NodeForge.md.MessageDigest) => {
    if (md.algorithm !== 'sha256') throw new Error(`Sealing signs SHA-256 digests only, not ${md.algorithm}`);
    const digest = Buffer.from(md.digest().getBytes(), 'binary');
    const signature = privateEncrypt(
      { key, padding: constants.RSA_PKCS1_PADDING },
      Buffer.concat([SHA256_DIGEST_INFO, digest]),
    );
    return signature.toString('binary');
  };
  return { sign } as unknown as NodeForge.pki.rsa.PrivateKey;
}
