import { signingRoutes } from '../../../shared/routes/signing';
import { createHandler } from '../../http/create-handler';
import { signDocument } from '../../services/signing/sign-document';

export const handler = createHandler(signingRoutes.signPdf, ({ actor, body, now }) =>
  signDocument(actor, { ...body, pdfOnly: true }, now),
);
