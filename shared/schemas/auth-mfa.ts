import { authMessages } from '../messages/auth';
import { ROLES } from '../permissions';
import * as z from '../zod';

/** How long the second step of a sign-in may take. */
export const MFA_CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge accepts before it ends (the sign-in limits count them too). */
export const MFA_CHALLENGE_MAX_FAILURES = 5;
/** Recovery codes handed out at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** The setting naming the roles that must use a second factor; absent means the default (shared/policies/second-factor.ts). */
export const SECOND_FACTOR_ROLES_SETTING = 'secondFactorRoles';
/** The setting's stored value: a JSON array of roles (`[]` = nobody must). */
export const secondFactorRolesValue = z.array(z.enum(ROLES));

const codeMessage = { error: authMessages.mfa.codeFormat };
/** Six digits from an authenticator app; spaces people type in between are dropped. */
export const totpCode = z
  .string(codeMessage)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, authMessages.mfa.codeFormat));

/** A recovery code as shown (`xxxxx-xxxxx`), case and spacing forgiven. */
export const recoveryCode = z
  .string({ error: authMessages.mfa.recoveryCodeFormat })
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, authMessages.mfa.recoveryCodeFormat));

/** A WebAuthn JSON object from the browser, checked by @simplewebauthn/server. */
const webauthnJson = z.record(z.string(), z.unknown());

/** The second factors a challenge may be answered with. */
export const MFA_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** The answer of `POST /api/login` when the password was right and a second step is needed. */
export const mfaChallengeResponse = z.object({
  mfaRequired: z.literal(true),
  /** Opaque; sent back with the code to `POST /api/login/mfa`. */
  challenge: z.string(),
  methods: z.array(z.enum(MFA_METHODS)),
  /** When the challenge ends (ISO 8601). */
  expiresAt: z.string(),
  /** WebAuthn request options (PublicKeyCredentialRequestOptionsJSON) when the user has passkeys. */
  passkeyOptions: z.record(z.string(), z.unknown()).optional(),
});
export type MfaChallengeResponse = z.infer<typeof mfaChallengeResponse>;

export const loginMfaBody = z
  .strictObject({
    challenge: z.string({ error: authMessages.mfa.challengeExpired }).min(1).max(100),
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
    /** A WebAuthn assertion (AuthenticationResponseJSON) from `navigator.credentials.get`. */
    passkey: webauthnJson.optional(),
  })
  .refine(
    (body) =>
      [body.code, body.recoveryCode, body.passkey].filter((proof) => proof !== undefined).length === 1,
    {
      message: authMessages.mfa.codeRequired,
      path: ['code'],
    },
  );
export type LoginMfaBody = z.infer<typeof loginMfaBody>;

export const totpStartResponse = z.object({
  /** The otpauth:// URI the QR code holds. */
  otpauthUri: z.string(),
  /** The same secret in base32, for typing into an app by hand. */
  manualKey: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type TotpStartResponse = z.infer<typeof totpStartResponse>;

export const totpConfirmBody = z.strictObject({ code: totpCode });
export type TotpConfirmBody = z.infer<typeof totpConfirmBody>;

export const totpConfirmResponse = z.object({
  message: z.string(),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type TotpConfirmResponse = z.infer<typeof totpConfirmResponse>;

/** What the 'Beveiliging' page shows of the caller's second factors (never a secret). */
export const mfaStatusResponse = z.object({
  totp: z.object({ enabled: z.boolean(), enabledAt: z.string().nullable() }),
  recoveryCodesLeft: z.number().int(),
  /** The policy names the caller's role. */
  required: z.boolean(),
  /** This session may do nothing else until a second factor is set up. */
  enrolmentRequired: z.boolean(),
  passkeys: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.string() })),
});

/** WebAuthn creation options (PublicKeyCredentialCreationOptionsJSON) for `navigator.credentials.create`. */
export const passkeyOptionsResponse = z.record(z.string(), z.unknown());
export const passkeyRegisterBody = z.strictObject({
  response: webauthnJson,
  name: z.string().trim().max(60).optional(),
});
export const passkeyIdParams = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,1024}$/, authMessages.mfa.passkeyNotFound),
});
export type MfaStatusResponse = z.infer<typeof mfaStatusResponse>;

/** One of the caller's sessions; `id` is a short public handle, not the token or its hash. */
export const sessionSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  rememberMe: z.boolean(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionListResponse = z.object({ items: z.array(sessionSummarySchema) });

export const sessionIdParams = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{16}$/, authMessages.mfa.sessionNotFound),
});
