import { describe, expect, it } from 'vitest';
import {
  decryptBackup,
  decryptStream,
  encryptBackup,
  encryptStream,
  isEncryptedBackup,
  passphraseOpens,
  WrongPassphraseError,
} from '../../functions/services/backup/encryption';
import { backupFileName } from '../../functions/services/backup/file-name';
import {
  canonicalJson,
  jsonReady,
  jsonReplacer,
  jsonReviver,
  parseBackupJson,
  sameStoredValue,
} from '../../functions/services/backup/json-codec';

const PASSPHRASE = 'Lange-Geheime-Zin-2026';

describe('backup encryption', () => {
  it('opens what it encrypted with the same passphrase, and the file shows nothing of the plain text', async () => {
    const plain = Buffer.from('{"exportDate":"2026-03-02","version":"1.0"}');

    const sealed = await encryptBackup(plain, PASSPHRASE);

    expect(isEncryptedBackup(sealed)).toBe(true);
    expect(sealed.includes(Buffer.from('exportDate'))).toBe(false);
    expect(await decryptBackup(sealed, PASSPHRASE)).toEqual(plain);
  });

  it('tells a wrong passphrase from the header alone, and refuses to decrypt with it', async () => {
    const sealed = await encryptBackup(Buffer.from('{}'), PASSPHRASE);

    expect(await passphraseOpens(sealed.subarray(0, 64), PASSPHRASE)).toBe(true);
    expect(await passphraseOpens(sealed.subarray(0, 64), 'Een-Andere-Zin-2026')).toBe(false);
    await expect(decryptBackup(sealed, 'Een-Andere-Zin-2026')).rejects.toBeInstanceOf(WrongPassphraseError);
  });

  it('refuses a file whose ciphertext was changed', async () => {
    const sealed = await encryptBackup(Buffer.from('{"data":{}}'), PASSPHRASE);
    sealed[sealed.length - 20] = (sealed[sealed.length - 20] ?? 0) ^ 0xff;

    await expect(decryptBackup(sealed, PASSPHRASE)).rejects.toBeInstanceOf(WrongPassphraseError);
  });
});

