import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { settingsKeys } from './settings-keys';

/** GET /api/privacy/register: the register of processing (art. 30), for admins. */
export function useProcessingRegister() {
  return useQuery({
    queryKey: [...settingsKeys.all, 'processing-register'] as const,
    queryFn: ({ signal }) => callRoute(apiRoutes.privacy.processingRegister, { signal }),
  });
}

/** Where the PDF of the register downloads from (a GET with the session cookie). */
export const PROCESSING_REGISTER_PDF_URL = '/api/privacy/register/pdf';
