/** S3 buckets used by handlers; the physical name reaches a function through `BUCKET_<NAME>`. */
export const BUCKETS = {
  files: { name: 'files', description: 'Uploads: declaration receipts, drive documents, mail attachments.' },
  signed: { name: 'signed', description: 'Signed PDFs and verification proofs.' },
  backups: {
    name: 'backups',
    description: 'Backup files (manual and daily), each removed 30 days after it was made.',
    expireAfterDays: 30,
  },
} as const;

export type BucketName = keyof typeof BUCKETS;
export const BUCKET_NAMES = Object.keys(BUCKETS) as BucketName[];
export const bucketEnvVar = (name: BucketName) => `BUCKET_${name.toUpperCase()}`;
