import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { phoneMessages } from '../../../../shared/messages/phone';
import { useAuth } from '../auth/auth-context';
import { statisticsKeys } from '../statistics';
import { useToast } from '../toast';
import { SEND_DRAFTS_MESSAGE, type SendDraftsReply } from './sync-messages';

/**
 * While someone is signed in: their drafts are sent when the app opens, whenever the connection
 * comes back (the browser's `online` event), and when the service worker's Background Sync asks
 * (web/src/sw.ts), which answers whether none is left waiting for the network.
 */
export function useSendDraftsWhenOnline(): void {
  const { user, status } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;
  useEffect(() => {
    if (userId === null || typeof indexedDB === 'undefined') return;
    const send = async (): Promise<boolean> => {
      if (!navigator.onLine) return false;
      try {
        // The sender (and the upload code with its messages) loads only when there may be drafts to send.
        const { sendDrafts } = await import('./send-draft');
        const { sent, isStillOffline } = await sendDrafts(userId);
        if (sent > 0) {
          toast.success(phoneMessages.drafts.sent);
          await queryClient.invalidateQueries({ queryKey: ['declarations'] });
          await queryClient.invalidateQueries({ queryKey: statisticsKeys.all });
        }
        return !isStillOffline;
      } catch {
        return false;
      }
    };
    const sendOnline = () => void send();
    const answerSync = (event: MessageEvent) => {
      if (event.data?.type !== SEND_DRAFTS_MESSAGE) return;
      const [port] = event.ports;
      void send().then((isDone) => port?.postMessage({ isDone } satisfies SendDraftsReply));
    };
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    sendOnline();
    window.addEventListener('online', sendOnline);
    worker?.addEventListener('message', answerSync);
    return () => {
      window.removeEventListener('online', sendOnline);
      worker?.removeEventListener('message', answerSync);
    };
  }, [userId, toast, queryClient]);
}
