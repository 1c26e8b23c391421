import { loginResponse } from '../schemas/auth';
import {
  loginMfaBody,
  mfaStatusResponse,
  sessionIdParams,
  sessionListResponse,
  totpConfirmBody,
  totpConfirmResponse,
  totpStartResponse,
} from '../schemas/auth-mfa';
import { messageResponse } from '../schemas/common';
import { userIdParams } from '../schemas/users';
import { defineRoute, PASSWORD_ROUTE_THROTTLE } from './define';

/** Two-step sign-in (issue 22): the second step, enrolment, the caller's sessions, an admin's reset. */
export const mfaRoutes = {
  loginMfa: defineRoute({
    id: 'login-mfa',
    area: 'auth',
    method: 'POST',
    path: '/api/login/mfa',
    access: 'public',
    summary:
      'The second step of a sign-in: the challenge with an authenticator code or a recovery code; opens the session.',
    body: loginMfaBody,
    response: loginResponse,
    throttle: PASSWORD_ROUTE_THROTTLE,
    uses: { tables: ['settings'], writes: ['users', 'sessions'], encryptionKey: true },
  }),
  status: defineRoute({
    id: 'auth-mfa-status',
    area: 'auth',
    method: 'GET',
    path: '/api/auth/mfa',
    access: 'authenticated',
    summary: "The caller's second factors (never a secret), whether the policy requires one.",
    response: mfaStatusResponse,
    duringEnrolment: true,
    uses: { tables: ['users', 'settings'] },
  }),
  totpStart: defineRoute({
    id: 'auth-mfa-totp-start',
    area: 'auth',
    method: 'POST',
    path: '/api/auth/mfa/totp/start',
    access: 'authenticated',
    summary:
      'A fresh authenticator secret as an otpauth URI, a QR code (SVG) and a manual key; kept encrypted until confirmed.',
    response: totpStartResponse,
    duringEnrolment: true,
    uses: { tables: ['settings'], writes: ['users'], encryptionKey: true },
  }),
  totpConfirm: defineRoute({
    id: 'auth-mfa-totp-confirm',
    area: 'auth',
    method: 'POST',
    path: '/api/auth/mfa/totp/confirm',
    access: 'authenticated',
    summary:
      'Activates the pending secret with a code from the app; answers 10 single-use recovery codes, once.',
    body: totpConfirmBody,
    response: totpConfirmResponse,
    duringEnrolment: true,
    uses: { writes: ['users', 'sessions'], encryptionKey: true },
  }),
  sessions: defineRoute({
    id: 'auth-sessions',
    area: 'auth',
    method: 'GET',
    path: '/api/auth/sessions',
    access: 'authenticated',
    summary: "The caller's active sessions, the current one marked.",
    response: sessionListResponse,
    uses: {},
  }),
  endSession: defineRoute({
    id: 'auth-session-end',
    area: 'auth',
    method: 'DELETE',
    path: '/api/auth/sessions/{id}',
    access: 'authenticated',
    summary: 'Ends one of the caller’s own sessions.',
    params: sessionIdParams,
    response: messageResponse,
    uses: { writes: ['sessions'] },
  }),
  resetOfUser: defineRoute({
    id: 'users-mfa-reset',
    area: 'auth',
    method: 'POST',
    path: '/api/users/{id}/mfa/reset',
    access: 'administer',
    summary: "An admin removes another user's second factors (audited); that user's sessions end.",
    params: userIdParams,
    response: messageResponse,
    uses: { writes: ['users', 'sessions', 'audit'] },
  }),
};
