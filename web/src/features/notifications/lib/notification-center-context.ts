import { createContext, use } from 'react';

export type NotificationCenterValue = {
  /** Whether the header's bell shows its list; a toast about several notifications opens it. */
  isHeaderBellOpen: boolean;
  setHeaderBellOpen: (open: boolean) => void;
};

export const NotificationCenterContext = createContext<NotificationCenterValue | null>(null);

export function useNotificationCenter(): NotificationCenterValue {
  const context = use(NotificationCenterContext);
  if (!context) throw new Error('useNotificationCenter needs a NotificationCenter');
  return context;
}
