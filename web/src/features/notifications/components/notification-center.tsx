import { type ReactNode, useMemo, useState } from 'react';
import { NotificationCenterContext } from '../lib/notification-center-context';
import { NotificationWatcher } from './notification-watcher';

/**
 * Around the signed-in shell. For admins and coordinators (`isEnabled`) it polls the notifications
 * and announces new ones; it also lets a toast open the header's bell.
 */
export function NotificationCenter({ isEnabled, children }: { isEnabled: boolean; children: ReactNode }) {
  const [isHeaderBellOpen, setHeaderBellOpen] = useState(false);
  const value = useMemo(() => ({ isHeaderBellOpen, setHeaderBellOpen }), [isHeaderBellOpen]);
  return (
    <NotificationCenterContext value={value}>
      {isEnabled && <NotificationWatcher />}
      {children}
    </NotificationCenterContext>
  );
}
