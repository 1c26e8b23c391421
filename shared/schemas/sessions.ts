import { sessionMessages } from '../messages/sessions';
import * as z from '../zod';
import { idParam, isoDayOf, pageOf, pageQuery } from './common';

const m = sessionMessages.sessions;

/** What a begeleidingsmoment was (issue 33). */
export const SESSION_KINDS = [
  'huiswerkbegeleiding',
  'gezinsbegeleiding',
  'contact_school',
  'anders',
] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** The subjects a session may name while the `session_subjects` setting is not set. */
export const DEFAULT_SESSION_SUBJECTS = ['lezen', 'rekenen', 'Frans', 'planning'] as const;
export const MAX_SESSION_SUBJECTS = 20;
export const MAX_SESSION_VOLUNTEERS = 10;
export const MAX_SESSION_CHILDREN = 10;
export const MAX_OUTCOME_NOTE = 2000;
export const SESSION_DURATION = { min: 5, max: 600 } as const;

export const sessionDay = isoDayOf(m.dateInvalid);
const startTime = z.string({ error: m.startInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.startInvalid);

/** The appointment (a calendar event, and the date of the occurrence for a weekly series) a session completes. */
export const sessionAppointmentSchema = z.object({ eventId: z.number().int(), occurrence: z.string() });
export type SessionAppointment = z.infer<typeof sessionAppointmentSchema>;

/**
 * A session as the API shows it. `outcomeNote` is for the family's volunteers, coordinators and admins
 * only: it never goes into logs, notifications, activity sentences or mail.
 */
export const sessionLogSchema = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  kind: z.enum(SESSION_KINDS),
  subjects: z.array(z.string()),
  children: z.array(z.string()),
  volunteerIds: z.array(z.number().int()),
  outcomeNote: z.string().nullable(),
  familyAbsent: z.boolean(),
  absenceReason: z.string().nullable(),
  appointment: sessionAppointmentSchema.nullable(),
  createdBy: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type SessionLog = z.infer<typeof sessionLogSchema>;

export const sessionLogPageSchema = pageOf(sessionLogSchema);
export type SessionLogPage = z.infer<typeof sessionLogPageSchema>;

const blankToNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);
const shortText = z.string().trim().min(1).max(100);

/** The fields of the session dialog; the family and the version travel beside them. */
export const sessionFields = {
  date: sessionDay,
  startTime,
  durationMinutes: z.coerce
    .number({ error: m.durationInvalid })
    .int(m.durationInvalid)
    .min(SESSION_DURATION.min, m.durationInvalid)
    .max(SESSION_DURATION.max, m.durationInvalid),
  kind: z.enum(SESSION_KINDS, { error: m.kindInvalid }),
  subjects: z
    .array(z.string({ error: m.subjectInvalid }).trim().min(1, m.subjectInvalid).max(60, m.subjectInvalid), {
      error: m.subjectInvalid,
    })
    .max(MAX_SESSION_SUBJECTS, m.subjectInvalid)
    .optional()
    .default([])
    .transform((list) => [...new Set(list)]),
  children: z
    .array(shortText, { error: m.childrenInvalid })
    .max(MAX_SESSION_CHILDREN, m.childrenInvalid)
    .optional()
    .default([])
    .transform((list) => [...new Set(list)]),
  volunteerIds: z
    .array(idParam, { error: m.volunteersRequired })
    .min(1, m.volunteersRequired)
    .max(MAX_SESSION_VOLUNTEERS, m.volunteersRequired)
    .transform((list) => [...new Set(list)]),
  outcomeNote: z.preprocess(
    blankToNull,
    z.string().max(MAX_OUTCOME_NOTE, m.noteTooLong).nullable().optional().default(null),
  ),
  familyAbsent: z.boolean().optional().default(false),
  absenceReason: z.preprocess(blankToNull, z.string().max(500).nullable().optional().default(null)),
};

type SessionFields = { familyAbsent: boolean; absenceReason: string | null };
const absenceNeedsReason = (fields: SessionFields, ctx: z.RefinementCtx) => {
  if (fields.familyAbsent && !fields.absenceReason)
    ctx.addIssue({ code: 'custom', path: ['absenceReason'], message: m.absenceReasonRequired });
};

export const createSessionLogBody = z
  .strictObject({ familyId: idParam.refine(Boolean, m.familyRequired), ...sessionFields })
  .superRefine(absenceNeedsReason)
  .transform((body) => ({ ...body, absenceReason: body.familyAbsent ? body.absenceReason : null }));
export type CreateSessionLogBody = z.output<typeof createSessionLogBody>;

/** An edit replaces every field; `version` is the one the client read (a later change answers 409). */
export const updateSessionLogBody = z
  .strictObject({ ...sessionFields, version: z.number().int().positive() })
  .superRefine(absenceNeedsReason)
  .transform((body) => ({ ...body, absenceReason: body.familyAbsent ? body.absenceReason : null }));
export type UpdateSessionLogBody = z.output<typeof updateSessionLogBody>;

export const sessionLogIdParams = z.strictObject({ id: idParam });
export const familySessionsParams = z.strictObject({ familyId: idParam });
export const listSessionLogsQuery = z.strictObject({ ...pageQuery({ defaultSize: 50 }) });
export type ListSessionLogsQuery = z.infer<typeof listSessionLogsQuery>;

/** What the session dialog offers: the subjects of the setting and the kinds. */
export const sessionOptionsSchema = z.object({
  subjects: z.array(z.string()),
  kinds: z.array(z.enum(SESSION_KINDS)),
});
export type SessionOptions = z.infer<typeof sessionOptionsSchema>;

/**
 * Completing an appointment with a family into a session, after it took place: the appointment gives
 * the family, the date (the occurrence, for a series its date), the start and, unless sent, the
 * duration; the rest is the dialog's. Once per appointment (occurrence): a second completion answers
 * the session the first one made.
 */
