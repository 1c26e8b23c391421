import * as z from '../zod';

/** Shapes reused by many routes. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const isoTimestamp = z.iso.datetime({ offset: true });
export const messageResponse = z.object({ message: z.string() });
export const okResponse = z.object({ success: z.literal(true) });

/** Error body every non-2xx answer carries. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
