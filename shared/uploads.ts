import type { BucketName } from './buckets';
import { ATTACHMENT_MAX_BYTES } from './constants';
import type { Permission } from './permissions';

/**
 * What each kind of upload may be. The browser uploads straight to S3 (ARCHITECTURE.md §7); these rules
 * are signed into the presigned URL where S3 can enforce them and checked again, on the real bytes,
 * when the upload is confirmed.
 */
export type UploadPurposeRules = {
  bucket: BucketName;
  maxBytes: number;
  /** Content types as detected from the file's bytes (magic numbers), not from its name. */
  contentTypes: readonly string[];
  /** Shown in the refusal message. */
  typeLabel: string;
  /**
   * Who may ask for an upload URL of this purpose: checked before a URL is handed out, so nobody gets
   * to store files (up to the purpose's size) for a step they may not take. Absent: any signed-in user
   * (the step the file is attached to checks the rest).
   */
  permission?: Permission;
};

export const UPLOAD_PURPOSES = {
  'declaration-receipt': {
    bucket: 'files',
    maxBytes: ATTACHMENT_MAX_BYTES,
    contentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    typeLabel: 'PDF, JPG, JPEG of PNG',
  },
  'drive-document': {
    bucket: 'files',
    maxBytes: ATTACHMENT_MAX_BYTES,
    contentTypes: [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'application/zip',
      'text/plain',
    ],
    typeLabel: 'PDF, Office-document, afbeelding, tekst of zip',
  },
  /**
   * Digital signing: a PDF is stamped and sealed, a .txt made into a PDF first, a .doc or .docx kept
   * as it is and signed detached (a .doc is an OLE container whose declared Word type the confirm
   * step accepts only when its extension agrees).
   */
  signing: {
    bucket: 'files',
    maxBytes: ATTACHMENT_MAX_BYTES,
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/plain',
    ],
    typeLabel: 'PDF, DOC, DOCX of TXT',
  },
  /** E-mail tool attachments (spec §5: pdf, doc(x), xls(x), jpg, jpeg, png, gif, txt, zip). */
  'mail-attachment': {
    bucket: 'files',
    permission: 'sendEmail',
    maxBytes: ATTACHMENT_MAX_BYTES,
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/jpeg',
      'image/png',
      'image/gif',
      'text/plain',
      'application/zip',
    ],
    typeLabel: 'PDF, DOC, DOCX, XLS, XLSX, JPG, JPEG, PNG, GIF, TXT of ZIP',
  },
  /** The organisation logo on the sign-in page and in the shell (issue 20): an image of at most 1 MB. */
  'settings-logo': {
    bucket: 'files',
    permission: 'administer',
    maxBytes: 1024 * 1024,
    contentTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    typeLabel: 'PNG, JPG, GIF of WebP',
  },
  /** The organisation notice every volunteer acknowledges (issue 31 item 6): a PDF, published by an admin. */
  'organisation-notice': {
    bucket: 'files',
    permission: 'administer',
    maxBytes: ATTACHMENT_MAX_BYTES,
    contentTypes: ['application/pdf'],
    typeLabel: 'PDF',
  },
  /**
   * A backup to restore (issue 21): the JSON file, the zip made "met bestanden", or either encrypted
   * (application/octet-stream, recognised by its own header). At most 1 GB.
   */
  restore: {
    bucket: 'files',
    permission: 'administer',
    maxBytes: 1024 * 1024 * 1024,
    contentTypes: ['application/json', 'application/zip', 'application/octet-stream'],
    typeLabel: 'JSON, ZIP of een versleutelde backup',
  },
} as const satisfies Record<string, UploadPurposeRules>;

/**
 * Legacy Office files (.doc, .xls, .ppt) are OLE compound files: their bytes say only
 * `application/x-cfb`, not which program wrote them. Such a file counts as the legacy Office type the
 * browser declared when its name has one of that type's extensions; any other CFB file is refused.
 */
export const LEGACY_OFFICE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/msword': ['doc', 'dot'],
  'application/vnd.ms-excel': ['xls', 'xlt'],
  'application/vnd.ms-powerpoint': ['ppt', 'pps', 'pot'],
};

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
/** Every bucket an upload can land in (the upload sweep's grants). */
export const UPLOAD_BUCKETS: readonly BucketName[] = [
  ...new Set(Object.values(UPLOAD_PURPOSES).map((rules) => rules.bucket)),
];
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];

/** Objects under this prefix were never confirmed; a lifecycle rule removes them after a day. */
export const PENDING_UPLOAD_PREFIX = 'pending/';

/**
 * How long an upload may wait to be used: an unconfirmed object is removed by the bucket's lifecycle
 * rule after this, and a confirmed one that nothing attached (a dialog closed, a restore file that was
 * only checked) by the daily upload sweep, record and object.
 */
export const UPLOAD_LIFETIME_DAYS = 1;
export const UPLOAD_LIFETIME_MS = UPLOAD_LIFETIME_DAYS * 86_400_000;
