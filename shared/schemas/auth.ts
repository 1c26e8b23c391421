import { authMessages } from '../messages/auth';
import * as z from '../zod';
import { mfaChallengeResponse } from './auth-mfa';
import { userSchema } from './users';

const required = { error: authMessages.login.required };

export const loginBody = z.strictObject({
  username: z
    .string(required)
    .trim()
    .min(1, authMessages.login.required)
    .max(200, authMessages.login.required),
  password: z.string(required).min(1, authMessages.login.required).max(1024, authMessages.login.required),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * What the signed-in user may see of themselves in every answer and in the browser's storage (issue
 * 38): who they are and what they may do, never what a manager noted about them, nor their IBAN,
 * address, phone or rijksregisternummer (those only on their own profile, `ownProfileSchema`).
 */
export const ownUserSchema = userSchema.pick({
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  type: true,
  customType: true,
  status: true,
  role: true,
});
export type OwnUser = z.infer<typeof ownUserSchema>;

/** The signed-in user's own contact and bank details, fetched by their profile when it is opened. */
export const ownProfileSchema = userSchema
  .pick({
    id: true,
    username: true,
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    address: true,
    bankAccount: true,
  })
  .extend({
    /** Issue 37: a short mail when something concerns them (a declaration reviewed, a family assigned). */
    notificationMails: z.boolean(),
  });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** The signed-in user's own choices on their profile page. */
export const ownPreferencesBody = z.strictObject({ notificationMails: z.boolean() });
export type OwnPreferencesBody = z.infer<typeof ownPreferencesBody>;

/**
 * The signed-in user as the web app keeps it (only `ownUserSchema`'s fields): with when they signed
 * in before this session (null on their first sign-in, so the dashboard welcomes rather than welcomes
 * back).
 */
export const currentUserSchema = ownUserSchema.extend({
  previousSignInAt: z.string().nullable(),
  /** The session may only set up a second factor (the web app shows nothing else until it is done). */
  enrolmentRequired: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A session was opened: the token (also set as the cookie) and the user. */
export const loginSessionResponse = z.object({ token: z.string(), user: currentUserSchema });
export type LoginSessionResponse = z.infer<typeof loginSessionResponse>;

/** A session, or (the user has a second factor) a challenge for `POST /api/login/mfa`. */
export const loginResponse = z.union([loginSessionResponse, mfaChallengeResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** The password again, before a sensitive action (reading a full RRN, changing one's own password or e-mail). */
export const reauthenticateBody = z.strictObject({
  password: z.string(required).min(1, authMessages.login.required).max(1024, authMessages.login.required),
});
export type ReauthenticateBody = z.infer<typeof reauthenticateBody>;

export const reauthenticateResponse = z.object({
  message: z.string(),
  /** Until when sensitive actions are open without asking again (ISO 8601). */
  validUntil: z.string(),
});
export type ReauthenticateResponse = z.infer<typeof reauthenticateResponse>;

/** The public settings moved to the settings schemas (issue 20); re-exported for existing importers. */
export { type PublicSettings, publicSettingsResponse } from './settings';
