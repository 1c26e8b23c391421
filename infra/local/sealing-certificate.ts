import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

/**
 * A self-signed sealing certificate for the local portal (RSA 2048, SHA-256, ten years), as the JSON
 * the signing functions read from their secret (functions/services/signing/sealing-identity.ts). In
 * AWS the secret holds the association's own certificate, or one from a trusted provider.
 */
export function newSealingSecret(commonName = 'Vrijwilligersportaal (lokaal zegel)'): string {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Vrijwilligersportaal' },
    { name: 'countryName', value: 'BE' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return JSON.stringify({ keyPem, certificatePem: forge.pki.certificateToPem(certificate) });
}

/** The sealing certificate of a data directory: made on first start, kept so signatures stay recognisable. */
export function readOrCreateSealingSecret(dataDir: string): string {
  const file = join(dataDir, 'sealing-certificate.json');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(dataDir, { recursive: true });
  const secret = newSealingSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let throwAway: string | undefined;

/** For in-memory runs (tests): one generated certificate per process, since making a key takes a moment. */
export function throwAwaySealingSecret(): string {
  throwAway ??= newSealingSecret();
  return throwAway;
}
