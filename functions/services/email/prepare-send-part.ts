import { emailMessages } from '../../../shared/messages/email';
import { headerSafe, unsubscribePagePath } from '../../../shared/schemas/email';
import { config } from '../../config';
import { findBlocked, insertOptOutTokens, markLog, type OptOutToken } from '../../repositories/email';
import { findFamiliesByEmail, findUsersByEmail } from '../../repositories/email-recipients';
import { normalizeAddress } from '../../repositories/keys/mail';
import type { WorkContext } from '../../workers/consume';
import { enqueueAll } from '../../workers/queue';
import { hashToken, newToken } from '../auth/tokens';
import { reasonOf } from './deliver-mail';
import { mailHtmlToText } from './html-to-text';
import { mintMailedResetLink, resetLinkRule } from './mailed-reset-links';
import { mayOptOut, optOutFooter, optOutFooterText } from './opt-out';
import { fillPlaceholders, placeholderValues, subjectValues, usesResetLink } from './placeholders';
import type { QueuedMail, QueuedSendPart } from './queued-mail';

const m = emailMessages.email;

/**
 * The per-recipient half of a send (spec §5), in the bulk-mail worker: looks the part's addresses up
 * (users, families, suppressed or opted out), marks a blocked address's row 'Overgeslagen' with the
 * reason, and for every other recipient fills in the placeholders as of the send's moment, adds the
 * opt-out link (families and volunteers) and a reset link where the sender may give one, then queues
 * one personalised QueuedMail each. A part that fails is tried again like any message; SQS delivers
 * at least once, so a retry after the mails were queued may queue some of them twice (like a retry of
 * a delivery whose log row could not be marked). After the last attempt its rows are marked failed.
 */
export async function prepareSendPart(part: QueuedSendPart, context: WorkContext): Promise<void> {
  try {
    await prepare(part);
  } catch (error) {
    if (context.isLastAttempt) {
      const failedAt = new Date().toISOString();
      await Promise.all(
        part.recipients.map((recipient) =>
          markLog(
            { id: recipient.id, createdAt: part.createdAt },
            { status: 'failed', error: reasonOf(error) },
            failedAt,
          ),
        ),
      );
    }
    throw error;
  }
}

async function prepare(part: QueuedSendPart) {
  const now = new Date(part.createdAt);
  const addresses = part.recipients.map((recipient) => recipient.address);
  const [users, families, blocked] = await Promise.all([
    findUsersByEmail(addresses),
    findFamiliesByEmail(addresses),
    findBlocked(addresses),
  ]);
  // Only the body's text and whole-link addresses get a reset link, never the subject (see placeholders.ts).
  const wantsResetLink = usesResetLink(part.html);
  const mayHaveResetLink = resetLinkRule(part.sender);

  const skipped: Promise<void>[] = [];
  const optOutTokens: OptOutToken[] = [];
  const messages: QueuedMail[] = [];
  for (const { id, address } of part.recipients) {
    const key = normalizeAddress(address);
    const user = users.get(key);
    const family = families.get(key);
    const reason = blocked.get(key);
    if (reason) {
      const error = reason === 'suppressed' ? m.reasonSuppressed : m.reasonOptedOut;
      skipped.push(
        markLog({ id, createdAt: part.createdAt }, { status: 'skipped', error }, new Date().toISOString()),
      );
      continue;
    }

    const values = placeholderValues({ address, user, family, now });
    if (wantsResetLink && user && (await mayHaveResetLink(user))) {
      values['[RESETLINK]'] = await mintMailedResetLink(part.sender, user, now);
    }
    const personalHtml = fillPlaceholders(part.html, values, 'html');
    let footer = { html: '', text: '' };
    const headers: QueuedMail['headers'] = [];
    if (mayOptOut(user, family)) {
      const token = newToken();
      optOutTokens.push({ tokenHash: hashToken(token), address });
      headers.push(
        {
          name: 'List-Unsubscribe',
          value: `<${new URL(`/api/email/unsubscribe/${token}`, config.PORTAL_URL)}>`,
        },
        { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
      );
      const link = new URL(unsubscribePagePath(token), config.PORTAL_URL).toString();
      footer = { html: optOutFooter(link), text: optOutFooterText(link) };
    }
    messages.push({
      log: { id, createdAt: part.createdAt },
      to: address,
      from: part.from,
      ...(part.fromName ? { fromName: part.fromName } : {}),
      replyTo: part.replyTo,
      subject: headerSafe(fillPlaceholders(part.subject, subjectValues(values), 'text')),
      html: personalHtml + footer.html,
      text: mailHtmlToText(personalHtml) + footer.text,
      headers,
      attachments: part.attachments,
    });
  }
  // The tokens are stored before any mail carrying them can go out.
  await Promise.all([insertOptOutTokens(optOutTokens), ...skipped]);
  await enqueueAll('bulk-mail', messages);
}
