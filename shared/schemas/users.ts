import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { authMessages } from '../messages/auth';
import { volunteerMessages } from '../messages/volunteers';
import { isValidIban, normalizeIban } from '../validation/iban';
import { isValidRijksregisternummer, normalizeRijksregisternummer } from '../validation/rijksregisternummer';
import * as z from '../zod';
import { idParam, pageOf, pageQuery } from './common';
import { roleSchema, userStatusSchema, userTypeSchema } from './roles';

const m = volunteerMessages.volunteers;

export { roleSchema, userStatusSchema, userTypeSchema };

/** A user as the API shows it. Passwords and hashes are never part of it; the RRN is masked unless an admin asked for it. */
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
  /** Issue 31 item 6: the organisation notice version this user acknowledged (null: none yet). */
  noticeVersion: z.number().int().nullable().optional(),
  /** The date of the last extract of the criminal record (596.2 / VOG); only for who may manage users. */
  screeningDate: z.string().nullable().optional(),
  worksWithMinors: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** Free text the form may leave empty: trimmed, and '' becomes null. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z.string().max(max).nullable().optional().default(null),
  );

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

const passwordField = z
  .string({ error: m.credentialsRequired })
  .min(PASSWORD_MIN_LENGTH, authMessages.password.tooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.password.tooLong);

const ibanField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  z.string().refine(isValidIban, m.invalidIban).transform(normalizeIban).nullable().optional().default(null),
);

const rijksregisterField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  z
    .string()
    .refine(isValidRijksregisternummer, m.invalidRijksregisternummer)
    .transform(normalizeRijksregisternummer)
    .nullable()
    .optional(),
);

/** The spec's forms may send the Dutch field names; the API speaks one language. */
function acceptDutchNames(value: unknown) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { voornaam, achternaam, ...rest } = value as Record<string, unknown>;
  return {
    ...rest,
    ...(rest.firstName === undefined && voornaam !== undefined ? { firstName: voornaam } : {}),
    ...(rest.lastName === undefined && achternaam !== undefined ? { lastName: achternaam } : {}),
  };
}

const profileShape = {
  firstName: requiredText(m.namesAndEmailRequired),
  lastName: requiredText(m.namesAndEmailRequired),
  email: z
    .string({ error: m.namesAndEmailRequired })
    .trim()
    .min(1, m.namesAndEmailRequired)
    .max(254, m.invalidEmail)
    .pipe(z.email(m.invalidEmail)),
  phone: optionalText(50),
  address: optionalText(300),
  rijksregisterNummer: rijksregisterField,
  bankAccount: ibanField,
  skills: optionalText(2000),
  diploma: optionalText(300),
  notes: optionalText(5000),
  type: z.preprocess(
    (value) => (value === '' ? null : value),
    userTypeSchema.nullable().optional().default(null),
  ),
  customType: optionalText(200),
  status: userStatusSchema.optional().default('active'),
  role: roleSchema.optional().default('vrijwilliger'),
};

const requireCustomTypeForOverige = (
  user: { type?: string | null; customType: string | null },
  ctx: z.RefinementCtx,
) => {
  if (user.type === 'overige' && !user.customType) {
    ctx.addIssue({ code: 'custom', path: ['customType'], message: m.customTypeRequired });
  }
};

/**
 * Issue 37 item 10: a new volunteer is either invited (no password; the account stays pending until
 * they accept and choose one) or gets a password now (active at once, or the status chosen).
 */
const requirePasswordOrInvitation = (
  user: { invite: boolean; password?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (user.invite && user.password) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: m.invitationWithoutPassword });
  }
  if (!user.invite && !user.password) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: m.passwordOrInvitation });
  }
};

export const createUserBody = z.preprocess(
  acceptDutchNames,
  z
    .strictObject({
      username: requiredText(m.credentialsRequired),
      password: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        passwordField.optional(),
      ),
      /** Send an invitation instead of setting a password (the account is pending until accepted). */
      invite: z.boolean().optional().default(false),
      ...profileShape,
    })
    .superRefine(requireCustomTypeForOverige)
    .superRefine(requirePasswordOrInvitation),
);
export type CreateUserBody = z.infer<typeof createUserBody>;

/** On edit an empty password means "keep the current one" (spec §5). */
export const updateUserBody = z.preprocess(
  acceptDutchNames,
  z
    .strictObject({
      username: requiredText(m.credentialsRequired),
      password: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        passwordField.optional(),
      ),
      ...profileShape,
      // Left out of an edit, these keep their current values instead of a new volunteer's defaults.
      type: z.preprocess((value) => (value === '' ? null : value), userTypeSchema.nullable().optional()),
      status: userStatusSchema.optional(),
      role: roleSchema.optional(),
    })
    .superRefine(requireCustomTypeForOverige),
);
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const userIdParams = z.strictObject({ id: idParam });

/**
 * A page of users with the spec's filters. The list is also the portal's name directory (names on
 * declarations, recipients, sharing): ask `limit=200` and follow `nextCursor` for every name.
 */
export const listUsersQuery = z.strictObject({
  ...pageQuery({ defaultSize: 50 }),
  role: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), roleSchema.optional()),
  status: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    userStatusSchema.optional(),
  ),
  search: z.string().trim().max(100).optional(),
});

export const usersPage = pageOf(userSchema);

export const updateUserResponse = userSchema.extend({
  requireRelogin: z.boolean(),
  message: z.string(),
});

export const rijksregisternummerResponse = z.object({ rijksregisterNummer: z.string().nullable() });

export const changePasswordBody = z.strictObject({ newPassword: passwordField });

export const resetLinkResponse = z.object({
  resetLink: z.string(),
  userName: z.string(),
  message: z.string(),
});

/**
 * An invitation or reset link as the SPA sends it: the user id from the link's path and the secret
 * from its fragment (`/invite/12#token=…`), in a POST body so neither CloudFront's nor API Gateway's
 * logs ever hold the secret (issue 38, item 13).
 */
export const accountLinkBody = z.strictObject({ userId: idParam, token: z.string().min(1).max(200) });
export const inviteVerifyResponse = z.object({ firstName: z.string().nullable() });
export const acceptInviteBody = accountLinkBody.extend({ password: passwordField });

export const verifyResetResponse = z.object({ valid: z.literal(true), firstName: z.string().nullable() });
export const resetPasswordBody = accountLinkBody.extend({ newPassword: passwordField });
export const requestResetBody = z.strictObject({
  usernameOrEmail: z
    .string({ error: volunteerMessages.reset.requestRequired })
    .trim()
    .min(1, volunteerMessages.reset.requestRequired)
    .max(254, volunteerMessages.reset.requestRequired),
});
