import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { onReauthenticationRequired } from '../api/client';

// The dialog's code loads the first time the server asks for the password.
const ReauthenticationDialog = lazy(() => import('./reauthentication-dialog'));

/**
 * Listens for the server's "confirm your password first" answer (reading a full rijksregisternummer,
 * changing one's own password or e-mail) and shows the password dialog; the refused call is then
 * repeated (lib/api/client). Concurrent refusals share one dialog.
 */
export function ReauthenticationHost() {
  const [isOpen, setIsOpen] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null>(null);

  useEffect(
    () =>
      onReauthenticationRequired(() => {
        if (pending.current) return pending.current.promise;
        let resolve: (confirmed: boolean) => void = () => {};
        const promise = new Promise<boolean>((done) => {
          resolve = done;
        });
        pending.current = { promise, resolve };
        setIsOpen(true);
        return promise;
      }),
    [],
  );

  const finish = useCallback((confirmed: boolean) => {
    pending.current?.resolve(confirmed);
    pending.current = null;
    setIsOpen(false);
  }, []);

  useEffect(() => () => pending.current?.resolve(false), []);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ReauthenticationDialog onConfirmed={() => finish(true)} onCancel={() => finish(false)} />
    </Suspense>
  );
}
