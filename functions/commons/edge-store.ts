// The KeyValueStore API accepts only SigV4A signatures; this registers the SDK's JavaScript signer for them.
import '@aws-sdk/signature-v4a';
import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { DYNAMODB_TIMEOUTS } from './http-timeouts';

/** A key-value write is a small JSON call like a DynamoDB write, so it gets the same short timeouts. */
export const edgeStoreClient = new CloudFrontKeyValueStoreClient({ requestHandler: DYNAMODB_TIMEOUTS });

/**
 * Writes one key of the CloudFront KeyValueStore the edge functions read. Every write must name the
 * store's current ETag: one that lost a race to another write fails instead of passing unnoticed. A
 * `value` function is called after the ETag is known, so what it reads is at least as new as the
 * store's last write.
 */
export async function putEdgeValue(
  storeArn: string,
  key: string,
  value: string | (() => Promise<string>),
  client: CloudFrontKeyValueStoreClient = edgeStoreClient,
): Promise<void> {
  const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN: storeArn }));
  const text = typeof value === 'string' ? value : await value();
  await client.send(new PutKeyCommand({ KvsARN: storeArn, Key: key, Value: text, IfMatch: ETag }));
}
