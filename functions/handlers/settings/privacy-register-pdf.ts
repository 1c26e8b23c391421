import { privacyRoutes } from '../../../shared/routes/privacy';
import { createHandler } from '../../http/create-handler';
import { reply } from '../../http/reply';
import { processingRegisterPdf } from '../../services/privacy/processing-register-pdf';
import { attachmentDisposition } from '../../storage/presign';

export const handler = createHandler(privacyRoutes.processingRegisterPdf, async ({ now }) => {
  const pdf = await processingRegisterPdf(now);
  return reply(Buffer.from(pdf.bytes).toString('base64'), {
    raw: true,
    base64: true,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': attachmentDisposition(pdf.fileName),
      'cache-control': 'no-store',
    },
  });
});
