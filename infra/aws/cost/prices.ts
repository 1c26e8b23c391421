/**
 * AWS list prices for eu-west-1 (Ireland) in USD, as published on each service's pricing page in
 * November 2026, and the always-free tier (not the 12-month trial) of each. Check the AWS Pricing
 * Calculator before relying on them: they change, and taxes are not included.
 */
export const PRICES = {
  lambda: {
    perMillionRequests: 0.2,
    /** arm64; x86_64 is $0.0000166667. */
    perGbSecondArm: 0.0000133334,
    perGbSecondX86: 0.0000166667,
    freeRequests: 1_000_000,
    freeGbSeconds: 400_000,
  },
  httpApi: { perMillionRequests: 1.11 },
  dynamodb: {
    perMillionWrites: 0.7625,
    perMillionReads: 0.1525,
    perGbMonth: 0.283,
    /** Continuous backups (point-in-time recovery), per GB of table data. */
    pitrPerGbMonth: 0.22,
    freeStorageGb: 25,
  },
  s3: { perGbMonth: 0.023, perThousandPuts: 0.005, perThousandGets: 0.0004 },
  cloudFront: {
    perGbOut: 0.085,
    perMillionHttpsRequests: 1.2,
    perMillionFunctionInvocations: 0.1,
    freeGbOut: 1024,
    freeRequests: 10_000_000,
    freeFunctionInvocations: 2_000_000,
  },
  ses: { perThousandMails: 0.1 },
  cloudWatch: {
    perAlarmMonth: 0.1,
    freeAlarms: 10,
    perGbLogsIngested: 0.57,
    perGbLogsStored: 0.03,
    freeLogsGb: 5,
  },
  secretsManager: { perSecretMonth: 0.4, perTenThousandCalls: 0.05 },
  kms: { perCustomerKeyMonth: 1, perTenThousandRequests: 0.03, freeRequests: 20_000 },
  sqs: { perMillionRequests: 0.4, freeRequests: 1_000_000 },
  sns: { perThousandEmails: 0.02, freeEmails: 1_000 },
  /** Scheduled rules on the default event bus are not charged. */
  eventBridge: { perScheduledRun: 0 },
  waf: { perWebAclMonth: 5, perRuleMonth: 1, perMillionRequests: 0.6 },
} as const;

export type Prices = typeof PRICES;
