import { volunteerRecordMessages } from '../messages/volunteer-records';
import * as z from '../zod';
import { idParam, isoDayOf, isoTimestamp } from './common';

const m = volunteerRecordMessages;

/** One published version of the organisation notice (issue 31 item 6). */
export const organisationNoticeSchema = z.object({
  version: z.number().int().positive(),
  fileName: z.string(),
  publishedAt: isoTimestamp,
});
export type OrganisationNotice = z.infer<typeof organisationNoticeSchema>;

/**
 * The current notice and where the caller stands: `mustAcknowledge` is true for an active user who
 * has not acknowledged the current version yet (the screen after sign-in blocks until they do).
 */
export const noticeStatusResponse = z.object({
  notice: organisationNoticeSchema.nullable(),
  acknowledgedVersion: z.number().int().nullable(),
  mustAcknowledge: z.boolean(),
});
export type NoticeStatus = z.infer<typeof noticeStatusResponse>;

/** A confirmed PDF upload (purpose `organisation-notice`) becomes the next version. */
export const publishNoticeBody = z.strictObject({ uploadId: z.string().min(1).max(100) });

/** The version the caller read: acknowledging an older one than the current is refused (409). */
export const acknowledgeNoticeBody = z.strictObject({ version: idParam });

export const noticeDownloadResponse = z.object({ url: z.string() });

/** The screening record: the date of the last extract (never the document) and work with minors. */
export const screeningBody = z.strictObject({
  extractDate: isoDayOf(m.screening.dateInvalid).nullable(),
  worksWithMinors: z.boolean(),
});
export type ScreeningBody = z.infer<typeof screeningBody>;

export const screeningResponse = z.object({
  userId: z.number().int(),
  extractDate: z.string().nullable(),
  worksWithMinors: z.boolean(),
  /** The day the extract is three years old; null without a date. */
  expiresOn: z.string().nullable(),
});
export type Screening = z.infer<typeof screeningResponse>;
