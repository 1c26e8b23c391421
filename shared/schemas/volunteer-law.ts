import { volunteerLawMessages } from '../messages/volunteer-law';
import { parseCents, parseFixed } from '../money';
import { LAW_REGIMES, type LawRegime, VEHICLES, type Vehicle } from '../statuses';
import * as z from '../zod';
import { idParam, isoDayOf } from './common';

const m = volunteerLawMessages.volunteerLaw;

export { LAW_REGIMES, type LawRegime, VEHICLES, type Vehicle };

const day = isoDayOf(m.figuresInvalid);
const euro = z
  .string({ error: m.figuresInvalid })
  .trim()
  .refine((text) => (parseCents(text) ?? 0) > 0, { error: m.figuresInvalid });
const ratePerKm = z
  .string({ error: m.figuresInvalid })
  .trim()
  .refine((text) => (parseFixed(text, 4) ?? 0) > 0, { error: m.figuresInvalid });

export const lawYearFiguresSchema = z.strictObject({
  year: z.number({ error: m.figuresInvalid }).int().min(2000).max(2200),
  /** Euro as a decimal string ("41.48"). */
  dayCeiling: euro,
  yearCeiling: euro,
  /** Kilometres of real transport costs allowed on top of a flat allowance in that year. */
  transportKm: z.number({ error: m.figuresInvalid }).int().min(0).max(100_000),
});
export type LawYearFigures = z.infer<typeof lawYearFiguresSchema>;

export const mileageCapSchema = z
  .strictObject({
    from: day,
    to: day,
    /** Euro per km as a decimal string with up to 4 decimals ("0.4269"). */
    car: ratePerKm,
    bicycle: ratePerKm,
  })
  .refine((cap) => cap.from <= cap.to, { error: m.figuresInvalid });
export type MileageCap = z.infer<typeof mileageCapSchema>;

/** The settings table of the law's figures: ceilings per year and kilometre caps per period, with their source. */
export const lawFiguresSchema = z
  .strictObject({
    source: z.string({ error: m.figuresInvalid }).trim().min(1, { error: m.figuresInvalid }).max(2000),
    years: z.array(lawYearFiguresSchema).min(1, { error: m.figuresInvalid }).max(100),
    mileageCaps: z.array(mileageCapSchema).min(1, { error: m.figuresInvalid }).max(400),
  })
  .superRefine((figures, ctx) => {
    const seen = new Set<number>();
    for (const year of figures.years) {
      if (seen.has(year.year)) ctx.addIssue({ code: 'custom', message: m.figuresDuplicateYear(year.year) });
      seen.add(year.year);
    }
    const caps = [...figures.mileageCaps].sort((a, b) => a.from.localeCompare(b.from));
    for (let index = 1; index < caps.length; index += 1) {
      if ((caps[index]?.from ?? '') <= (caps[index - 1]?.to ?? ''))
        ctx.addIssue({ code: 'custom', message: m.figuresOverlap });
    }
  })
  .transform((figures) => ({
    ...figures,
    years: [...figures.years].sort((a, b) => a.year - b.year),
    mileageCaps: [...figures.mileageCaps].sort((a, b) => a.from.localeCompare(b.from)),
  }));
export type LawFigures = z.infer<typeof lawFiguresSchema>;

/** The figures that apply on one day, in whole units, and why they may be a fallback. */
export const appliedLawFiguresSchema = z.object({
  date: z.string(),
  /** The year whose ceilings apply (another year than the date's when that one is missing). */
  figuresYear: z.number().int(),
  dayCeiling: z.string(),
  yearCeiling: z.string(),
  transportKm: z.number().int(),
  /** The kilometre caps that apply and the period they were published for. */
  carCap: z.string(),
  bicycleCap: z.string(),
  capFrom: z.string(),
  capTo: z.string(),
  source: z.string(),
  /** Set when the date's year or period is missing and the last known figure applies instead. */
  warning: z.string().nullable(),
});
export type AppliedLawFigures = z.infer<typeof appliedLawFiguresSchema>;

export const lawFiguresQuery = z.strictObject({ date: isoDayOf(m.figuresInvalid).optional() });

/** What a volunteer received in a year under the law, from the counters kept on approval. */
export const lawTotalsSchema = z.object({
  userId: z.number().int(),
  year: z.number().int(),
  regime: z.enum(LAW_REGIMES),
  /** True when the regime was chosen on the profile, false when it is the settings' default. */
  isRegimeChosen: z.boolean(),
  /** The regime can no longer change: an allowance of this year is approved. */
  isRegimeLocked: z.boolean(),
  otherOrganisationsAmount: z.string(),
  allowanceTotal: z.string(),
  allowanceDays: z.array(z.object({ date: z.string(), amount: z.string() })),
  transportKm: z.number(),
  version: z.number().int(),
});
export type LawTotals = z.infer<typeof lawTotalsSchema>;

export const lawYearParams = z.strictObject({
  id: idParam,
  year: z.coerce.number().int().min(2000).max(2200),
});

/**
 * A volunteer's days of activity of a year (a day with a guidance session they logged or were named
 * in, issue 33), oldest first, each with the flat allowance already claimed for it: `approved`,
 * `pending` (declared, not yet decided) or null. The allowance form offers them.
 */
export const activityDaysSchema = z.object({
  userId: z.number().int(),
  year: z.number().int(),
  days: z.array(z.object({ date: z.string(), claim: z.enum(['approved', 'pending']).nullable() })),
});
export type ActivityDays = z.infer<typeof activityDaysSchema>;

export const lawProfileBody = z.strictObject({
  regime: z.enum(LAW_REGIMES),
  otherOrganisationsAmount: z
    .union([z.string(), z.number()], { error: m.otherAmountInvalid })
    .transform((value, ctx) => {
      const cents = String(value).trim() === '' ? 0 : parseCents(value);
      if (cents === null || cents > 10_000_000) {
        ctx.addIssue({ code: 'custom', message: m.otherAmountInvalid });
        return z.NEVER;
      }
      return cents;
    }),
  /** The `version` of the totals the screen showed (0 when none were stored yet). */
  expectedVersion: z.number().int().min(0),
});
export type LawProfileBody = z.infer<typeof lawProfileBody>;

/** What the review screen shows before an approval: totals now, after this approval, and what is over. */
export const lawCheckSchema = z.object({
  applies: z.boolean(),
  regime: z.enum(LAW_REGIMES),
  figures: appliedLawFiguresSchema,
  dayTotal: z.string(),
  yearTotal: z.string(),
  otherOrganisationsAmount: z.string(),
  transportKm: z.number(),
  dayTotalAfter: z.string(),
  yearTotalAfter: z.string(),
  transportKmAfter: z.number(),
  /** Dutch sentences naming each ceiling this approval would pass and by how much; empty when it fits. */
  overCeilings: z.array(z.string()),
  /** What an admin may approve within the ceilings (the allowance part), or null when it all fits. */
  approvableAllowance: z.string().nullable(),
  /** The whole amount (allowance and the transport that still fits) an admin's partial approval would approve, or null. */
  approvableAmount: z.string().nullable(),
  warning: z.string().nullable(),
});
export type LawCheck = z.infer<typeof lawCheckSchema>;
