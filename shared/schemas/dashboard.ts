import { dashboardMessages } from '../messages/dashboard';
import { NOTIFICATION_TYPES } from '../statuses';
import * as z from '../zod';
import { idParam, isoTimestamp } from './common';

const m = dashboardMessages.dashboard;
const count = z.number().int().nonnegative();

/**
 * Change of a current count since the start of this month, in percent with one decimal; null when
 * there was nothing to compare with (the count was 0 on the first of the month). For monthlyExpenses:
 * this month's approved amount against last month's.
 */
const growth = z.number().nullable();

/** Spec §3 "Statistics", every figure computed from the data (no placeholders). */
export const statisticsSchema = z.object({
  /** Users with status active (every role: coordinators and board members volunteer too). */
  activeVolunteers: count,
  /** Families with guidance status actief. */
  activeFamilies: count,
  /** Declarations still waiting for a decision: pending, in_behandeling, wordt_verwerkt or processing. */
  pendingDeclarations: count,
  /** Euro amount of the declarations approved this month (by the date of approval), e.g. "123.45". */
  monthlyExpenses: z.string(),
  totalVolunteers: count,
  totalFamilies: count,
  totalDeclarations: count,
  /** Families registered or added this month. */
  newFamilies: count,
  growth: z.object({
    activeVolunteers: growth,
    activeFamilies: growth,
    pendingDeclarations: growth,
    monthlyExpenses: growth,
  }),
  /** The dashboard's monthly overview. */
  month: z.object({
    /** yyyy-mm in Europe/Brussels. */
    month: z.string(),
    newVolunteers: count,
    endedSupervisions: count,
    approvedDeclarations: count,
  }),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const RECENT_ACTIVITY_PAGE_SIZE = { default: 10, max: 50 } as const;

/** A page of the activity feed: `cursor` is the opaque `nextCursor` of the previous page. */
export const recentActivitiesQuery = z.strictObject({
  cursor: z
    .string({ error: m.invalidCursor })
    .max(512, { error: m.invalidCursor })
    .regex(/^[A-Za-z0-9_-]+$/, { error: m.invalidCursor })
    .optional(),
  limit: z.coerce
    .number({ error: m.invalidLimit })
    .int({ error: m.invalidLimit })
    .min(1, { error: m.invalidLimit })
    .max(RECENT_ACTIVITY_PAGE_SIZE.max, { error: m.invalidLimit })
    .optional()
    .default(RECENT_ACTIVITY_PAGE_SIZE.default),
});

/** Spec §3 "Recent activity": the look (icon and colours) comes from the kind, see shared/activity.ts. */
export const recentActivitySchema = z.object({
  id: z.string(),
  /** Full name of who did it; null for the public registration form or a removed user. */
  user: z.string().nullable(),
  /** Parent name when the activity is about a family that still exists. */
  family: z.string().nullable(),
  message: z.string(),
  timestamp: isoTimestamp,
  bgColor: z.string(),
  icon: z.string(),
  iconColor: z.string(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const recentActivitiesResponse = z.object({
  items: z.array(recentActivitySchema),
  nextCursor: z.string().nullable(),
});

export { NOTIFICATION_TYPES, type NotificationType } from '../statuses';

/** Spec §3 "Notification". */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** A path inside the portal, e.g. /gezinnen?family=12. */
  link: z.string(),
  isRead: z.boolean(),
  createdAt: isoTimestamp,
});
export type Notification = z.infer<typeof notificationSchema>;

/** How many of the newest notifications the bell lists. */
export const NOTIFICATION_LIST_LIMIT = 50;
/** Unread notifications are counted up to this many; the badge shows '99+' above BELL_BADGE_CAP. */
export const UNREAD_COUNT_LIMIT = 100;

export const notificationsResponse = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: count,
});

export const notificationIdParams = z.strictObject({ id: idParam });

export const markAllReadResponse = z.object({ success: z.literal(true), updated: count });
