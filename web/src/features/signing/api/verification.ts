import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

/** Public: the signature behind a token (404 'niet geldig of niet gevonden' for anything else). */
export const verifySignature = (token: string) => callRoute(apiRoutes.signing.verify, { params: { token } });

/** Public: whether a file with this SHA-256 is a file the portal signed. */
export const verifyFile = (sha256: string) => callRoute(apiRoutes.signing.verifyFile, { body: { sha256 } });
