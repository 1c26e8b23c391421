/**
 * The detached CMS signature sealing makes with Node's crypto (functions/services/signing/cms.ts),
 * judged by OpenSSL: it verifies over the exact bytes, names the signer by issuer and serial number,
 * carries the chain and the signing time. The PDF seal built on it is judged by pdfsig in
 * tests/integration/signing.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type CmsSigner,
  certificatesFromPem,
  detachedSignedData as detachedSignature,
} from '../../functions/services/signing/cms';
import { newSealingSecret } from '../../infra/local/sealing-certificate';

type Secret = { keyPem: string; certificatePem: string; chainPem?: string };

/** What functions/services/signing/sealing-identity.ts makes of the sealing secret. */
function parseSealingSecret(json: string): CmsSigner {
  const secret = JSON.parse(json) as Secret;
  const [certificate] = certificatesFromPem(secret.certificatePem);
  if (!certificate) throw new Error('no certificate');
  const chain = secret.chainPem ? certificatesFromPem(secret.chainPem) : [];
  return { key: createPrivateKey(secret.keyPem), certificate, chain };
}

const work = mkdtempSync(join(tmpdir(), 'portal-cms-'));

function openssl(args: string[]): string {
  return execFileSync('openssl', args, { encoding: 'utf8', stdio: 'pipe' });
}

function write(name: string, bytes: Buffer | string): string {
  const file = join(work, name);
  writeFileSync(file, bytes);
  return file;
}

/** Verifies the signature over `content` (not the certificate's trust: it is self-signed). */
const verifies = (signature: string, content: string) => () =>
  openssl([
    'cms',
    '-verify',
    '-binary',
    '-inform',
    'DER',
    '-noverify',
    '-in',
    signature,
    '-content',
    content,
    '-out',
    '/dev/null',
  ]);

describe('a detached CMS signature made with Node crypto', () => {
  it('verifies over the exact bytes it signed and not over a changed byte', () => {
    // Prepare
    const identity = parseSealingSecret(newSealingSecret());
    const content = Buffer.from('%PDF-1.7 statuten van de vereniging\n'.repeat(200));

    // Act
    const signature = write(
      'seal.p7s',
      detachedSignature(identity, content, new Date('2026-11-27T10:00:00Z')),
    );

    // Assess
    expect(verifies(signature, write('content.bin', content))).not.toThrow();
    const changed = Buffer.from(content);
    changed[100] = (changed[100] ?? 0) ^ 1;
    expect(verifies(signature, write('changed.bin', changed))).toThrow();
  });

  it('names the signer by the issuer and serial number of its certificate, and carries the chain', () => {
    // Prepare
    const secret = JSON.parse(newSealingSecret('Vereniging Zegel')) as {
      keyPem: string;
      certificatePem: string;
    };
    const intermediate = (JSON.parse(newSealingSecret('Tussenliggende CA')) as { certificatePem: string })
      .certificatePem;
    const identity = parseSealingSecret(JSON.stringify({ ...secret, chainPem: intermediate }));
    const certificate = new X509Certificate(secret.certificatePem);

    // Act
    const signature = write('chain.p7s', detachedSignature(identity, Buffer.from('inhoud'), new Date()));

    // Assess
    const printed = openssl(['cms', '-cmsout', '-print', '-inform', 'DER', '-in', signature]);
    const serial = BigInt(`0x${certificate.serialNumber}`).toString();
    expect(printed).toMatch(
      new RegExp(
        `issuerAndSerialNumber:\\s*issuer: CN=Vereniging Zegel, [^\\n]*\\s*serialNumber: ${serial}\\n`,
      ),
    );
    const certificates = openssl(['pkcs7', '-inform', 'DER', '-print_certs', '-noout', '-in', signature]);
    expect(certificates.match(/subject=/g)?.length).toBe(2);
    expect(certificates).toContain('Tussenliggende CA');
  });

  it('signs its signing time, as UTCTime through 2049 and GeneralizedTime after', () => {
    const identity = parseSealingSecret(newSealingSecret());
    const printedAt = (at: string) =>
      openssl([
        'cms',
        '-cmsout',
        '-print',
        '-inform',
        'DER',
        '-in',
        write('time.p7s', detachedSignature(identity, Buffer.from('x'), new Date(at))),
      ]);

    expect(printedAt('2026-11-27T10:00:05Z')).toMatch(/UTCTIME:Nov 27 10:00:05 2026 GMT/);
    expect(printedAt('2050-01-02T03:04:05Z')).toMatch(/GENERALIZEDTIME:Jan {2}2 03:04:05 2050 GMT/);
  });
});
