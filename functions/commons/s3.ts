import { S3Client } from '@aws-sdk/client-s3';
import { FILE_AND_MAIL_TIMEOUTS } from './http-timeouts';

// Path-style addressing keeps presigned URLs valid for the local stand-in; checksums only when
// S3 requires them, because presigned browser uploads cannot compute the SDK's default CRC32.
export const s3 = new S3Client({
  requestHandler: FILE_AND_MAIL_TIMEOUTS,
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
