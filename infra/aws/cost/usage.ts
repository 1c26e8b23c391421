/**
 * How an association of about 200 users uses the portal in a month. Each figure is an assumption
 * the README states; the cost model multiplies them with what the synthesised templates contain.
 */
export const USAGE_200_USERS = {
  users: 200,
  /** 50 people signed in on an average day, ~130 API calls each (screens load several lists). */
  apiRequests: 50 * 130 * 30,
  /** Average duration of an API function, cold starts included. */
  apiAverageSeconds: 0.15,
  dynamoReadsPerRequest: 3,
  dynamoWritesPerRequest: 0.5,
  dynamoStorageGb: 1,
  /** Drive files, receipts, signed PDFs and backups, old versions included. */
  storedFilesGb: 20,
  /** S3 server access logs and CloudFront logs kept in the logs bucket. */
  accessLogsGb: 2,
  s3Puts: 10_000,
  s3Gets: 20_000,
  mails: 5_000,
  /** Average run of a background worker invocation (one mail, one backup step). */
  workerAverageSeconds: 0.5,
  /** Average run of a scheduled job. */
  scheduledAverageSeconds: 2,
  cloudFrontGbOut: 20,
  /** Page loads, assets and API calls through CloudFront. */
  cloudFrontRequests: 500_000,
  logsIngestedGb: 0.5,
  /** Secrets are read once per cold start; about one in ten requests starts a fresh function. */
  secretReads: 20_000,
  alarmMails: 20,
  /**
   * An SQS event source long-polls its queue even when it is empty: observed at about five pollers,
   * each a 20-second ReceiveMessage, per queue (AWS does not publish the figure).
   */
  idlePollersPerQueue: 5,
  longPollSeconds: 20,
} as const;

export type Usage = typeof USAGE_200_USERS;

export const SECONDS_PER_MONTH = 30 * 24 * 3600;
