import { processingRegisterSchema } from '../schemas/privacy';
import * as z from '../zod';
import { defineRoute } from './define';

export const privacyRoutes = {
  processingRegister: defineRoute({
    id: 'privacy-register',
    area: 'settings',
    method: 'GET',
    path: '/api/privacy/register',
    access: 'administer',
    summary:
      'The register of processing (AVG art. 30), built from the table definitions and the purpose text per table in shared/processing-register.ts.',
    response: processingRegisterSchema,
    uses: {},
  }),
  processingRegisterPdf: defineRoute({
    id: 'privacy-register-pdf',
    area: 'settings',
    method: 'GET',
    path: '/api/privacy/register/pdf',
    access: 'administer',
    summary: 'The register of processing as a PDF to download.',
    response: z.string(),
    responseMediaType: 'application/pdf',
    uses: {},
  }),
};
