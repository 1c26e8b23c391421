import { CALENDAR_PALETTE } from '../constants';
import { calendarMessages } from '../messages/calendar';
import * as z from '../zod';
import { idParam, isoDayOf, isoTimestamp } from './common';

const m = calendarMessages.calendar;

/** Spec §3 and §9: the 8-colour palette (shared/constants); a new calendar is blue. */
export const CALENDAR_COLORS = CALENDAR_PALETTE;
export type CalendarColor = (typeof CALENDAR_COLORS)[number];
export const DEFAULT_CALENDAR_COLOR: CalendarColor = CALENDAR_COLORS[0];

/** Spec §6: view ('Alleen bekijken'), edit ('Bewerken'), admin ('Beheerder'); default view. */
export const SHARE_PERMISSIONS = ['view', 'edit', 'admin'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];
export const DEFAULT_SHARE_PERMISSION: SharePermission = 'view';
/** What the caller may do with a calendar: a share, or owner (the creator; also any portal admin). */
export const CALENDAR_ACCESS_LEVELS = ['view', 'edit', 'admin', 'owner'] as const;
export type CalendarAccessLevel = (typeof CALENDAR_ACCESS_LEVELS)[number];

export const MAX_SHARES_PER_CALENDAR = 80;
export const MAX_SHARE_USERS_PER_CALL = 50;
export const MAX_WINDOW_DAYS = 100;
export const MAX_EVENT_DAYS = 366;
export const MAX_SERIES_DAYS = 731;
export const MAX_SERIES_COUNT = 104;
export const MAX_DETACHED_PER_SERIES = 20;

export const calendarIdParams = z.strictObject({ id: idParam });
export const shareCalendarParams = z.strictObject({ calendarId: idParam });
export const eventIdParams = z.strictObject({ id: idParam });

export const calendarBody = z.strictObject({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100),
  description: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => value ?? ''),
  color: z.enum(CALENDAR_COLORS, { error: m.colorInvalid }).optional().default(DEFAULT_CALENDAR_COLOR),
  isPublic: z.boolean().optional().default(false),
});
export type CalendarBody = z.infer<typeof calendarBody>;

export const shareCalendarBody = z.strictObject({
  userIds: z
    .array(idParam, { error: m.usersRequired })
    .min(1, m.usersRequired)
    .max(MAX_SHARE_USERS_PER_CALL, m.tooManyUsers),
  permissions: z.enum(SHARE_PERMISSIONS).optional().default(DEFAULT_SHARE_PERMISSION),
});
export type ShareCalendarBody = z.infer<typeof shareCalendarBody>;

export const calendarShareSchema = z.object({
  userId: z.number().int(),
  permission: z.enum(SHARE_PERMISSIONS),
});
export type CalendarShare = z.infer<typeof calendarShareSchema>;

export const calendarSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  isPublic: z.boolean(),
  ownerId: z.number().int(),
  /** What the caller may do with it; screens show share, edit and delete from it. */
  access: z.enum(CALENDAR_ACCESS_LEVELS),
  /** Only for those who may share it (owner, a share with admin, a portal admin); empty otherwise. */
  shares: z.array(calendarShareSchema),
  createdAt: z.string(),
  version: z.number().int(),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** Every calendar the caller may see (own, shared with them, public), in one page. */
export const calendarListSchema = z.object({ items: z.array(calendarSchema), nextCursor: z.null() });

/** A calendar day 'yyyy-mm-dd'. */
export const isoDay = isoDayOf(m.dayInvalid);

const timestamp = isoTimestamp.refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9000;
}, m.timestampInvalid);

/** Weekly or two-weekly (homework sessions), ending on a date or after a number of times. */
export const recurrenceSchema = z
  .strictObject({
    frequency: z.literal('weekly'),
    interval: z.union([z.literal(1), z.literal(2)]),
    until: isoDay.nullish(),
    count: z.number().int().min(1, m.recurrenceCount).max(MAX_SERIES_COUNT, m.recurrenceCount).nullish(),
  })
  .superRefine((rule, ctx) => {
    const hasUntil = rule.until != null;
    const hasCount = rule.count != null;
    if (!hasUntil && !hasCount) ctx.addIssue({ code: 'custom', message: m.recurrenceEndRequired });
    if (hasUntil && hasCount) ctx.addIssue({ code: 'custom', message: m.recurrenceEndOne });
  })
  .transform((rule) => ({
    frequency: rule.frequency,
    interval: rule.interval,
    until: rule.until ?? null,
    count: rule.count ?? null,
  }));
