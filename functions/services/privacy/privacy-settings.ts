import { privacyMessages } from '../../../shared/messages/privacy';
import { validationError } from '../../domain/errors';
import { readAllSettings } from '../settings/settings-reader';

export type PrivacyNotice = { html: string | null; version: string };

/**
 * The privacy notice the public form shows: the association's own text, versioned by the moment it
 * was last saved (every save is a new version), or the built-in text under its own version name.
 */
export async function currentPrivacyNotice(): Promise<PrivacyNotice> {
  const stored = (await readAllSettings()).get('privacy_notice_html');
  const html = stored?.value.trim() || null;
  if (!html) return { html: null, version: privacyMessages.privacy.defaultNoticeVersion };
  return { html, version: stored?.updatedAt ?? privacyMessages.privacy.defaultNoticeVersion };
}

/** Whether the rijksregisternummer is collected: yes unless an admin turned it off. */
export async function collectsRrn(): Promise<boolean> {
  return (await readAllSettings()).get('rrn_collection')?.value !== 'off';
}

/** A rijksregisternummer sent while collecting it is turned off is refused (a cleared field is not). */
export async function assertRrnCollected(value: string | null | undefined): Promise<void> {
  if (!value || (await collectsRrn())) return;
  const message = privacyMessages.privacy.rrnCollectionOff;
  throw validationError(message, [{ path: 'rijksregisterNummer', message }]);
}
