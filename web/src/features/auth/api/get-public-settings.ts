// The public settings are shared with the shell and the settings screen: one hook in web/src/lib.
export { publicSettingsKeys, publicSettingsQueryOptions, usePublicSettings } from '../../../lib/organisation';
