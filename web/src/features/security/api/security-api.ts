import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

export const securityKeys = {
  all: ['security'] as const,
  status: () => [...securityKeys.all, 'status'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  profile: () => [...securityKeys.all, 'profile'] as const,
};

/**
 * The caller's own contact and bank details, fetched when the page opens: they are not part of the
 * user the app keeps in storage (issue 38), and are not cached once the page is left.
 */
export function useOwnProfile() {
  return useQuery({
    queryKey: securityKeys.profile(),
    queryFn: ({ signal }) => callRoute(apiRoutes.auth.profile, { signal }),
    gcTime: 0,
  });
}

/** Issue 37: whether the caller gets a mail when their declaration is reviewed or a family is assigned to them. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationMails: boolean) =>
      callRoute(apiRoutes.auth.preferences, { body: { notificationMails } }),
    onSuccess: (profile) => queryClient.setQueryData(securityKeys.profile(), profile),
  });
}

/** The caller's second factors (never a secret) and whether the policy requires one. */
export function useSecondFactorStatus() {
  return useQuery({
    queryKey: securityKeys.status(),
    queryFn: ({ signal }) => callRoute(apiRoutes.mfa.status, { signal }),
  });
}

/** A fresh secret: otpauth URI, QR code (SVG) and the manual key. */
export function useStartTotp() {
  return useMutation({ mutationFn: () => callRoute(apiRoutes.mfa.totpStart) });
}

/** Activates the pending secret with a code; answers the recovery codes once. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callRoute(apiRoutes.mfa.totpConfirm, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.status() }),
  });
}

export function useOwnSessions() {
  return useQuery({
    queryKey: securityKeys.sessions(),
    queryFn: ({ signal }) => callRoute(apiRoutes.mfa.sessions, { signal }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(apiRoutes.mfa.endSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

/** Creates a passkey: options from the server, the browser's authenticator, then the server's check. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const options = await callRoute(apiRoutes.mfa.passkeyOptions);
      const response = await startRegistration({
        optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      return callRoute(apiRoutes.mfa.passkeyRegister, {
        body: { response: response as unknown as Record<string, unknown> },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.status() }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(apiRoutes.mfa.passkeyDelete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.status() }),
  });
}
