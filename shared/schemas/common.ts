import { MAX_PAGE_SIZE } from '../constants';
import { genericMessages as m } from '../messages/generic';
import * as z from '../zod';

/** Shapes reused by many routes. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const isoTimestamp = z.iso.datetime({ offset: true });

/** A calendar day 'yyyy-mm-dd' that exists (no 2025-02-30), refused with the area's own Dutch message. */
export const isoDayOf = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message);
export const messageResponse = z.object({ message: z.string() });
export const okResponse = z.object({ success: z.literal(true) });

/** Error body every non-2xx answer carries. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

// Kept in shared/constants (no zod) so the web app's first view can page without loading zod.
export { MAX_PAGE_SIZE };

/**
 * The paging part of a list route's query: `cursor` is the opaque `nextCursor` of the previous
 * page; `limit` defaults per route and never exceeds `max` (≤ MAX_PAGE_SIZE).
 */
export const pageQuery = ({ defaultSize, max = MAX_PAGE_SIZE }: { defaultSize: number; max?: number }) => ({
  cursor: z
    .string({ error: m.invalidCursor })
    .max(1024, { error: m.invalidCursor })
    .regex(/^[A-Za-z0-9_-]+$/, { error: m.invalidCursor })
    .optional(),
  limit: z.coerce
    .number({ error: m.invalidPageLimit(max) })
    .int({ error: m.invalidPageLimit(max) })
    .min(1, { error: m.invalidPageLimit(max) })
    .max(max, { error: m.invalidPageLimit(max) })
    .optional()
    .default(defaultSize),
});

/** One page of a list: `nextCursor` is null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
