import { type ReactNode, useMemo, useState } from 'react';
import { NotificationCenterContext } from '../lib/notification-center-context';
import { NotificationWatcher } from './notification-watcher';

/**
 * Around the signed-in shell. Every signed-in user has a bell (issue 37): it polls their own
 * notifications and announces new ones; it also lets a toast open the header's bell.
 */
export function NotificationCenter({ children }: { children: ReactNode }) {
  const [isHeaderBellOpen, setHeaderBellOpen] = useState(false);
  const value = useMemo(() => ({ isHeaderBellOpen, setHeaderBellOpen }), [isHeaderBellOpen]);
  return (
    <NotificationCenterContext value={value}>
      <NotificationWatcher />
      {children}
    </NotificationCenterContext>
  );
}
