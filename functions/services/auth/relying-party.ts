import { config } from '../../config';

/** The relying party is the portal's own address: a passkey works only there. */
const portal = new URL(config.PORTAL_URL);
export const RP_ID = portal.hostname;
export const ORIGIN = portal.origin;
