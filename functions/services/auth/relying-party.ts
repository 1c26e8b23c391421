import { config } from '../../config';

/**
 * The relying party is the portal's own address: a passkey works only there. Read when used, as the
 * configuration is (functions/config: the local runtime's portals each have their own address).
 */
export const relyingPartyId = () => new URL(config.PORTAL_URL).hostname;
export const relyingPartyOrigin = () => new URL(config.PORTAL_URL).origin;