export const completeAppointmentBody = z
  .strictObject({
    eventId: idParam,
    occurrence: sessionDay,
    durationMinutes: sessionFields.durationMinutes.optional(),
    kind: sessionFields.kind,
    subjects: sessionFields.subjects,
    children: sessionFields.children,
    volunteerIds: sessionFields.volunteerIds,
    outcomeNote: sessionFields.outcomeNote,
    familyAbsent: sessionFields.familyAbsent,
    absenceReason: sessionFields.absenceReason,
  })
  .superRefine(absenceNeedsReason)
  .transform((body) => ({ ...body, absenceReason: body.familyAbsent ? body.absenceReason : null }));
export type CompleteAppointmentBody = z.output<typeof completeAppointmentBody>;

export const MAX_PLANNED_DAYS = 31;

/** The appointments with a family in a window (a week by default) that have no session yet. */
export const plannedSessionsQuery = z.strictObject({
  from: isoDayOf(m.weekInvalid),
  days: z.coerce.number({ error: m.weekInvalid }).int().min(1).max(MAX_PLANNED_DAYS).optional().default(7),
  familyId: idParam.optional(),
});
export type PlannedSessionsQuery = z.infer<typeof plannedSessionsQuery>;

export const plannedSessionSchema = z.object({
  eventId: z.number().int(),
  /** The Brussels date of the appointment (of this occurrence of a series): what completing it sends. */
  occurrence: z.string(),
  familyId: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Whether it already took place (only then can it become a session). */
  isPast: z.boolean(),
});
export type PlannedSession = z.infer<typeof plannedSessionSchema>;
export const plannedSessionListSchema = z.object({
  items: z.array(plannedSessionSchema),
  nextCursor: z.null(),
});
export type PlannedSessionList = z.infer<typeof plannedSessionListSchema>;

/** GET /api/sessions/hours: one year; `volunteerId` only for those who see everyone's figures. */
export const sessionHoursQuery = z.strictObject({
  year: z.coerce
    .number({ error: m.yearInvalid })
    .int(m.yearInvalid)
    .min(2000, m.yearInvalid)
    .max(2100, m.yearInvalid),
  volunteerId: idParam.optional(),
});
export type SessionHoursQuery = z.infer<typeof sessionHoursQuery>;

const monthHoursSchema = z.object({
  /** yyyy-mm */
  month: z.string(),
  /** Sessions logged (held and missed). */
  sessions: z.number().int(),
  /** Minutes of the sessions held. */
  minutes: z.number().int(),
});

/** Hours per month: of one volunteer (with their days of activity), or of every volunteer. */
export const sessionHoursSchema = z.object({
  year: z.number().int(),
  volunteerId: z.number().int().nullable(),
  months: z.array(monthHoursSchema.extend({ daysOfActivity: z.number().int() })),
  /** Every volunteer's months (only when the answer is not about one volunteer). */
  volunteers: z.array(z.object({ volunteerId: z.number().int(), months: z.array(monthHoursSchema) })),
});
export type SessionHours = z.infer<typeof sessionHoursSchema>;

const yearMonth = z.string({ error: m.periodInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.periodInvalid);
export const MAX_REPORT_MONTHS = 120;

/** The impact report's period (whole months, at most ten years) and optionally one school. */
export const impactReportQuery = z
  .strictObject({
    from: yearMonth,
    to: yearMonth,
    school: z.string().trim().min(1).max(200).optional(),
  })
  .refine((query) => query.from <= query.to, { message: m.periodInvalid, path: ['to'] });
export type ImpactReportQuery = z.infer<typeof impactReportQuery>;

/** The figures funders ask for (issue 33 item 4), of the association (or one school) or of one volunteer. */
export const impactReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  school: z.string().nullable(),
  /** The volunteer whose own figures these are, or null for the association's. */
  volunteerId: z.number().int().nullable(),
  families: z.object({ active: z.number().int(), new: z.number().int(), ended: z.number().int() }),
  children: z.object({ supported: z.number().int(), byGrade: z.record(z.string(), z.number().int()) }),
  sessions: z.object({ held: z.number().int(), missed: z.number().int() }),
  minutes: z.object({ total: z.number().int(), byKind: z.record(z.enum(SESSION_KINDS), z.number().int()) }),
  volunteers: z.object({
    active: z.number().int(),
    hours: z.array(
      z.object({ volunteerId: z.number().int(), sessions: z.number().int(), minutes: z.number().int() }),
    ),
  }),
  /** Months from a family's first session to its last in the period, on average over the active families. */
  averageMonthsInGuidance: z.number(),
  months: z.array(
    z.object({
      month: z.string(),
      held: z.number().int(),
      missed: z.number().int(),
      minutes: z.number().int(),
      families: z.number().int(),
    }),
  ),
});
export type ImpactReport = z.infer<typeof impactReportSchema>;

export const IMPACT_EXPORT_FORMATS = ['pdf', 'xlsx'] as const;
export const PDF_CONTENT_TYPE = 'application/pdf';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The impact report as a file: the PDF a funder reads, or the underlying numbers as .xlsx. */
export const impactExportBody = z
  .strictObject({
    from: yearMonth,
    to: yearMonth,
    school: z.string().trim().min(1).max(200).optional(),
  })
  .refine((body) => body.from <= body.to, { message: m.periodInvalid, path: ['to'] });
export type ImpactExportBody = z.infer<typeof impactExportBody>;

/** The file in the answer (base64): a report of ten years stays far below a Lambda answer's 6 MB. */
export const impactExportResponse = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  content: z.string(),
});
export type ImpactExportResponse = z.infer<typeof impactExportResponse>;
