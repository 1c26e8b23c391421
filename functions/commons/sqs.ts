import { SQSClient } from '@aws-sdk/client-sqs';
import { DYNAMODB_TIMEOUTS } from './http-timeouts';

/** Enqueueing is a small JSON call like a DynamoDB write, so it gets the same short timeouts. */
export const sqs = new SQSClient({ requestHandler: DYNAMODB_TIMEOUTS });
