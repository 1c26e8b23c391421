import { can, type Principal } from '../permissions';
import type { CalendarAccessLevel, SharePermission } from '../schemas/calendar';

/**
 * Object-level rules of the agenda (spec §6 calendar shares, ARCHITECTURE §6): every user creates
 * calendars and events; the creator owns a calendar; a share gives view (read its events), edit
 * (also create, change and delete its events) or admin (also share it and edit the calendar);
 * a public calendar is visible, read-only, to everyone signed in. A portal admin may do anything
 * with any calendar. A calendar without any of these is invisible: the services answer 404.
 */

export type CalendarViewer = Principal & { id: number };
export type CalendarRules = {
  ownerId: number;
  isPublic: boolean;
  shares: readonly { userId: number; permission: SharePermission }[];
};

const RANK: Record<CalendarAccessLevel, number> = { view: 1, edit: 2, admin: 3, owner: 4 };

/** What the viewer may do with the calendar, or null when it is invisible to them. */
export function calendarAccess(viewer: CalendarViewer, calendar: CalendarRules): CalendarAccessLevel | null {
  if (calendar.ownerId === viewer.id || can(viewer, 'administer')) return 'owner';
  const share = calendar.shares.find((entry) => entry.userId === viewer.id);
  if (share) return share.permission;
  return calendar.isPublic ? 'view' : null;
}

const atLeast = (level: CalendarAccessLevel | null, needed: CalendarAccessLevel) =>
  level !== null && RANK[level] >= RANK[needed];

export const canSeeCalendar = (viewer: CalendarViewer, calendar: CalendarRules) =>
  calendarAccess(viewer, calendar) !== null;

/** Create, change and delete the calendar's events: edit, admin or owner. */
export const canEditEvents = (viewer: CalendarViewer, calendar: CalendarRules) =>
  atLeast(calendarAccess(viewer, calendar), 'edit');

/** Rename, recolour and share the calendar: admin or owner. */
export const canManageCalendar = (viewer: CalendarViewer, calendar: CalendarRules) =>
  atLeast(calendarAccess(viewer, calendar), 'admin');

/** Delete the calendar with its events: its owner or a portal admin. */
export const canDeleteCalendar = (viewer: CalendarViewer, calendar: CalendarRules) =>
  calendarAccess(viewer, calendar) === 'owner';

/** The same questions asked from a level the server already answered (the screens hold `access`). */
export const levelAllows = {
  editEvents: (level: CalendarAccessLevel | null) => atLeast(level, 'edit'),
  manage: (level: CalendarAccessLevel | null) => atLeast(level, 'admin'),
  remove: (level: CalendarAccessLevel | null) => level === 'owner',
};
