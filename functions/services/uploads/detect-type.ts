import { fileTypeFromBuffer } from 'file-type/core';
import { LEGACY_OFFICE_EXTENSIONS } from '../../../shared/uploads';
import { backupFileType } from '../backup/backup-file-type';
import { plainTextType } from './plain-text';

const CFB_TYPE = 'application/x-cfb';

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/**
 * The real type of an upload from its first bytes (magic numbers), for every purpose. Two formats
 * have no telling bytes of their own: plain text (plain-text.ts) and the legacy Office files, which
 * are all OLE compound files (CFB) — one of those is the declared legacy Office type only when the
 * file's extension belongs to that type too (shared/uploads.ts); otherwise it stays `application/x-cfb`
 * and no purpose accepts it.
 */
export async function detectUploadType(
  start: Uint8Array,
  declared: { contentType: string; fileName: string },
): Promise<{ mime: string } | undefined> {
  const detected = await fileTypeFromBuffer(start);
  if (detected?.mime === CFB_TYPE) {
    const extensions = LEGACY_OFFICE_EXTENSIONS[declared.contentType];
    return extensions?.includes(extensionOf(declared.fileName)) ? { mime: declared.contentType } : detected;
  }
  return (
    detected ?? plainTextType(declared.contentType, start) ?? backupFileType(declared.contentType, start)
  );
}
