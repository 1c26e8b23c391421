import { type BucketName, bucketEnvVar } from '../../shared/buckets';
import { requireEnv } from '../config';

/** Physical bucket name, from the variable CDK (or the local runtime) sets for the function. */
export const bucketName = (name: BucketName) => requireEnv(bucketEnvVar(name));
