import { readSetting } from '../settings/settings-reader';

/**
 * The association's name as the account mails, notices and files sign with it: the setting alone, as
 * the public settings give it (the rest of those would load the privacy notice's messages).
 */
export async function organizationName() {
  return (await readSetting('organization_name'))?.trim() || 'Vrijwilligersportaal';
}
