import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as z from 'zod';

// CloudWatch Logs accepts only these retention periods; anything else fails at deploy time, so catch it at synth.
const allowedRetentionDays = new Set(
  Object.values(RetentionDays).filter((value) => typeof value === 'number'),
);
const retentionDays = z
  .number()
  .int()
  .refine((days) => allowedRetentionDays.has(days), {
    message: `must be one of CloudWatch's retention periods: ${[...allowedRetentionDays].join(', ')}`,
  });

export const stageConfigSchema = z.strictObject({
  /** Host name the portal answers on; mail links, bucket CORS and the CloudFront alias use it. */
  domain: z.hostname(),
  /** ACM certificate covering `domain`. CloudFront only reads certificates from us-east-1. */
  certificateArn: z.string().regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/),
  mail: z.strictObject({
    /** Sender of every mail the portal sends. */
    from: z.email(),
    /** Verify the whole domain of `from` (DKIM, recommended) or only the one address. */
    identity: z.enum(['domain', 'address']),
  }),
  retentionDays: z.strictObject({
    /** Function and API access logs. */
    logs: retentionDays,
    /** S3 server access logs and CloudFront logs. */
    accessLogs: z.number().int().min(1),
    /** Overwritten or deleted file versions, kept to undo mistakes. */
    noncurrentVersions: z.number().int().min(1),
  }),
  /** Receives DLQ and other operational alarms; without it the alarms only show in the console. */
  alarmEmail: z.email().optional(),
  logLevel: z.enum(['debug', 'info', 'warn', 'error']),
  /**
   * Raise by one and deploy to rotate the secret CloudFront sends to the API (a new secret with a new
   * value replaces the old one). Requests are refused for the minutes CloudFront takes to roll out.
   */
  originSecretGeneration: z.number().int().min(1).default(1),
  /**
   * AWS WAF in front of CloudFront with a rate limit per client address (a stack in us-east-1). Off by
   * default: about $6 a month plus $0.60 per million requests, more than the rest of a small
   * deployment; the per-route throttles and the handlers' per-address limits protect without it.
   */
  waf: z
    .strictObject({
      enabled: z.boolean(),
      /** Requests one address may send in 5 minutes (WAF's minimum is 10). */
      requestsPerFiveMinutes: z.number().int().min(10).max(2_000_000_000).default(1000),
    })
    .default({ enabled: false, requestsPerFiveMinutes: 1000 }),
});

export type StageConfig = z.infer<typeof stageConfigSchema> & { stage: string };

// Replace the example values with the association's before the first deploy (see DEPLOYING.md).
const stages: Record<string, z.input<typeof stageConfigSchema>> = {
  prod: {
    domain: 'portaal.example.org',
    certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
    mail: { from: 'portaal@example.org', identity: 'domain' },
    retentionDays: { logs: 90, accessLogs: 90, noncurrentVersions: 30 },
    alarmEmail: 'it@example.org',
    logLevel: 'info',
  },
  staging: {
    domain: 'test.portaal.example.org',
    certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000001',
    mail: { from: 'test-portaal@example.org', identity: 'address' },
    retentionDays: { logs: 14, accessLogs: 14, noncurrentVersions: 7 },
    logLevel: 'debug',
  },
};

export const DEFAULT_STAGE = 'prod';
export const STAGE_NAMES = Object.keys(stages);

/** The configuration of one stage, validated; a typo fails the synth with the offending field named. */
export function loadStageConfig(stage: string = DEFAULT_STAGE): StageConfig {
  const raw = stages[stage];
  if (!raw) throw new Error(`Unknown stage "${stage}"; known stages: ${STAGE_NAMES.join(', ')}`);
  const result = stageConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration for stage "${stage}": ${problems.join('; ')}`);
  }
  return { ...result.data, stage };
}

export const portalUrl = (config: Pick<StageConfig, 'domain'>) => `https://${config.domain}`;
