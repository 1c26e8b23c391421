import { messages } from '../../../../shared/messages';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../../../shared/uploads';

const m = messages.uploads;

/** Why the browser refuses a file before anything is sent; shown as a toast (title + text). */
export type FileRefusal = { title: string; message: string };

const WRONG_TYPE_TITLE = 'Ongeldig bestandstype';

/**
 * Content types by extension, for browsers that leave `File.type` empty. The server checks the real
 * bytes on confirmation, so this only decides what the upload says it is.
 */
const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The content type the upload announces: the browser's, else the one its extension implies. */
export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  return file.type || TYPES_BY_EXTENSION[extensionOf(file.name)] || 'application/octet-stream';
}

/** The file chooser's `accept` for a purpose: its content types and their extensions. */
export function acceptFor(purpose: UploadPurpose): string {
  const types: readonly string[] = UPLOAD_PURPOSES[purpose].contentTypes;
  const extensions = Object.entries(TYPES_BY_EXTENSION)
    .filter(([, type]) => types.includes(type))
    .map(([extension]) => `.${extension}`);
  return [...extensions, ...types].join(',');
}

/** The purpose's limits (spec §5, §9) checked in the browser; the server checks them again. */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  purpose: UploadPurpose,
): FileRefusal | null {
  const rules = UPLOAD_PURPOSES[purpose];
  if (file.size > rules.maxBytes) return { title: m.tooLargeTitle, message: m.tooLarge };
  if (file.size === 0) return { title: m.uploadFailed, message: m.empty };
  if (!(rules.contentTypes as readonly string[]).includes(contentTypeOf(file))) {
    return { title: WRONG_TYPE_TITLE, message: m.wrongType(rules.typeLabel) };
  }
  return null;
}
