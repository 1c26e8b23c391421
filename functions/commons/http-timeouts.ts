/**
 * Socket timeouts for every AWS SDK client: a stuck dependency fails the request in seconds instead of
 * holding it until the Lambda timeout (15 s). Passed as the clients' `requestHandler` options, so the
 * default Node handler the bundles already carry applies them; nothing more is imported. The SDK retries
 * a timed-out call (3 attempts in all), so DynamoDB gives up after about 9 s at worst.
 */
export const DYNAMODB_TIMEOUTS = {
  connectionTimeout: 1000,
  requestTimeout: 3000,
  // Without it this SDK version only logs a warning when requestTimeout passes and keeps waiting.
  throwOnRequestTimeout: true,
} as const;
/** S3 and SES move larger bodies (receipts, attachments) and answer more slowly. */
export const FILE_AND_MAIL_TIMEOUTS = {
  connectionTimeout: 1000,
  requestTimeout: 5000,
  throwOnRequestTimeout: true,
} as const;
