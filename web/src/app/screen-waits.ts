import { createContext, use } from 'react';

/**
 * True while the organisation notice is checked after sign-in (route-guards.tsx): the shell is drawn,
 * the screen inside it waits with a spinner.
 */
export const ScreenWaitsContext = createContext(false);

/** Whether the screen inside the shell must wait, showing a spinner: the notice check is still under way. */
export function useIsScreenWaiting(): boolean {
  return use(ScreenWaitsContext);
}
