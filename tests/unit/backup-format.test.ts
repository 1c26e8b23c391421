import { describe, expect, it } from 'vitest';
import {
  decryptBackup,
  encryptBackup,
  isEncryptedBackup,
  passphraseOpens,
  WrongPassphraseError,
} from '../../functions/services/backup/encryption';
import { backupFileName } from '../../functions/services/backup/file-name';
import { canonicalJson, jsonReplacer, jsonReviver } from '../../functions/services/backup/json-codec';

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
});
