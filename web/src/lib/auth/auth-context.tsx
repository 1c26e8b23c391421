import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { TOKEN_UPDATED_EVENT_DELAY_MS } from '../../../../shared/constants';
import { authMessages } from '../../../../shared/messages/auth';
import { genericMessages } from '../../../../shared/messages/generic';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { callRoute, onUnauthorized } from '../api/client';
import { isApiError } from '../api/errors';
import { apiRoutes } from '../api/routes';
import { clearDrafts, clearOtherUsersDrafts } from '../offline/drafts';
import { clearStoredSession, readStoredUser, STORAGE_KEYS, saveUser } from './session-storage';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export type AuthContextValue = {
  status: AuthStatus;
  user: CurrentUser | null;
  /** Takes the answer of a sign-in (login, invitation accepted): the cookie is already set. */
  signIn: (answer: { user: CurrentUser }) => void;
  signOut: () => Promise<void>;
  refreshUser: () => Promise<CurrentUser>;
};

/** The spec's name for it, kept although no token is stored any more. */
export const SESSION_UPDATED_EVENT = 'token-updated';

const AuthContext = createContext<AuthContextValue | null>(null);

export const authKeys = {
  all: ['auth'] as const,
  me: (userId: number) => [...authKeys.all, 'me', userId] as const,
};

const meQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: authKeys.me(userId),
    queryFn: ({ signal }) => callRoute(apiRoutes.auth.me, { signal }),
  });

/**
 * Session state of spec §4 over the HttpOnly cookie: the user remembered from an earlier visit is
 * confirmed by /api/auth/me (which also refreshes it, again on every window focus); logout or any
 * 401 forgets it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<CurrentUser | null>(readStoredUser);
  const [isSignedInHere, setIsSignedInHere] = useState(false);
  const me = useQuery({ ...meQueryOptions(user?.id ?? 0), enabled: user !== null });

  const dropSession = useCallback(() => {
    clearStoredSession();
    setUser(null);
    setIsSignedInHere(false);
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => onUnauthorized(dropSession), [dropSession]);

  useEffect(() => {
    if (isApiError(me.error, 401)) dropSession();
  }, [me.error, dropSession]);

  useEffect(() => {
    if (!me.data) return;
    saveUser(me.data);
    setUser(me.data);
  }, [me.data]);

  useEffect(() => {
    const syncAcrossTabs = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.user) return;
      setUser(readStoredUser());
    };
    window.addEventListener('storage', syncAcrossTabs);
    return () => window.removeEventListener('storage', syncAcrossTabs);
  }, []);

  const signIn = useCallback((answer: { user: CurrentUser }) => {
    void clearOtherUsersDrafts(answer.user.id).catch(() => undefined);
    saveUser(answer.user);
    setIsSignedInHere(true);
    setUser(answer.user);
    // Spec §4's signal to other parts of the page that the session changed.
    window.setTimeout(
      () => window.dispatchEvent(new Event(SESSION_UPDATED_EVENT)),
      TOKEN_UPDATED_EVENT_DELAY_MS,
    );
  }, []);

  const signOut = useCallback(async () => {
    try {
      await callRoute(apiRoutes.auth.logout);
    } catch {
      // The local session ends either way; an expired server session answers 401 here.
    }
    // Declarations kept offline (issue 35) leave the device with the user.
    await clearDrafts().catch(() => undefined);
    dropSession();
  }, [dropSession]);

  const refreshUser = useCallback(async () => {
    if (!user) throw new Error(genericMessages.unauthenticated);
    try {
      return await queryClient.fetchQuery(meQueryOptions(user.id));
    } catch (error) {
      if (isApiError(error, 401)) dropSession();
      throw new Error(authMessages.login.refreshFailed, { cause: error });
    }
  }, [queryClient, dropSession, user]);

  const status: AuthStatus = !user
    ? 'anonymous'
    : isSignedInHere || me.isFetched
      ? 'authenticated'
      : 'loading';

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: status === 'authenticated' ? user : null,
      signIn,
      signOut,
      refreshUser,
    }),
    [status, user, signIn, signOut, refreshUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth needs an AuthProvider');
  return context;
}

/** The signed-in user; only for components rendered behind the authentication guard. */
export function useCurrentUser(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
