import type { MiddlewareObj } from '@middy/core';
import type { AnyRoute } from '../../shared/routes/define';
import { loadFieldEncryptionKey } from '../services/crypto/field-encryption';

/**
 * Reads the secrets a route declares in the registry before its handler runs: once per instance (the
 * cold start), cached after that. Functions hold only the secrets' ARNs.
 */
export const routeSecrets = (route: AnyRoute): MiddlewareObj => ({
  before: async () => {
    if (route.uses.encryptionKey) await loadFieldEncryptionKey();
  },
});
