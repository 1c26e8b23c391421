import * as z from 'zod';

/**
 * Configuration shared by every function, parsed at cold start: a missing or malformed variable
 * fails the first import instead of the tenth request (see `config` below for why it is read again).
 */
const configSchema = z
  .object({
    STAGE: z.string().min(1),
    PORTAL_URL: z.url(),
    MAIL_FROM: z.email(),
    COOKIE_SECURE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /**
     * Multiplies every route's per-client-address limit (shared/routes/define.ts ClientLimit). 1 in AWS
     * and `npm start`; the integration and quality tests, whose every request comes from 127.0.0.1,
     * set 100 in vitest.config.ts (the test of the limit itself sets 1).
     */
    CLIENT_LIMIT_FACTOR: z.coerce.number().int().min(1).default(1),
    /**
     * The argon2id cost of new password hashes (functions/services/auth/passwords.ts). `owasp`, the
     * default, is ARCHITECTURE §5's and the only one a Lambda function accepts (see the refine below).
     * The test run's integration, quality and browser files set `test-run` in vitest.config.ts: they
     * sign in and set passwords thousands of times, and at 19 MiB each hash cost 40 % of the
     * permission matrix's CPU. The code path is the same; tests/unit/passwords.test.ts checks the
     * production cost.
     */
    PASSWORD_HASH_COST: z.enum(['owasp', 'test-run']).default('owasp'),
    /** True only behind the CloudFront distribution, which overwrites the viewer-address header. */
    TRUST_VIEWER_IP_HEADER: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * ARN of the secret CloudFront sends in its origin header (infra/aws web-distribution). When set,
     * a request without it is refused (functions/http/origin-check.ts): callers cannot reach the API
     * around CloudFront, so the viewer-address header cannot be forged. Unset locally.
     */
    ORIGIN_SECRET_ARN: z
      .string()
      .regex(/^arn:aws[\w-]*:secretsmanager:/)
      .optional(),
    /**
     * The CloudFront KeyValueStore the registration form's edge function reads (routes with
     * `uses.edgeStore`). Unset locally: there the portal server reads the setting itself.
     */
    EDGE_STORE_ARN: z
      .string()
      .regex(/^arn:aws[\w-]*:cloudfront::\d{12}:key-value-store\//)
      .optional(),
  })
  // A deployed function never hashes at the test run's cost, whatever its environment says.
  .refine((env) => env.PASSWORD_HASH_COST === 'owasp' || !process.env.AWS_LAMBDA_FUNCTION_NAME, {
    path: ['PASSWORD_HASH_COST'],
    message: 'must be owasp in a Lambda function',
  })
  // A viewer address is only trustworthy when nothing but CloudFront can reach the function.
  .refine((env) => !(env.TRUST_VIEWER_IP_HEADER && !env.ORIGIN_SECRET_ARN), {
    path: ['ORIGIN_SECRET_ARN'],
    message: 'is required when TRUST_VIEWER_IP_HEADER is true',
  });

export type Config = z.infer<typeof configSchema>;

function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid function configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

/** The variables the schema reads: when none of them changed, the last parse still holds. */
const CONFIG_VARIABLES = [...Object.keys(configSchema.shape), 'AWS_LAMBDA_FUNCTION_NAME'];

let parsed: { key: string; config: Config } | undefined;

/**
 * A Lambda container's environment never changes: there the cold start's parse is kept without
 * reading the variables again, which would cost ~3 µs on every field read of every request.
 */
const IN_LAMBDA = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

/** The configuration of the current environment, parsed again only when one of its variables changed. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (IN_LAMBDA && parsed && env === process.env) return parsed.config;
  const key = JSON.stringify(CONFIG_VARIABLES.map((name) => env[name] ?? null));
  if (parsed?.key !== key) parsed = { key, config: parseConfig(env) };
  return parsed.config;
}

// Cold start: a function with a broken environment fails its first import.
readConfig();

/**
 * The configuration, each field read from the environment when used. A Lambda container has one
 * environment for its whole life, so this is the cold start's parse every time. The local runtime
 * (infra/local) may run several portals one after another in one process, each with its own
 * PORTAL_URL (the browser tests load the handlers once per run, not once per file), and a value
 * kept at import would be the first portal's.
 */
export const config: Readonly<Config> = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(configSchema.shape).map((name) => [
      name,
      { enumerable: true, get: () => readConfig()[name as keyof Config] },
    ]),
  ),
) as Config;

/**
 * Reads a resource name (`TABLE_USERS`, `BUCKET_FILES`) where it is used, not at module load: the
 * local runtime's portals each have their own (see `config`); in a Lambda function it never changes.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