/** A buffer cut into pieces of `size` bytes, as a stream hands them over. */
async function* inPieces(bytes: Buffer, size: number) {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}
const collect = async (stream: AsyncIterable<Uint8Array>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

describe('backup encryption, streamed', () => {
  const plain = Buffer.from(Array.from({ length: 5000 }, (_, index) => index % 251));

  it('decrypts in pieces of any size what the whole-file form encrypted, and the other way round', async () => {
    const sealed = await encryptBackup(plain, PASSPHRASE);
    const streamed = await collect(encryptStream(inPieces(plain, 999), PASSPHRASE));

    for (const size of [1, 7, 16, 57, 4096])
      expect(await collect(decryptStream(inPieces(sealed, size), PASSPHRASE))).toEqual(plain);
    expect(await decryptBackup(streamed, PASSPHRASE)).toEqual(plain);
  });

  it('refuses a changed ciphertext at its end, after the pieces before it went out, and a wrong passphrase', async () => {
    const sealed = await collect(encryptStream(inPieces(plain, 1000), PASSPHRASE));
    const changed = Buffer.from(sealed);
    changed[2000] = (changed[2000] ?? 0) ^ 0xff;
    const yielded: Buffer[] = [];

    const tampered = await (async () => {
      for await (const chunk of decryptStream(inPieces(changed, 512), PASSPHRASE)) yielded.push(chunk);
    })().catch((error: unknown) => error);
    const wrong = await collect(decryptStream(inPieces(sealed, 512), 'Een-Andere-Zin-2026')).catch(
      (error: unknown) => error,
    );

    expect(tampered).toBeInstanceOf(WrongPassphraseError);
    expect(wrong).toBeInstanceOf(WrongPassphraseError);
    expect(yielded.length).toBeGreaterThan(0);
  });
});

describe('backup JSON', () => {
  it('revives sets and binary values when the file holds them, and parses plainly when it does not', () => {
    const marked = Buffer.from(
      JSON.stringify({ tags: new Set(['a']), raw: new Uint8Array([1, 2]) }, jsonReplacer),
    );
    const plainFile = Buffer.from('{"data":{"families":[{"id":1,"$note":"x"}]}}');

    expect(parseBackupJson(marked)).toEqual({ tags: new Set(['a']), raw: new Uint8Array([1, 2]) });
    expect(parseBackupJson(plainFile)).toEqual({ data: { families: [{ id: 1, $note: 'x' }] } });
  });
});

describe('backup file', () => {
  it('is named after the organisation, backup and the date, by the options chosen', () => {
    expect(backupFileName('De Brug vzw', '2026-03-02', false, false)).toBe(
      'de-brug-vzw-backup-2026-03-02.json',
    );
    expect(backupFileName('Hôtel Élan', '2026-03-02', true, true)).toBe(
      'hotel-elan-backup-2026-03-02.zip.enc',
    );
    expect(backupFileName('', '2026-03-02', false, false)).toBe(
      'vrijwilligersportaal-backup-2026-03-02.json',
    );
  });

  it('keeps sets and binary values through JSON, and compares items regardless of key order', () => {
    const item = { pk: 'USER#1', codes: new Set(['b', 'a']), blob: new Uint8Array([1, 2, 3]) };

    const back = JSON.parse(JSON.stringify(item, jsonReplacer), jsonReviver);

    expect(back.codes).toEqual(new Set(['a', 'b']));
    expect(back.blob).toEqual(new Uint8Array([1, 2, 3]));
    expect(canonicalJson({ a: 1, b: new Set(['y', 'x']) })).toBe(
      canonicalJson({ b: new Set(['x', 'y']), a: 1 }),
    );
  });

  it('writes a record with sets and bytes for a plain JSON.stringify as the replacer would, and leaves other records as they are', () => {
    const plain = { pk: 'FAMILY#1', sk: 'FAMILY', tags: ['a'], address: { street: 'Kerkstraat' } };
    const special = {
      pk: 'USER#1',
      codes: new Set(['b', 'a']),
      nested: { list: [new Uint8Array([1, 2]), 'x'], deeper: { ids: new Set([2, 1]) } },
    };

    expect(jsonReady(plain)).toBe(plain);
    expect(JSON.stringify(jsonReady(special))).toBe(JSON.stringify(special, jsonReplacer));
    expect(special.codes).toBeInstanceOf(Set);
  });

  it('compares stored values as canonicalJson would, without writing them out', () => {
    const bytes = () => new Uint8Array([1, 2, 3]);
    const pairs: [unknown, unknown][] = [
      [
        { a: 1, b: { c: [1, 'x', null], d: true } },
        { b: { d: true, c: [1, 'x', null] }, a: 1 },
      ],
      [{ a: 1 }, { a: 1, b: undefined }],
      [{ a: 1, b: null }, { a: 1 }],
      [{ a: '1' }, { a: 1 }],
      [{ s: new Set(['y', 'x']) }, { s: new Set(['x', 'y']) }],
      [{ s: new Set(['x']) }, { s: new Set(['x', 'y']) }],
      [{ s: new Set([1, 2]) }, { s: [1, 2] }],
      [{ b: bytes() }, { b: bytes() }],
      [{ b: bytes() }, { b: new Uint8Array([1, 2, 4]) }],
      [{ list: [1, 2] }, { list: [2, 1] }],
      [{ list: [1, undefined] }, { list: [1, null] }],
      [{ a: { b: 1 } }, { a: { b: 1, c: 0 } }],
      [{ a: [] }, { a: {} }],
      ['x', 'x'],
      [0, -0],
    ];

    for (const [a, b] of pairs) {
      expect(sameStoredValue(a, b), JSON.stringify([a, b], jsonReplacer)).toBe(
        canonicalJson(a) === canonicalJson(b),
      );
      expect(sameStoredValue(b, a)).toBe(sameStoredValue(a, b));
    }
  });
});
