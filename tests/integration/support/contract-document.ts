/** The session cookie the portal sets, as the contract's OpenAPI document names it. */
export const CONTRACT_COOKIE_NAME = 'vwp_session';
