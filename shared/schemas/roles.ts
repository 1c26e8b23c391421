import { normalizeRole, ROLES, USER_TYPES } from '../permissions';
import { USER_STATUSES } from '../statuses';
import * as z from '../zod';

// Apart from users.ts so the session lookup every handler does (functions/repositories/sessions.ts)
// carries only these, not the user forms' IBAN and rijksregisternummer checks (ibantools, ~17 KB).

export const roleSchema = z.preprocess(normalizeRole, z.enum(ROLES));
export const userTypeSchema = z.preprocess(normalizeRole, z.enum(USER_TYPES));
export const userStatusSchema = z.enum(USER_STATUSES);
