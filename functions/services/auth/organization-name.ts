import { readPublicSettings } from '../settings/public-settings';

/** The association's name as the account mails sign with it. */
export async function organizationName() {
  return (await readPublicSettings()).organizationName ?? 'Vrijwilligersportaal';
}
