import type { NoticeStatus, OrganisationNotice } from '../../../shared/schemas/volunteer-records';
import type { UserRecord } from '../../repositories/users';
import type { NoticeRecord } from '../../repositories/volunteer-records';

export const presentNotice = (notice: NoticeRecord): OrganisationNotice => ({
  version: notice.version,
  fileName: notice.fileName,
  publishedAt: notice.publishedAt,
});

/**
 * Where one user stands: every active user acknowledges the current version once (issue 31 item 6);
 * a pending or inactive account is not asked until it is active.
 */
export function noticeStatusOf(
  notice: NoticeRecord | null,
  user: Pick<UserRecord, 'status' | 'noticeVersion'> | null,
): NoticeStatus {
  const acknowledgedVersion = user?.noticeVersion ?? null;
  return {
    notice: notice ? presentNotice(notice) : null,
    acknowledgedVersion,
    mustAcknowledge:
      notice !== null && user?.status === 'active' && (acknowledgedVersion ?? 0) < notice.version,
  };
}
