import { signingRoutes } from '../../../shared/routes/signing';
import { createHandler } from '../../http/create-handler';
import { reply } from '../../http/reply';
import { verificationProof } from '../../services/signing/verification-proof';
import { attachmentDisposition } from '../../storage/presign';

export const handler = createHandler(signingRoutes.proof, async ({ params, clientIp, now }) => {
  const proof = await verificationProof(params.token, clientIp, now);
  return reply(Buffer.from(proof.bytes).toString('base64'), {
    raw: true,
    base64: true,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': attachmentDisposition(proof.fileName),
      'cache-control': 'no-store',
    },
  });
});
