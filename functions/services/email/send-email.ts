import { randomUUID } from 'node:crypto';
import { emailMessages } from '../../../shared/messages/email';
import {
  EMAIL_ATTACHMENT_MAX_BYTES,
  EMAIL_MESSAGE_ATTACHMENTS_MAX_BYTES,
  headerSafe,
  type SendEmailBody,
} from '../../../shared/schemas/email';
import { logger } from '../../commons/logger';
import { config } from '../../config';
import { validationError } from '../../domain/errors';
import { deleteLogs, insertLogs, type NewLogRow } from '../../repositories/email';
import { transactConditionally } from '../../repositories/table';
import {
  attachmentWrite,
  getUpload,
  releaseAttachments,
  type UploadRecord,
} from '../../repositories/uploads';
import { getUserById } from '../../repositories/users';
import { enqueueAll } from '../../workers/queue';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { type QueuedSendPart, SEND_PART_RECIPIENTS } from './queued-mail';
import { sanitizeMailHtml } from './sanitize-mail-html';

const m = emailMessages.email;

/** The domain mail may be sent from: that of the configured sender (the verified SES identity). */
const senderDomain = () => config.MAIL_FROM.split('@')[1]?.toLowerCase() ?? '';

const isInSendingDomain = (address: string) => address.split('@')[1]?.toLowerCase() === senderDomain();
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Spec §8, narrowed so nobody sends as a colleague: the sender is the configured address, or the
 * sender's own address when they ask for it and it belongs to the sending domain. Any other requested
 * address (a colleague's, the board's, one outside the domain) is answered to (reply-to) instead.
 */
export function chooseSender(
  requested: string | undefined,
  replyTo: string | undefined,
  ownAddress: string | null | undefined,
) {
  const replies = new Set<string>();
  if (replyTo) replies.add(replyTo);
  const own = ownAddress && isInSendingDomain(ownAddress) ? ownAddress : null;
  if (requested && own && sameAddress(requested, own)) return { from: own, replyTo: [...replies] };
  if (requested && !sameAddress(requested, config.MAIL_FROM)) replies.add(requested);
  return { from: config.MAIL_FROM, replyTo: [...replies] };
}

const refuseAttachments = (message: string) => validationError(message, [{ path: 'attachments', message }]);

/**
 * The attachments of one send: confirmed `mail-attachment` uploads of the caller, not yet attached to
 * an earlier send, within the size limits. Each goes out as its S3 location.
 */
async function attachmentsOf(actor: Actor, ids: readonly string[]) {
  const uploads = await Promise.all([...new Set(ids)].map((id) => getUpload(id)));
  let total = 0;
  const checked = uploads.map((upload) => {
    if (!upload || upload.ownerId !== actor.id || upload.purpose !== 'mail-attachment')
      throw refuseAttachments(m.attachmentInvalid);
    if (upload.status !== 'confirmed' || upload.size === null || upload.contentType === null)
      throw refuseAttachments(m.attachmentInvalid);
    if (upload.size > EMAIL_ATTACHMENT_MAX_BYTES) throw refuseAttachments(m.fileTooLarge(upload.fileName));
    total += upload.size;
    if (total > EMAIL_MESSAGE_ATTACHMENTS_MAX_BYTES) throw refuseAttachments(m.attachmentsTooLarge);
    return upload;
  });
  return {
    uploads: checked,
    files: checked.map((upload) => ({
      bucket: upload.bucket,
      key: upload.key,
      fileName: headerSafe(upload.fileName),
      contentType: upload.contentType ?? '',
    })),
  };
}

/**
 * Ties the uploads to this send in one conditional transaction: attached, they no longer expire (the
 * worker still reads them), and no later send — of this user or another — can use them again. One
 * that was attached by a send racing this one refuses the whole send.
 */
