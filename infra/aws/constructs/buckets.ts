import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { BUCKET_NAMES, BUCKETS, type BucketName } from '../../../shared/buckets';
import { PENDING_UPLOAD_PREFIX, UPLOAD_LIFETIME_DAYS, UPLOAD_PURPOSES } from '../../../shared/uploads';

export type PortalBucketsProps = {
  /** The portal's own origin; browsers upload to and download from the data buckets with presigned URLs from there. */
  portalOrigin: string;
  accessLogDays: number;
  noncurrentVersionDays: number;
};

const privateBucket: BucketProps = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  removalPolicy: RemovalPolicy.RETAIN,
};

/** A bucket whose objects are kept a fixed time (the backups: 30 days) removes them, old versions included. */
function expiryRules(name: BucketName) {
  const bucket = BUCKETS[name];
  if (!('expireAfterDays' in bucket)) return [];
  return [
    {
      id: 'expire-after-retention',
      expiration: Duration.days(bucket.expireAfterDays),
      noncurrentVersionExpiration: Duration.days(1),
    },
  ];
}

/**
 * A backup uploaded to restore from, and the decrypted copy a restore of an encrypted one writes beside
 * it, hold every record in the clear: gone a day after upload, whatever became of the job (the upload
 * sweep removes the upload too, this also catches a copy a crashed restore left).
 */
const RESTORE_PREFIX = 'restore/';
function restoreFileRules(name: BucketName) {
  if (UPLOAD_PURPOSES.restore.bucket !== name) return [];
  return [
    {
      id: 'expire-restore-files',
      prefix: RESTORE_PREFIX,
      expiration: Duration.days(UPLOAD_LIFETIME_DAYS),
      noncurrentVersionExpiration: Duration.days(1),
    },
  ];
}

/** The data buckets of shared/buckets.ts, the SPA bucket and the bucket that receives their access logs. */
export class PortalBuckets extends Construct {
  readonly accessLogs: Bucket;
  readonly data: Record<BucketName, Bucket>;
  readonly web: Bucket;

  constructor(scope: Construct, id: string, props: PortalBucketsProps) {
    super(scope, id);

    this.accessLogs = new Bucket(this, 'AccessLogs', {
      ...privateBucket,
      // CloudFront standard logging still writes through ACLs, so the bucket owner must be able to take them over.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(props.accessLogDays) }],
    });

    const versionedBucket = (name: string): BucketProps => ({
      ...privateBucket,
      versioned: true,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: `s3/${name}/`,
    });
    const keepRecentVersions = {
      id: 'expire-old-versions',
      noncurrentVersionExpiration: Duration.days(props.noncurrentVersionDays),
      abortIncompleteMultipartUploadAfter: Duration.days(1),
      expiredObjectDeleteMarker: true,
    };

    const entries = BUCKET_NAMES.map((name) => {
      const bucket = new Bucket(this, name, {
        ...versionedBucket(name),
        cors: [
          {
            allowedOrigins: [props.portalOrigin],
            allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
            allowedHeaders: ['*'],
            exposedHeaders: ['ETag'],
            maxAge: 3000,
          },
        ],
        lifecycleRules: [
          {
            id: 'expire-unconfirmed-uploads',
            prefix: PENDING_UPLOAD_PREFIX,
            expiration: Duration.days(UPLOAD_LIFETIME_DAYS),
            noncurrentVersionExpiration: Duration.days(1),
          },
          ...restoreFileRules(name),
          keepRecentVersions,
          ...expiryRules(name),
        ],
      });
      return [name, bucket] as const;
    });
    this.data = Object.fromEntries(entries) as Record<BucketName, Bucket>;

    this.web = new Bucket(this, 'Web', { ...versionedBucket('web'), lifecycleRules: [keepRecentVersions] });
  }
}
