import { randomUUID } from 'node:crypto';
import { emailMessages } from '../../../shared/messages/email';
import {
  EMAIL_ATTACHMENT_MAX_BYTES,
  EMAIL_MESSAGE_ATTACHMENTS_MAX_BYTES,
  headerSafe,
  type SendEmailBody,
} from '../../../shared/schemas/email';
import { config } from '../../config';
import { validationError } from '../../domain/errors';
import { findBlocked, insertLogs, type NewLogRow, type OptOutToken } from '../../repositories/email';
import { findFamiliesByEmail, findUsersByEmail } from '../../repositories/email-recipients';
import { normalizeAddress } from '../../repositories/keys/mail';
import { getUpload } from '../../repositories/uploads';
import { enqueueAll } from '../../workers/queue';
import { recordActivity } from '../activity/record-activity';
import { issueToken, LINK_LIFETIME_MS, resetLink } from '../auth/issue-link';
import type { Actor } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import { mailHtmlToText } from './html-to-text';
import { fillPlaceholders, placeholderValues, usesResetLink } from './placeholders';
import type { QueuedMail } from './queued-mail';
import { sanitizeMailHtml } from './sanitize-mail-html';

const m = emailMessages.email;

/** Bulk mail to these roles (and to families) carries a one-click opt-out link. */
const VOLUNTEER_ROLES = new Set(['vrijwilliger', 'huiswerkbegeleider']);

/** The domain mail may be sent from: that of the configured sender (the verified SES identity). */
const senderDomain = () => config.MAIL_FROM.split('@')[1]?.toLowerCase() ?? '';

/**
 * Spec §8: the sender is the requested address only when it belongs to the sending domain; any other
 * is answered to (reply-to) and the configured sender sends.
 */
export function chooseSender(from: string | undefined, replyTo: string | undefined) {
  const replies = new Set<string>();
  if (replyTo) replies.add(replyTo);
  if (from && from.split('@')[1]?.toLowerCase() === senderDomain()) return { from, replyTo: [...replies] };
  if (from) replies.add(from);
  return { from: config.MAIL_FROM, replyTo: [...replies] };
}

async function attachmentsOf(actor: Actor, ids: readonly string[]) {
  const uploads = await Promise.all([...new Set(ids)].map((id) => getUpload(id)));
  let total = 0;
  return uploads.map((upload) => {
    if (!upload || upload.ownerId !== actor.id || upload.purpose !== 'mail-attachment')
      throw validationError(m.attachmentInvalid, [{ path: 'attachments', message: m.attachmentInvalid }]);
    if (upload.status === 'pending' || upload.size === null || upload.contentType === null)
      throw validationError(m.attachmentInvalid, [{ path: 'attachments', message: m.attachmentInvalid }]);
    if (upload.size > EMAIL_ATTACHMENT_MAX_BYTES)
      throw validationError(m.fileTooLarge(upload.fileName), [
        { path: 'attachments', message: m.fileTooLarge(upload.fileName) },
      ]);
    total += upload.size;
    if (total > EMAIL_MESSAGE_ATTACHMENTS_MAX_BYTES)
      throw validationError(m.attachmentsTooLarge, [{ path: 'attachments', message: m.attachmentsTooLarge }]);
    return {
      bucket: upload.bucket,
      key: upload.key,
      fileName: headerSafe(upload.fileName),
      contentType: upload.contentType,
    };
  });
}

/**
 * Spec §5 Sending e-mail, queued: checks everything first (nothing is queued when anything is
 * refused), personalises and sanitises one message per recipient, writes one log row each
 * ('In wachtrij'; 'Overgeslagen' for a suppressed or opted-out address), hands the messages to the
 * bulk-mail worker and answers at once.
 */
export async function sendEmail(actor: Actor, body: SendEmailBody, now: Date) {
  const attachments = await attachmentsOf(actor, body.attachments);
  const sender = chooseSender(body.from, body.replyTo);
  const fromName = body.fromName || undefined;
  const html = sanitizeMailHtml(body.html);
  const wantsResetLink = usesResetLink(body.subject, html);
  const addresses = body.to;

  const [users, families, blocked] = await Promise.all([
    findUsersByEmail(addresses),
    findFamiliesByEmail(addresses),
    findBlocked(addresses),
  ]);

  const createdAt = now.toISOString();
  const optOutTokens: OptOutToken[] = [];
  const rows: NewLogRow[] = [];
  const messages: QueuedMail[] = [];
  for (const address of addresses) {
    const key = normalizeAddress(address);
    const user = users.get(key);
    const family = families.get(key);
    const reason = blocked.get(key);
    const id = randomUUID();
    const row: NewLogRow = {
      id,
      sentAt: createdAt,
      recipient: address,
      subject: body.subject,
      sender: sender.from,
      senderName: fromName ?? null,
      status: reason ? 'skipped' : 'pending',
      error: reason === 'suppressed' ? m.reasonSuppressed : reason === 'opted-out' ? m.reasonOptedOut : null,
      attachmentCount: attachments.length,
      updatedAt: createdAt,
    };
    rows.push(row);
    if (reason) continue;

    const values = placeholderValues({ address, user, family, now });
    if (wantsResetLink && user && user.status !== 'inactive') {
      const token = await issueToken(user.id, 'reset', LINK_LIFETIME_MS['manager-reset'], now);
      values['[RESETLINK]'] = resetLink(user.id, token);
    }
    const personalHtml = fillPlaceholders(html, values, 'html');
    const headers: QueuedMail['headers'] = [];
    if (family || (user && VOLUNTEER_ROLES.has(user.role))) {
      const token = newToken();
      optOutTokens.push({ tokenHash: hashToken(token), address });
      headers.push(
        {
          name: 'List-Unsubscribe',
          value: `<${new URL(`/api/email/unsubscribe/${token}`, config.PORTAL_URL)}>`,
        },
        { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
      );
    }
    messages.push({
      log: { id, createdAt },
      to: address,
      from: sender.from,
      ...(fromName ? { fromName } : {}),
      replyTo: sender.replyTo,
      subject: headerSafe(fillPlaceholders(body.subject, values, 'text')),
      html: personalHtml,
      text: mailHtmlToText(personalHtml),
      headers,
      attachments,
    });
  }

  await insertLogs(rows, optOutTokens);
  await enqueueAll('bulk-mail', messages);
  await recordActivity({
    kind: 'email-sent',
    message: m.activitySent(messages.length, body.subject),
    actorId: actor.id,
    now,
  });
  return {
    message: m.queued(messages.length),
    queued: messages.length,
    skipped: rows.length - messages.length,
  };
}
