import { can, normalizeRole, type Principal } from '../permissions';
import type { NewsStatus } from '../schemas/news';

/**
 * Object-level rules for news (spec §6, issue 16). The news services enforce them; the screen uses
 * them to show or hide the management card and buttons. Pure: the clock is an argument.
 */

/** Spec §6: users with manage-users create, edit and delete news. */
export const canManageNews = (viewer: Principal | null | undefined) => can(viewer, 'manageUsers');

/** Where a message stands: unpublished, published with a publishDate to come, or published. */
export function newsStatusOf(message: { isPublished: boolean; publishDate: string }, now: Date): NewsStatus {
  if (!message.isPublished) return 'draft';
  return Date.parse(message.publishDate) > now.getTime() ? 'scheduled' : 'published';
}

/** True when the viewer's role is one the message is meant for. */
export function isTargetedAt(viewer: Principal, targetRoles: readonly string[]): boolean {
  const role = normalizeRole(viewer.role);
  return targetRoles.some((target) => normalizeRole(target) === role);
}

/**
 * Managers see every message (drafts and scheduled ones included); anyone else only a published
 * message meant for their role. What a viewer may not read does not exist for them (404).
 */
export function canReadNews(
  viewer: Principal,
  message: { status: NewsStatus; targetRoles: readonly string[] },
): boolean {
  if (canManageNews(viewer)) return true;
  return message.status === 'published' && isTargetedAt(viewer, message.targetRoles);
}
