export type ServiceEndpoints = {
  /** DynamoDB Local, for AWS_ENDPOINT_URL_DYNAMODB. */
  dynamodb: string;
  /** s3rver, for AWS_ENDPOINT_URL_S3. */
  s3: string;
  /** aws-ses-v2-local's API, for AWS_ENDPOINT_URL_SESV2. */
  ses: string;
  /** The same SES stand-in's web inbox, for people (and readMailbox). */
  mailbox: string;
};

export const LOCAL_REGION = 'eu-west-1';

/**
 * s3rver only accepts requests signed with its built-in key id `S3RVER` (it answers InvalidAccessKeyId to any
 * other); DynamoDB Local (-sharedDb) and the SES stand-in accept anything, so this one pair serves all three.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

const ENDPOINT_VARIABLES = {
  dynamodb: 'AWS_ENDPOINT_URL_DYNAMODB',
  s3: 'AWS_ENDPOINT_URL_S3',
  ses: 'AWS_ENDPOINT_URL_SESV2',
} as const;

/**
 * Sets AWS_ENDPOINT_URL_DYNAMODB / _S3 / _SESV2, AWS_REGION=eu-west-1 and dummy credentials in the given env
 * object (default process.env). SDK clients read these when they are created, so call this first.
 */
export function applyEndpointEnv(endpoints: ServiceEndpoints, env: NodeJS.ProcessEnv = process.env): void {
  env[ENDPOINT_VARIABLES.dynamodb] = endpoints.dynamodb;
  env[ENDPOINT_VARIABLES.s3] = endpoints.s3;
  env[ENDPOINT_VARIABLES.ses] = endpoints.ses;
  env.AWS_REGION = LOCAL_REGION;
  env.AWS_ACCESS_KEY_ID = LOCAL_CREDENTIALS.accessKeyId;
  env.AWS_SECRET_ACCESS_KEY = LOCAL_CREDENTIALS.secretAccessKey;
  // A session token left over from a real AWS login would be sent along with the dummy key.
  delete env.AWS_SESSION_TOKEN;
  // It would make every SDK client ignore the endpoint variables and talk to real AWS.
  delete env.AWS_IGNORE_CONFIGURED_ENDPOINT_URLS;
  // The SDK otherwise warns on stderr, once per process, that future releases need Node 22; Node 20 is the
  // runtime this project is pinned to, so locally that notice is only noise.
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
}

/**
 * Preparing tables or buckets with the SDK's default configuration would reach real AWS when the endpoint
 * variable is missing; refuse instead.
 */
export function requireLocalEndpoint(service: keyof typeof ENDPOINT_VARIABLES, action: string): void {
  const variable = ENDPOINT_VARIABLES[service];
  if (!process.env[variable]) {
    throw new Error(
      `${action}: ${variable} is not set, so the AWS SDK would talk to real AWS. ` +
        'Call applyEndpointEnv(services.endpoints) before preparing the local stand-ins.',
    );
  }
}
