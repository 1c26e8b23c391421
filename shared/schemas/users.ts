import { normalizeRole, ROLES, USER_TYPES } from '../permissions';
import { z } from '../zod';

export const roleSchema = z.preprocess(normalizeRole, z.enum(ROLES));
export const userTypeSchema = z.preprocess(normalizeRole, z.enum(USER_TYPES));
export const userStatusSchema = z.enum(['active', 'inactive', 'pending']);

/** A user as the API shows it. Passwords and hashes are never part of it. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  rijksregisterNummer: z.string().nullable(),
  bankAccount: z.string().nullable(),
  skills: z.string().nullable(),
  diploma: z.string().nullable(),
  notes: z.string().nullable(),
  type: userTypeSchema.nullable(),
  customType: z.string().nullable(),
  status: userStatusSchema,
  role: roleSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
