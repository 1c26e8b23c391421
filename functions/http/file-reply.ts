import { attachmentDisposition } from '../storage/presign';
import { reply } from './reply';

/** A file (a register, a statement) sent as it is (base64 through API Gateway), saved under its own name. */
export const fileReply = (file: { bytes: Uint8Array; fileName: string }, contentType: string) =>
  reply(Buffer.from(file.bytes).toString('base64'), {
    raw: true,
    base64: true,
    headers: {
      'content-type': contentType,
      'content-disposition': attachmentDisposition(file.fileName),
      'cache-control': 'no-store',
    },
  });
