import { authMessages } from '../messages/auth';
import * as z from '../zod';
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

export const loginResponse = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponse>;

export const healthResponse = z.object({ status: z.literal('ok') });

/** Settings the sign-in screen may show before anyone is signed in. */
export const publicSettingsResponse = z.object({
  organizationName: z.string().nullable(),
  loginTitle: z.string().nullable(),
  loginSubtitle: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsResponse>;
