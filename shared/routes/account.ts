import { loginResponse } from '../schemas/auth';
import { messageResponse } from '../schemas/common';
import {
  acceptInviteBody,
  accountLinkBody,
  inviteVerifyResponse,
  requestResetBody,
  resetPasswordBody,
  verifyResetResponse,
} from '../schemas/users';
import { defineRoute, PASSWORD_ROUTE_THROTTLE } from './define';

/**
 * The public account screens: activation by invitation, forgot password and reset by link. A link's
 * secret never travels in a URL path: the mailed link carries it after `#` and the screen posts it in
 * the body (tests/unit/registry-secrets.test.ts).
 */
export const accountRoutes = {
  verifyInvite: defineRoute({
    id: 'invite-verify',
    area: 'account',
    method: 'POST',
    path: '/api/invite/verify',
    access: 'public',
    summary:
      'Check an invitation link (user id and token in the body); answers the first name for the welcome.',
    body: accountLinkBody,
    response: inviteVerifyResponse,
    // Writes only the per-address count of invalid links (rate limit), nothing the link is about.
    uses: { tables: ['users'], writes: ['sessions'] },
  }),
  acceptInvite: defineRoute({
    id: 'invite-accept',
    area: 'account',
    method: 'POST',
    path: '/api/invite/accept',
    access: 'public',
    summary: 'Choose a password with an invitation link; activates the account and signs in.',
    body: acceptInviteBody,
    response: loginResponse,
    throttle: PASSWORD_ROUTE_THROTTLE,
    // settings: the second-factor policy decides whether the new session must enrol first.
    uses: { tables: ['settings'], writes: ['users', 'sessions', 'activity', 'statistics'] },
  }),
  requestReset: defineRoute({
    id: 'request-password-reset',
    area: 'account',
    method: 'POST',
    path: '/api/request-password-reset',
    access: 'public',
    summary:
      'Forgot password: mails a 30-minute reset link; the answer never tells whether the account exists.',
    body: requestResetBody,
    response: messageResponse,
    throttle: PASSWORD_ROUTE_THROTTLE,
    // The mail itself is sent by the account-mail worker.
    uses: { tables: ['users'], writes: ['sessions'], enqueues: ['account-mail'] },
  }),
  verifyReset: defineRoute({
    id: 'verify-reset-token',
    area: 'account',
    method: 'POST',
    path: '/api/verify-reset-token',
    access: 'public',
    summary: 'Check a reset link (user id and token in the body).',
    body: accountLinkBody,
    response: verifyResetResponse,
    // Writes only the per-address count of invalid links (rate limit), nothing the link is about.
    uses: { tables: ['users'], writes: ['sessions'] },
  }),
  resetPassword: defineRoute({
    id: 'reset-password',
    area: 'account',
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    summary:
      'Set a new password with a reset link (user id and token in the body); ends every session of the user.',
    body: resetPasswordBody,
    response: messageResponse,
    throttle: PASSWORD_ROUTE_THROTTLE,
    // account-mail: the user is told by mail that their password changed.
    uses: { writes: ['users', 'sessions', 'statistics', 'audit'], enqueues: ['account-mail'] },
  }),
};
