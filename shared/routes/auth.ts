import {
  currentUserSchema,
  loginBody,
  loginResponse,
  ownPreferencesBody,
  ownProfileSchema,
  reauthenticateBody,
  reauthenticateResponse,
} from '../schemas/auth';
import { messageResponse } from '../schemas/common';
import { defineRoute, PASSWORD_CLIENT_LIMIT, PASSWORD_ROUTE_THROTTLE } from './define';

export const authRoutes = {
  login: defineRoute({
    id: 'login',
    area: 'auth',
    method: 'POST',
    path: '/api/login',
    access: 'public',
    summary: 'Sign in with username and password; answers a token and sets the session cookie.',
    body: loginBody,
    response: loginResponse,
    throttle: PASSWORD_ROUTE_THROTTLE,
    // settings: the second-factor policy; users: the second factors beside the profile.
    uses: { tables: ['users', 'settings'], writes: ['sessions', 'audit'] },
  }),
  me: defineRoute({
    id: 'auth-me',
    area: 'auth',
    method: 'GET',
    path: '/api/auth/me',
    access: 'authenticated',
    summary: 'The signed-in user.',
    response: currentUserSchema,
    duringEnrolment: true,
    uses: { tables: ['users'] },
  }),
  profile: defineRoute({
    id: 'auth-profile',
    area: 'auth',
    method: 'GET',
    path: '/api/auth/profile',
    access: 'authenticated',
    summary: "The signed-in user's own contact and bank details (IBAN, address), for their profile page.",
    response: ownProfileSchema,
    uses: { tables: ['users'] },
  }),
  preferences: defineRoute({
    id: 'auth-preferences',
    area: 'auth',
    method: 'PUT',
    path: '/api/auth/preferences',
    access: 'authenticated',
    summary:
      "The signed-in user's own choices (issue 37: whether they get a mail when their declaration is reviewed or a family is assigned to them).",
    body: ownPreferencesBody,
    response: ownProfileSchema,
    uses: { writes: ['users'] },
  }),
  reauthenticate: defineRoute({
    id: 'auth-reauthenticate',
    area: 'auth',
    method: 'POST',
    path: '/api/auth/reauthenticate',
    access: 'authenticated',
    summary:
      'Confirm the password again: opens sensitive actions (full RRN, own password or e-mail) for 5 minutes.',
    body: reauthenticateBody,
    response: reauthenticateResponse,
    duringEnrolment: true,
    // Checks a password like the sign-in: one address gets the same share.
    clientLimit: PASSWORD_CLIENT_LIMIT,
    uses: { tables: ['users'], writes: ['sessions'] },
  }),
  logout: defineRoute({
    id: 'logout',
    area: 'auth',
    method: 'POST',
    path: '/api/logout',
    access: 'authenticated',
    summary: 'Revoke the current session and clear the cookie.',
    response: messageResponse,
    duringEnrolment: true,
    uses: { tables: ['users'], writes: ['sessions'] },
  }),
};