async function attachToSend(uploads: readonly UploadRecord[], sendId: string) {
  if (uploads.length === 0) return;
  const attached = await transactConditionally(
    uploads.map((upload) => attachmentWrite(upload, `mail#${sendId}`)),
  );
  if (!attached) throw refuseAttachments(m.attachmentInvalid);
}

/** A claimed upload expires again a day after its send failed, like one never used. */
const RELEASED_UPLOAD_MS = 86_400_000;

/**
 * Writes the log rows and queues the parts of a send whose attachments are claimed. When either
 * fails, the send is undone before the failure is answered: the attachments go back to their owner
 * and the rows are deleted, so a retry of the same send is accepted and no pending row is left that
 * no worker will deliver. Undoing is best effort; what it could not undo is logged.
 */
async function logAndQueue(
  send: { sendId: string; uploads: readonly UploadRecord[]; now: Date },
  rows: readonly NewLogRow[],
  parts: readonly QueuedSendPart[],
) {
  try {
    await insertLogs(rows);
    await enqueueAll('bulk-mail', parts);
  } catch (error) {
    const expiresAt = new Date(send.now.getTime() + RELEASED_UPLOAD_MS);
    const undone = await Promise.allSettled([
      send.uploads.length > 0 ? releaseAttachments(send.uploads, `mail#${send.sendId}`, expiresAt) : true,
      deleteLogs(rows),
    ]);
    for (const outcome of undone) {
      if (outcome.status === 'rejected' || outcome.value === false)
        logger.error('A failed send could not be undone entirely', { sendId: send.sendId, outcome });
    }
    throw error;
  }
}

/**
 * Spec §5 Sending e-mail, queued: checks everything first (nothing is queued when anything is
 * refused), sanitises the message once, writes one log row per recipient ('In wachtrij'), hands the
 * recipients to the bulk-mail worker in parts and answers at once. Everything per recipient — who
 * they are, whether the address is suppressed or opted out ('Overgeslagen'), placeholders, opt-out
 * and reset links — is the worker's (prepare-send-part.ts): the answer does not grow with the
 * recipients beyond writing their rows (issue 40).
 */
export async function sendEmail(actor: Actor, body: SendEmailBody, now: Date) {
  const { uploads, files: attachments } = await attachmentsOf(actor, body.attachments);
  const sender = chooseSender(body.from, body.replyTo, (await getUserById(actor.id))?.email);
  const fromName = body.fromName || undefined;
  const html = sanitizeMailHtml(body.html);

  const createdAt = now.toISOString();
  const rows: NewLogRow[] = body.to.map((address) => ({
    id: randomUUID(),
    sentAt: createdAt,
    recipient: address,
    subject: body.subject,
    sender: sender.from,
    senderName: fromName ?? null,
    status: 'pending',
    error: null,
    attachmentCount: attachments.length,
    updatedAt: createdAt,
  }));
  const parts: QueuedSendPart[] = [];
  for (let start = 0; start < rows.length; start += SEND_PART_RECIPIENTS) {
    parts.push({
      kind: 'send-part',
      sender: { id: actor.id, username: actor.username, role: actor.role, type: actor.type },
      createdAt,
      from: sender.from,
      ...(fromName ? { fromName } : {}),
      replyTo: sender.replyTo,
      subject: body.subject,
      html,
      attachments,
      recipients: rows
        .slice(start, start + SEND_PART_RECIPIENTS)
        .map((row) => ({ id: row.id, address: row.recipient })),
    });
  }

  // The attachments are claimed first, so a send racing for them is refused before anything is
  // written; a failure after the claim gives them back (logAndQueue).
  const sendId = randomUUID();
  await attachToSend(uploads, sendId);
  await logAndQueue({ sendId, uploads, now }, rows, parts);
  await recordActivity({
    kind: 'email-sent',
    message: m.activitySent(rows.length, body.subject),
    actorId: actor.id,
    now,
  });
  return { message: m.queued(rows.length), queued: rows.length };
}