export type Recurrence = z.output<typeof recurrenceSchema>;

export const eventBody = z
  .strictObject({
    title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(200),
    description: z
      .string()
      .trim()
      .max(2000)
      .nullish()
      .transform((value) => value ?? ''),
    location: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((value) => value ?? ''),
    allDay: z.boolean().optional().default(false),
    startDate: timestamp,
    endDate: timestamp,
    calendarId: idParam,
    recurrence: recurrenceSchema.nullish().transform((value) => value ?? null),
    /** The family the appointment is with (issue 33): after it took place it becomes a session in one step. */
    familyId: idParam.nullish().transform((value) => value ?? null),
  })
  .superRefine((event, ctx) => {
    const start = new Date(event.startDate).getTime();
    const end = new Date(event.endDate).getTime();
    if (end < start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endBeforeStart });
    if (end - start > MAX_EVENT_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.eventTooLong });
  });
export type EventBody = z.output<typeof eventBody>;

/** `?occurrence=yyyy-mm-dd`: the one date of a series a change or cancellation is about. */
export const occurrenceQuery = z.strictObject({ occurrence: isoDay.optional() });
export type OccurrenceQuery = z.infer<typeof occurrenceQuery>;

export const listEventsQuery = z
  .strictObject({
    from: timestamp,
    to: timestamp,
    calendarIds: z
      .string({ error: m.calendarIdsInvalid })
      .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, m.calendarIdsInvalid)
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .optional(),
  })
  .superRefine((window, ctx) => {
    const from = new Date(window.from).getTime();
    const to = new Date(window.to).getTime();
    if (to <= from) ctx.addIssue({ code: 'custom', path: ['to'], message: m.windowInvalid });
    else if (to - from > MAX_WINDOW_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.windowTooLong });
  });
export type ListEventsQuery = z.output<typeof listEventsQuery>;

export const calendarEventSchema = z.object({
  id: z.number().int(),
  calendarId: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  allDay: z.boolean(),
  /** This occurrence's start and end (UTC ISO timestamps). */
  startDate: z.string(),
  endDate: z.string(),
  recurrence: z
    .object({
      frequency: z.literal('weekly'),
      interval: z.union([z.literal(1), z.literal(2)]),
      until: z.string().nullable(),
      count: z.number().int().nullable(),
    })
    .nullable(),
  /** For an occurrence of a series: its Brussels date, the `occurrence` to change or cancel it by. */
  occurrenceDate: z.string().nullable(),
  /** The first occurrence's start and end of a series (what "the whole series" edits). */
  seriesStart: z.string().nullable(),
  seriesEnd: z.string().nullable(),
  /** The cancelled or separately changed dates of a series. */
  exceptions: z.array(z.string()),
  /** Set on an occurrence that was changed on its own: the series it came from. */
  seriesId: z.number().int().nullable(),
  /** The family the appointment is with, or null (issue 33). */
  familyId: z.number().int().nullable(),
  version: z.number().int(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** The events in a window: not paged, the window (≤ 100 days) bounds it. */
export const eventListSchema = z.object({ items: z.array(calendarEventSchema), nextCursor: z.null() });

/**
 * The feed's secret travels in the query string, never in the path: calendar apps can only GET a
 * plain URL (no header, no body), and a fixed path keeps it out of route keys and path-based logs.
 * README "Security" says why, and what CloudFront's logs still see.
 */
export const feedQuery = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, calendarMessages.calendar.feedNotFound),
});
/** The caller's feed URL, or null before they made one (a GET never writes: POST /renew makes it). */
export const feedLinkSchema = z.object({ url: z.string().nullable(), createdAt: z.string().nullable() });
