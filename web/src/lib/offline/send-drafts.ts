import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { phoneMessages } from '../../../../shared/messages/phone';
import { useAuth } from '../auth/auth-context';
import { statisticsKeys } from '../statistics';
import { useToast } from '../toast';

/**
 * While someone is signed in: their drafts are sent when the app opens and whenever the connection
 * comes back (the browser's `online` event).
 */
export function useSendDraftsWhenOnline(): void {
  const { user, status } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;
  useEffect(() => {
    if (userId === null || typeof indexedDB === 'undefined') return;
    const send = () => {
      if (!navigator.onLine) return;
      // The sender (and the upload code with its messages) loads only when there may be drafts to send.
      import('./send-draft')
        .then(({ sendDrafts }) => sendDrafts(userId))
        .then(async (sent) => {
          if (sent === 0) return;
          toast.success(phoneMessages.drafts.sent);
          await queryClient.invalidateQueries({ queryKey: ['declarations'] });
          await queryClient.invalidateQueries({ queryKey: statisticsKeys.all });
        })
        .catch(() => undefined);
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId, toast, queryClient]);
}
