/**
 * Stands in for `@aws-sdk/credential-provider-node` in every Lambda bundle (wired as an esbuild alias in
 * infra/aws/constructs/handler-bundling.ts); local runs and tests are not bundled and keep the SDK's
 * full chain.
 *
 * The SDK clients import only `defaultProvider` from that package (client-dynamodb, client-s3 and
 * client-sesv2 `dist-es/runtimeConfig.js`); the package's other exports are mirrored so the shape
 * stays the same. Its chain tries, in order: environment variables, SSO, shared ini files,
 * credential_process, web identity token file, then the ECS/EC2 metadata endpoints (its
 * dist-es/defaultProvider.js; https://docs.aws.amazon.com/sdk-for-javascript/v3/developer-guide/setting-credentials-node.html).
 * Everything after the first step pulls in the ini/SSO/process/web-identity providers and the STS,
 * SSO and SSO-OIDC clients they call: about 37 KB gzip of every bundle (`npm run bench`).
 *
 * A Lambda function never gets past the first step: the runtime sets AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, "the access keys obtained from the function's
 * execution role", in every execution environment (AWS Lambda developer guide, "Defined runtime
 * environment variables": https://docs.aws.amazon.com/lambda/latest/dg/configuration-envvars.html#configuration-envvars-runtime).
 * So reading those variables with the SDK's own `fromEnv` is exactly what the full chain does there.
 * One exception to keep in mind: with SnapStart, Lambda hands credentials over through
 * AWS_CONTAINER_CREDENTIALS_FULL_URI instead (https://docs.aws.amazon.com/lambda/latest/dg/snapstart-activate.html#snapstart-credentials);
 * SnapStart is not enabled for these functions; drop the alias before ever enabling it.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type ProviderInit = Parameters<typeof fromEnv>[0];
type Credentials = Awaited<ReturnType<ReturnType<typeof fromEnv>>>;

/** The function's role credentials from the environment; fails like the full chain when they are absent. */
export const defaultProvider = (init: ProviderInit = {}) => fromEnv(init);

/** Same as the package's export: credentials with an expiry will need refreshing. */
export const credentialsWillNeedRefresh = (credentials: Credentials) => credentials?.expiration !== undefined;

/** Same as the package's export: treated as expired within five minutes of their expiry. */
export const credentialsTreatedAsExpired = (credentials: Credentials) =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
