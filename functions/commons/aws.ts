import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * SDK clients, created once per module load and reused across invocations. Endpoints come from the
 * standard AWS_ENDPOINT_URL_* variables, so the same code talks to AWS or to the local stand-ins.
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});

// Path-style addressing keeps presigned URLs valid for the local stand-in; checksums only when
// S3 requires them, because presigned browser uploads cannot compute the SDK's default CRC32.
export const s3 = new S3Client({
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const ses = new SESv2Client({});
