import * as z from '../zod';
import { idParam, pageOf, pageQuery } from './common';

/**
 * Issue 31 item 5: the nominative list of flat allowances per calendar year (volunteer, day, amount,
 * kilometres) and each volunteer's yearly statement (attest). Kept on approval, read by key and Query.
 */
export const registerYearParams = z.strictObject({ year: z.coerce.number().int().min(2000).max(2200) });
export const statementParams = registerYearParams.extend({ id: idParam });

/** One approved flat allowance: a day of activity of one volunteer. */
export const registerLineSchema = z.object({
  userId: z.number().int(),
  volunteerName: z.string(),
  date: z.string(),
  declarationId: z.number().int(),
  /** The flat allowance in euro, a decimal string. */
  amount: z.string(),
  /** Transport kilometres reimbursed on top of it. */
  kilometers: z.number(),
});
export type RegisterLine = z.infer<typeof registerLineSchema>;

export const registerTotalsSchema = z.object({
  amount: z.string(),
  kilometers: z.number(),
  days: z.number().int(),
});

/** One volunteer's totals of the year: every approved allowance of theirs, not only the page's. */
export const registerVolunteerTotalsSchema = registerTotalsSchema.extend({
  userId: z.number().int(),
  volunteerName: z.string(),
});
export type RegisterVolunteerTotals = z.infer<typeof registerVolunteerTotalsSchema>;

/**
 * A page of the year's list, by volunteer then day, with the year's totals (kept on write, one item)
 * and the year's totals of each volunteer on the page (their counters, kept on write too).
 */
export const registerPage = pageOf(registerLineSchema).extend({
  year: z.number().int(),
  totals: registerTotalsSchema,
  volunteerTotals: z.array(registerVolunteerTotalsSchema),
});
export type RegisterPage = z.infer<typeof registerPage>;

export const registerQuery = z.strictObject({ ...pageQuery({ defaultSize: 100 }) });

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
