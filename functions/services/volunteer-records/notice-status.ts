import type { NoticeStatus } from '../../../shared/schemas/volunteer-records';
import { getUserById } from '../../repositories/users';
import { getCurrentNotice } from '../../repositories/volunteer-records';
import type { Actor } from '../auth/sessions';
import { noticeStatusOf } from './present-notice';

/** The current notice and whether the caller must still acknowledge it (read after every sign-in). */
export async function readNoticeStatus(actor: Actor): Promise<NoticeStatus> {
  const [notice, user] = await Promise.all([getCurrentNotice(), getUserById(actor.id)]);
  return noticeStatusOf(notice, user);
}
