import { volunteerRecordMessages } from '../../../shared/messages/volunteer-records';
import type { OrganisationNotice } from '../../../shared/schemas/volunteer-records';
import { conflict } from '../../domain/errors';
import { auditPut } from '../../repositories/audit';
import { transactConditionally } from '../../repositories/table';
import { getUserById } from '../../repositories/users';
import {
  getCurrentNotice,
  type NoticeRecord,
  noticeAcknowledgementWrite,
  noticePut,
} from '../../repositories/volunteer-records';
import { auditEntryOf } from '../audit/record-audit';
import type { Actor } from '../auth/sessions';
import { prepareAttachment } from '../uploads/attach-uploads';
import { presentNotice } from './present-notice';

const m = volunteerRecordMessages.notice;

/**
 * Publishes a confirmed PDF upload as the next version, in one transaction with the upload's
 * attachment and the audit entry. Every active user then acknowledges it on their next visit, except
 * the admin who published it: their acknowledgement is written with it. Two admins publishing at once
 * both aim at the same next version: one wins, the other gets 409.
 */
export async function publishNotice(actor: Actor, uploadId: string, now: Date): Promise<OrganisationNotice> {
  const [current, publisher] = await Promise.all([getCurrentNotice(), getUserById(actor.id)]);
  const version = (current?.version ?? 0) + 1;
  const attachment = await prepareAttachment(actor, uploadId, 'organisation-notice', `notice#${version}`);
  const notice: NoticeRecord = {
    version,
    uploadId,
    fileName: attachment.upload.fileName,
    publishedAt: now.toISOString(),
    publishedBy: actor.id,
  };
  const written = await transactConditionally([
    noticePut(notice),
    ...(attachment.write ? [attachment.write] : []),
    ...(publisher ? [noticeAcknowledgementWrite(publisher, version, now)] : []),
    auditPut(
      auditEntryOf({
        action: 'notice-published',
        actor,
        target: { type: 'organisation-notice', id: version, userId: null, name: m.title },
        changes: [
          {
            field: 'noticeVersion',
            treatment: 'value',
            before: current ? String(current.version) : null,
            after: String(version),
          },
        ],
        now,
      }),
    ),
  ]);
  if (!written) throw conflict();
  return presentNotice(notice);
}
