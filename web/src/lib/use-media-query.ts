import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Below this width lists become cards and tabs a select (issue 23 point 3). */
export const PHONE_SCREEN_QUERY = '(max-width: 640px)';

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_SCREEN_QUERY);
}
