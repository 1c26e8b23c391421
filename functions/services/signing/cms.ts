/**
 * A detached CMS SignedData (RFC 5652, the PKCS#7 of adbe.pkcs7.detached and of a .p7s), written in
 * DER with Node's own crypto: one signer, SHA-256, RSA (PKCS#1 v1.5), the signed attributes content
 * type, signing time and message digest, and the signer's certificate with its chain. This is all
 * sealing asked of node-forge, whose certificate and PKCS#7 modules were about 55 KB gzip of each
 * signing bundle (issue 40 item 5); pdfsig and `openssl cms -verify` judge the result in the tests.
 */
import { createHash, type KeyObject, sign } from 'node:crypto';

const OIDS = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

const TAG = {
  integer: 0x02,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
  /** [0], constructed: SignedData's certificates, SignerInfo's signedAttrs, ContentInfo's content. */
  contextZero: 0xa0,
} as const;

function lengthOctets(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const octets: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) octets.unshift(rest % 256);
  return Buffer.from([0x80 | octets.length, ...octets]);
}

const element = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), lengthOctets(body.length), body]);
};

const sequence = (...content: Buffer[]) => element(TAG.sequence, ...content);
/** DER orders the members of a SET OF by their encodings. */
const setOf = (tag: number, members: Buffer[]) => element(tag, ...[...members].sort(Buffer.compare));
const integer = (value: number) => element(TAG.integer, Buffer.from([value]));
const NULL = Buffer.from([TAG.null, 0]);

function objectIdentifier(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const octets = [first * 40 + second];
  for (const arc of rest) {
    const base128 = [arc % 128];
    for (let high = Math.floor(arc / 128); high > 0; high = Math.floor(high / 128)) {
      base128.unshift(0x80 | (high % 128));
    }
    octets.push(...base128);
  }
  return element(TAG.oid, Buffer.from(octets));
}

const algorithm = (oid: string) => sequence(objectIdentifier(oid), NULL);

/** UTCTime through 2049, GeneralizedTime after (RFC 5652 §11.3). */
function signingTimeValue(at: Date): Buffer {
  const digits = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:T]/g, '');
  const year = at.getUTCFullYear();
  return year >= 1950 && year < 2050
    ? element(TAG.utcTime, Buffer.from(digits.slice(2), 'ascii'))
    : element(TAG.generalizedTime, Buffer.from(digits, 'ascii'));
}

const attribute = (oid: string, value: Buffer) => sequence(objectIdentifier(oid), setOf(TAG.set, [value]));

type Element = { tag: number; start: number; contentStart: number; end: number };

/** The element starting at `offset` of a DER buffer (definite lengths only, as DER has). */
function readElement(der: Buffer, offset: number): Element {
  const tag = der[offset];
  const first = der[offset + 1];
  if (tag === undefined || first === undefined) throw new Error('Certificate DER ends early');
  let length = first;
  let contentStart = offset + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    length = 0;
    for (let index = 0; index < count; index += 1) length = length * 256 + (der[contentStart + index] ?? 0);
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > der.length) throw new Error('Certificate DER ends early');
  return { tag, start: offset, contentStart, end };
}

/**
 * The signer's identifier of a certificate: its issuer Name and serial number, copied as they are
 * encoded (Certificate → TBSCertificate → [0] version?, serialNumber, signature, issuer).
 */
export function issuerAndSerialNumber(certificate: Buffer): Buffer {
  const tbs = readElement(certificate, readElement(certificate, 0).contentStart);
  let field = readElement(certificate, tbs.contentStart);
  if (field.tag === TAG.contextZero) field = readElement(certificate, field.end);
  const serial = field;
  const issuer = readElement(certificate, readElement(certificate, serial.end).end);
  if (serial.tag !== TAG.integer || issuer.tag !== TAG.sequence) {
    throw new Error('Not an X.509 certificate: no serial number and issuer where RFC 5280 puts them');
  }
  return sequence(
    certificate.subarray(issuer.start, issuer.end),
    certificate.subarray(serial.start, serial.end),
  );
}

/** Certificates of a PEM text (one or several), as DER. */
export function certificatesFromPem(pem: string): Buffer[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) => Buffer.from(block.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64'));
}

export type CmsSigner = {
  /** An RSA private key. */
  key: KeyObject;
  /** The signer's certificate (DER). */
  certificate: Buffer;
  /** Intermediate certificates (DER), sent along so a verifier can build the path. */
  chain: readonly Buffer[];
};

/** The DER ContentInfo of a detached SignedData over `content`, signed at `signingTime`. */
export function detachedSignedData(signer: CmsSigner, content: Buffer, signingTime: Date): Buffer {
  if (signer.key.asymmetricKeyType !== 'rsa') {
    throw new Error(`Sealing signs with an RSA key, not ${signer.key.asymmetricKeyType ?? 'this key'}`);
  }
  const digest = createHash('sha256').update(content).digest();
  const signedAttributes = [
    attribute(OIDS.contentType, objectIdentifier(OIDS.data)),
    attribute(OIDS.signingTime, signingTimeValue(signingTime)),
    attribute(OIDS.messageDigest, element(TAG.octetString, digest)),
  ];
  // The signature covers the attributes encoded as a SET OF (RFC 5652 §5.4), not as the [0] they are sent as.
  const signature = sign('sha256', setOf(TAG.set, signedAttributes), signer.key);
  const signerInfo = sequence(
    integer(1),
    issuerAndSerialNumber(signer.certificate),
    algorithm(OIDS.sha256),
    setOf(TAG.contextZero, signedAttributes),
    algorithm(OIDS.rsaEncryption),
    element(TAG.octetString, signature),
  );
  const signedData = sequence(
    integer(1),
    setOf(TAG.set, [algorithm(OIDS.sha256)]),
    sequence(objectIdentifier(OIDS.data)),
    element(TAG.contextZero, signer.certificate, ...signer.chain),
    setOf(TAG.set, [signerInfo]),
  );
  return sequence(objectIdentifier(OIDS.signedData), element(TAG.contextZero, signedData));
}
