import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Transform } from 'node:stream';
import { derivedKey } from '../crypto/field-encryption';

/**
 * The MAC a backup file carries (issue 38, item 10): HMAC-SHA256 with a key derived from this
 * installation's key, over the SHA-256 of the JSON and then, for a zip, each stored file's path and
 * SHA-256 in the order of the zip. A file made by another installation, or edited after it was made,
 * does not carry a valid one: the restore shows it as "niet van deze installatie" and writes it only
 * after an explicit confirmation. A JSON file carries it as its last member (`"mac"`), appended to the
 * bytes the MAC covers; a zip as its last entry `backup.mac`.
 */
const PURPOSE = 'backup-file-mac-v1';
export const MAC_FIELD = 'mac';
const MAC_PATTERN = new RegExp(`,"${MAC_FIELD}":"([0-9a-f]{64})"\\}\\s*$`);
/** The trailer is at most this long (the member, the brace and some whitespace). */
const TRAILER_BYTES = 128;

const sha256 = () => createHash('sha256');

export class BackupMac {
  private readonly hmac = createHmac('sha256', derivedKey(PURPOSE));

  /** The JSON's bytes: first, once. */
  json(digest: Buffer): this {
    this.hmac.update('json').update(digest);
    return this;
  }

  /** A stored file of a zip, after the JSON, in the zip's order. */
  file(path: string, digest: Buffer): this {
    const name = Buffer.from(path, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(name.byteLength);
    this.hmac.update('file').update(length).update(name).update(digest);
    return this;
  }

  hex(): string {
    return this.hmac.digest('hex');
  }
}

export const digestOf = (bytes: Uint8Array) => sha256().update(bytes).digest();

/** True when `expected` (the file's) is the MAC computed here. */
export function macMatches(expected: string | null, computed: string): boolean {
  if (expected === null || expected.length !== computed.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'utf8'), Buffer.from(computed, 'utf8'));
}

/** The JSON with its MAC appended as the last member. */
export function withMacTrailer(json: Buffer): Buffer {
  const mac = new BackupMac().json(digestOf(json)).hex();
  const end = json.lastIndexOf('}');
  return Buffer.concat([json.subarray(0, end), Buffer.from(`,"${MAC_FIELD}":"${mac}"}`, 'utf8')]);
}

/** The MAC a JSON file carries and the SHA-256 of the bytes it covers (the file without it). */
export function macTrailerOf(file: Buffer): { mac: string | null; digest: Buffer } {
  const tail = file.subarray(Math.max(0, file.byteLength - TRAILER_BYTES)).toString('latin1');
  const match = MAC_PATTERN.exec(tail);
  if (!match) return { mac: null, digest: digestOf(file) };
  const covered = file.byteLength - (tail.length - match.index);
  const digest = sha256().update(file.subarray(0, covered)).update('}').digest();
  return { mac: match[1] ?? null, digest };
}

/** A pass-through that hands the SHA-256 of what went through to `onDigest` when it ends. */
export function hashingStream(onDigest: (digest: Buffer) => void): Transform {
  const hash = sha256();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      onDigest(hash.digest());
      callback();
    },
  });
}
