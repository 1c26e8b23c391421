import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '../lib/auth/auth-context';
import { createQueryClient } from '../lib/query-client';
import { OrganisationTheme } from './theme/organisation-theme';
import { ThemeProvider } from './theme/theme-context';

/**
 * What every screen needs: theme choice, server state and the session. antd and the toasts wrap
 * the screens that draw them (antd-root.tsx, loaded lazily), so the sign-in screen stays light.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <OrganisationTheme />
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
