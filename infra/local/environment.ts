import { BUCKET_NAMES, bucketEnvVar } from '../../shared/buckets';
import { TABLE_NAMES, tableEnvVar } from '../../shared/tables';

export const LOCAL_RESOURCE_PREFIX = 'vwp-';

/** The variables CDK gives each function in AWS; locally every function may use every resource. */
export function localFunctionEnvironment(
  portalUrl: string,
  prefix = LOCAL_RESOURCE_PREFIX,
): Record<string, string> {
  const environment: Record<string, string> = {
    STAGE: 'local',
    PORTAL_URL: portalUrl,
    MAIL_FROM: 'noreply@vrijwilligersportaal.local',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Lambda runs Node 22; the SDK's warning about this machine's Node 20 is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  for (const name of TABLE_NAMES) environment[tableEnvVar(name)] = `${prefix}${name}`;
  for (const name of BUCKET_NAMES) environment[bucketEnvVar(name)] = `${prefix}${name}`;
  return environment;
}
