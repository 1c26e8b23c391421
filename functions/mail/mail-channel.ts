import {
  DEFAULT_SMTP_PORT,
  DEFAULT_SMTP_SECURITY,
  SMTP_SECURITY,
  type SmtpSecurity,
} from '../../shared/setting-keys';
import { config } from '../config';
import { decryptField, loadFieldEncryptionKey } from '../services/crypto/field-encryption';
import { readAllSettings } from '../services/settings/settings-reader';

/** The SMTP relay as the settings describe it; the password decrypted only here, when a mail goes out. */
export type SmtpRelay = {
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string | null;
  password: string | null;
  /** The relay's sender address: smtp_from, else the default sender, else the portal's MAIL_FROM. */
  from: string;
};

export type MailChannel = { kind: 'ses' } | ({ kind: 'smtp' } & SmtpRelay);

/**
 * The channel every mail of the portal goes through, from the cached settings reader (10 s; a PUT
 * clears it in the container that made it). SES unless an admin chose SMTP; PUT /api/settings refuses
 * that choice while the relay has no host or sender, and a relay that lost its host here falls back
 * to nothing: sending then fails with that reason rather than silently going through SES.
 */
export async function readMailChannel(): Promise<MailChannel> {
  const settings = await readAllSettings();
  const text = (key: string) => settings.get(key)?.value.trim() || null;
  if (text('mail_channel') !== 'smtp') return { kind: 'ses' };
  const security = text('smtp_security');
  const storedPassword = text('smtp_password');
  let password: string | null = null;
  if (storedPassword) {
    // Only a function that sends through the relay needs the key: SES mail never reads the secret.
    await loadFieldEncryptionKey();
    password = decryptField(storedPassword);
  }
  return {
    kind: 'smtp',
    host: text('smtp_host') ?? '',
    port: Number(text('smtp_port') ?? DEFAULT_SMTP_PORT),
    security: (SMTP_SECURITY as readonly string[]).includes(security ?? '')
      ? (security as SmtpSecurity)
      : DEFAULT_SMTP_SECURITY,
    user: text('smtp_user'),
    password,
    from: text('smtp_from') ?? text('default_sender_email') ?? config.MAIL_FROM,
  };
}
