import { DESKTOP_NOTIFICATION_CLOSE_MS } from '../../../../../shared/constants';

const isSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * Asks once for permission to show desktop notifications. Browsers only ask (or only remember the
 * answer) when this runs from a user gesture, so the bell's click calls it, never page load.
 */
export function requestDesktopPermission(): void {
  if (!isSupported() || Notification.permission !== 'default') return;
  // Older Safari answers through a callback and returns undefined; either way the answer is remembered by the browser.
  Promise.resolve(Notification.requestPermission()).catch(() => undefined);
}

type DesktopNotice = { title: string; body: string; tag: string; onClick: () => void };

/** A desktop notification when the user allowed them, closed again after 10 s (spec §9). */
export function showDesktopNotification({ title, body, tag, onClick }: DesktopNotice): void {
  if (!isSupported() || Notification.permission !== 'granted') return;
  try {
    const notice = new Notification(title, { body, tag, icon: '/favicon.svg' });
    notice.onclick = () => {
      window.focus();
      notice.close();
      onClick();
    };
    window.setTimeout(() => notice.close(), DESKTOP_NOTIFICATION_CLOSE_MS);
  } catch {
    // Chrome on Android only lets a service worker show notifications; the in-app toast still shows.
  }
}
