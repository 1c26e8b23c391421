import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DYNAMODB_TIMEOUTS } from './http-timeouts';

/**
 * One client per module load, reused across invocations. Each AWS client has its own module so a
 * function bundles only the SDKs it uses. Endpoints come from the standard AWS_ENDPOINT_URL_*
 * variables, so the same code talks to AWS or to the local stand-ins.
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ requestHandler: DYNAMODB_TIMEOUTS }), {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});
