import { volunteerRecordMessages } from '../../../shared/messages/volunteer-records';
import type { NoticeStatus } from '../../../shared/schemas/volunteer-records';
import { conflict, notFound } from '../../domain/errors';
import { auditPut } from '../../repositories/audit';
import { transactConditionally } from '../../repositories/table';
import { getUserById } from '../../repositories/users';
import { getCurrentNotice, noticeAcknowledgementWrite } from '../../repositories/volunteer-records';
import { auditEntryOf } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';
import { userTarget } from '../users/user-audit';
import { noticeStatusOf } from './present-notice';

const m = volunteerRecordMessages.notice;

/**
 * The caller acknowledges the version they were shown. Only the current version counts: when a newer
 * one was published meanwhile the answer is 409 and they read that one first. Audited with the user.
 */
export async function acknowledgeNotice(actor: Actor, version: number, now: Date): Promise<NoticeStatus> {
  const [notice, user] = await Promise.all([getCurrentNotice(), getUserById(actor.id)]);
  if (!notice) throw notFound(m.noNotice);
  if (!user) throw notFound();
  if (version !== notice.version) throw conflict(m.notCurrent);
  if (user.noticeVersion === version) return noticeStatusOf(notice, user);
  const written = await transactConditionally([
    noticeAcknowledgementWrite(user, version, now),
    auditPut(
      auditEntryOf({
        action: 'notice-acknowledged',
        actor,
        target: userTarget(user),
        changes: [
          {
            field: 'noticeVersion',
            treatment: 'value',
            before: user.noticeVersion == null ? null : String(user.noticeVersion),
            after: String(version),
          },
        ],
        now,
      }),
    ),
  ]);
  if (!written) throw conflict();
  return noticeStatusOf(notice, { status: user.status, noticeVersion: version });
}
