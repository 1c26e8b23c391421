import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { User } from '../../../../shared/schemas/users';
import { callRoute, onUnauthorized } from '../api/client';
import { isApiError } from '../api/errors';
import { apiRoutes } from '../api/routes';
import {
  clearStoredSession,
  readStoredSession,
  readStoredToken,
  STORAGE_KEYS,
  type StoredSession,
  saveSession,
  saveUser,
} from './session-storage';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export type AuthContextValue = {
  status: AuthStatus;
  user: User | null;
  signIn: (session: StoredSession) => void;
  signOut: () => Promise<void>;
  refreshUser: () => Promise<User>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export const authKeys = {
  all: ['auth'] as const,
  me: (token: string) => [...authKeys.all, 'me', token] as const,
};

const meQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.me(token),
    queryFn: ({ signal }) => callRoute(apiRoutes.auth.me, { signal }),
  });

/**
 * Session state of spec §4: read from storage at start-up, confirmed by /api/auth/me (which also
 * refreshes the stored user, again on every window focus), cleared on logout or on any 401.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<StoredSession | null>(readStoredSession);
  const [signedInToken, setSignedInToken] = useState<string | null>(null);
  const me = useQuery({ ...meQueryOptions(session?.token ?? ''), enabled: Boolean(session) });

  const dropSession = useCallback(() => {
    clearStoredSession();
    setSession(null);
    setSignedInToken(null);
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => onUnauthorized(dropSession), [dropSession]);

  useEffect(() => {
    if (isApiError(me.error, 401)) dropSession();
  }, [me.error, dropSession]);

  useEffect(() => {
    if (!me.data) return;
    saveUser(me.data);
    setSession((current) => (current ? { ...current, user: me.data } : current));
  }, [me.data]);

  useEffect(() => {
    const syncAcrossTabs = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
      setSession(readStoredSession());
    };
    window.addEventListener('storage', syncAcrossTabs);
    return () => window.removeEventListener('storage', syncAcrossTabs);
  }, []);

  const signIn = useCallback((next: StoredSession) => {
    saveSession(next);
    setSignedInToken(next.token);
    setSession(next);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await callRoute(apiRoutes.auth.logout);
    } catch {
      // The local session ends either way; an expired server session answers 401 here.
    }
    dropSession();
  }, [dropSession]);

  const refreshUser = useCallback(async () => {
    const token = readStoredToken();
    if (!token) throw new Error(messages.login.noToken);
    try {
      return await queryClient.fetchQuery(meQueryOptions(token));
    } catch (error) {
      if (isApiError(error, 401)) dropSession();
      throw new Error(messages.login.refreshFailed, { cause: error });
    }
  }, [queryClient, dropSession]);

  const status: AuthStatus = !session
    ? 'anonymous'
    : session.token === signedInToken || me.isFetched
      ? 'authenticated'
      : 'loading';

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: status === 'authenticated' ? (session?.user ?? null) : null,
      signIn,
      signOut,
      refreshUser,
    }),
    [status, session, signIn, signOut, refreshUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth needs an AuthProvider');
  return context;
}

/** The signed-in user; only for components rendered behind the authentication guard. */
export function useCurrentUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
