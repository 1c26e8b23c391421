import { settingsMessages } from '../../../shared/messages/settings';
import { sanitizeRichText } from '../../../shared/rich-text';
import { SECOND_FACTOR_ROLES_SETTING } from '../../../shared/schemas/auth-mfa';
import {
  SETTING_DEFINITIONS,
  SETTING_KEYS,
  type Setting,
  type SettingKey,
  type UpdateSettingBody,
} from '../../../shared/schemas/settings';
import { conflict, validationError } from '../../domain/errors';
import { auditPut } from '../../repositories/audit';
import { getSettings, type StoredSetting, settingDelete, settingPut } from '../../repositories/settings';
import { type TransactionItem, transactConditionally } from '../../repositories/table';
import { enqueue } from '../../workers/queue';
import { auditEntryOf } from '../audit/record-audit';
import { assertRecentlyAuthenticated } from '../auth/reauthentication';
import type { Actor } from '../auth/sessions';
import { encryptField } from '../crypto/field-encryption';
import { prepareAttachment } from '../uploads/attach-uploads';
import { presentSetting } from './present-setting';
import { forgetCachedSettings } from './settings-reader';

const m = settingsMessages.settings;
/** Long values (HTML, welcome text) are written to the audit trail shortened. */
const AUDIT_VALUE_CHARS = 200;

/** The text to store for a sent value, checked by the setting's own schema in shared/. */
function storedValueOf(settingKey: SettingKey, body: UpdateSettingBody): string {
  const definition = SETTING_DEFINITIONS[settingKey];
  if (body.type !== undefined && body.type !== definition.type) {
    throw validationError(m.wrongType(definition.type), [
      { path: 'type', message: m.wrongType(definition.type) },
    ]);
  }
  const parsed = definition.value.safeParse(body.value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? m.invalidValue;
    throw validationError(message, [{ path: 'value', message }]);
  }
  if (definition.type === 'html') return sanitizeRichText(parsed.data);
  return parsed.data;
}

/** SMTP can be chosen only once the relay is described well enough to send through it. */
function assertChannelComplete(stored: Map<string, StoredSetting>) {
  if (!stored.get('smtp_host') || !(stored.get('smtp_from') ?? stored.get('default_sender_email'))) {
    throw validationError(m.smtpIncomplete, [{ path: 'value', message: m.smtpIncomplete }]);
  }
}

/**
 * Where the relay is. Pointing it elsewhere would hand the stored password to another server: a
 * change needs the password confirmed again and clears the relay password, which must be entered anew.
 */
const RELAY_ADDRESS_KEYS: readonly SettingKey[] = ['smtp_host', 'smtp_port', 'smtp_security'];

const shortened = (value: string | null) =>
  value === null || value.length <= AUDIT_VALUE_CHARS ? value : `${value.slice(0, AUDIT_VALUE_CHARS)}…`;

/**
 * Sets (or, with null, removes) one setting, in one transaction with its audit entry and, for the
 * logo, the attachment of its confirmed upload. The SMTP password is stored encrypted and audited by
 * name only; moving the relay (host, port, security) needs a recent password and removes it.
 */
export async function updateSetting(
  actor: Actor,
  settingKey: SettingKey,
  body: UpdateSettingBody,
  now: Date,
): Promise<Setting> {
  const definition = SETTING_DEFINITIONS[settingKey];
  const secret = 'secret' in definition && definition.secret === true;
  // Who must use a second factor is changed only with the password just proven (issue 38).
  if (settingKey === SECOND_FACTOR_ROLES_SETTING) assertRecentlyAuthenticated(actor, now);
  const current = await getSettings([
    settingKey,
    'mail_channel',
    'smtp_host',
    'smtp_port',
    'smtp_security',
    'smtp_password',
    'smtp_from',
    'default_sender_email',
  ]);
  const previous = current.get(settingKey);
  const items: TransactionItem[] = [];
  const movesRelay = RELAY_ADDRESS_KEYS.includes(settingKey);
  if (movesRelay) assertRecentlyAuthenticated(actor, now);

  let next: StoredSetting | undefined;
  if (body.value === null) {
    if (settingKey === 'smtp_host' && current.get('mail_channel')?.value === 'smtp')
      throw validationError(m.smtpInUse, [{ path: 'value', message: m.smtpInUse }]);
    items.push(settingDelete(settingKey));
  } else {
    let value = storedValueOf(settingKey, body);
    if (settingKey === 'mail_channel' && value === 'smtp') assertChannelComplete(current);
    if (definition.type === 'image') {
      const attachment = await prepareAttachment(actor, value, 'settings-logo', `setting#${settingKey}`);
      if (attachment.write) items.push(attachment.write);
    }
    if (secret) value = encryptField(value);
    next = {
      key: settingKey,
      value,
      description: body.description ?? previous?.description ?? null,
      updatedAt: now.toISOString(),
      updatedBy: actor.id,
    };
    items.push(settingPut(next));
  }

  const before = previous?.value ?? null;
  const after = next?.value ?? null;
  const clearsRelayPassword = movesRelay && before !== after && current.has('smtp_password');
  if (clearsRelayPassword) items.push(settingDelete('smtp_password'));
  items.push(
    auditPut(
      auditEntryOf({
        action: 'setting-updated',
        actor: { id: actor.id, username: actor.username },
        target: { type: 'setting', id: SETTING_KEYS.indexOf(settingKey) + 1, userId: null, name: settingKey },
        changes: [
          secret
            ? { field: settingKey, treatment: 'secret', before: null, after: null }
            : { field: settingKey, treatment: 'value', before: shortened(before), after: shortened(after) },
          ...(clearsRelayPassword
            ? [{ field: 'smtp_password', treatment: 'secret' as const, before: null, after: null }]
            : []),
        ],
        now,
      }),
    ),
  );
  if (!(await transactConditionally(items))) throw conflict();
  forgetCachedSettings();
  if (settingKey === 'embed_origins') await enqueue('edge-publish', {});
  return presentSetting(settingKey, next);
}
