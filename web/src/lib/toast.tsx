import type { NotificationInstance } from 'antd/es/notification/interface';
import {
  createContext,
  type HTMLAttributes,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { describeError } from './api/errors';
import { TOAST_KEY_ATTRIBUTE } from './toast-swipe';

/** Title of the destructive toasts of spec §8. */
export const ERROR_TITLE = 'Fout';

export type Toast = {
  success: (title: string, description?: string) => void;
  info: (title: string, description?: string) => void;
  /** A destructive notice. */
  error: (title: string, description?: string) => void;
  /** A failed call: titled 'Fout' unless given, with the server's message or else the fallback. */
  failure: (error: unknown, fallback: string, title?: string) => void;
  /** A notice the user can act on, through the same one-at-a-time channel as every other toast. */
  notice: (notice: ToastNotice) => void;
  /** Closes the notice with this key, e.g. once what it announced was opened some other way. */
  dismiss: (key: string) => void;
  /** Closes every red toast: a screen that now shows success calls this, so no error lingers beside it. */
  dismissErrors: () => void;
};

export type ToastNotice = {
  /** Names the notice so it can be dismissed; a new notice with the same key replaces it. */
  key?: string;
  title: string;
  description?: string;
  durationMs: number;
  /** Runs when the notice (or anything inside it but the close button) is clicked; the notice then closes. */
  onOpen: () => void;
  /** Shown under the text, e.g. a button naming what a click does. */
  action?: ReactNode;
};

type ToastRequest =
  | { kind: 'success' | 'info' | 'error'; title: string; description?: string | undefined }
  | ({ kind: 'notice' } & ToastNotice);

let noticeCount = 0;
let errorCount = 0;
let toastCount = 0;

/** Names a toast on its element, so a swipe can dismiss it (toast-swipe.ts). */
const keyed = (key: string) => ({
  key,
  props: { [TOAST_KEY_ATTRIBUTE]: key } as HTMLAttributes<HTMLDivElement>,
});

type ToastContextValue = { toast: Toast; preload: () => void };

const ToastContext = createContext<ToastContextValue | null>(null);

// antd's notification code loads with the first toast (or when the shell preloads it), so the
// sign-in screen does not carry it.
const ToastHost = lazy(() => import('./toast-host'));

/**
 * The one toast channel of the portal (spec §9): one notification visible at a time, 5 s by
 * default, themed by the surrounding ConfigProvider (see toast-host.tsx).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [isHostWanted, setIsHostWanted] = useState(false);
  const host = useRef<NotificationInstance | null>(null);
  const queue = useRef<ToastRequest[]>([]);
  // Red toasts still on screen: a success closes them, so no error lingers beside it (spec §9).
  const openErrors = useRef(new Set<string>());

  const show = useCallback((request: ToastRequest) => {
    if (!host.current) {
      queue.current.push(request);
      setIsHostWanted(true);
      return;
    }
    const instance = host.current;
    if (request.kind === 'notice') {
      noticeCount += 1;
      const key = request.key ?? `notice-${noticeCount}`;
      instance.info({
        ...keyed(key),
        title: request.title,
        description: request.description,
        actions: request.action,
        duration: request.durationMs / 1000,
        style: { cursor: 'pointer' },
        onClick: () => {
          instance.destroy(key);
          request.onOpen();
        },
      });
      return;
    }
    if (request.kind === 'success') {
      for (const key of openErrors.current) instance.destroy(key);
      openErrors.current.clear();
    }
    if (request.kind === 'error') {
      errorCount += 1;
      const key = `error-${errorCount}`;
      openErrors.current.add(key);
      instance.error({
        ...keyed(key),
        title: request.title,
        description: request.description,
        role: 'alert',
        onClose: () => openErrors.current.delete(key),
      });
      return;
    }
    toastCount += 1;
    instance[request.kind]({
      ...keyed(`toast-${toastCount}`),
      title: request.title,
      description: request.description,
    });
  }, []);

  const onHostReady = useCallback(
    (instance: NotificationInstance) => {
      host.current = instance;
      for (const request of queue.current.splice(0)) show(request);
    },
    [show],
  );

  const value = useMemo<ToastContextValue>(
    () => ({
      toast: {
        success: (title, description) => show({ kind: 'success', title, description }),
        info: (title, description) => show({ kind: 'info', title, description }),
        error: (title, description) => show({ kind: 'error', title, description }),
        failure: (error, fallback, title = ERROR_TITLE) =>
          show({ kind: 'error', title, description: describeError(error, fallback) }),
        notice: (notice) => show({ kind: 'notice', ...notice }),
        dismiss: (key) => host.current?.destroy(key),
        dismissErrors: () => {
          for (const key of openErrors.current) host.current?.destroy(key);
          openErrors.current.clear();
        },
      },
      preload: () => setIsHostWanted(true),
    }),
    [show],
  );

  return (
    <ToastContext value={value}>
      {isHostWanted && (
        <Suspense fallback={null}>
          <ToastHost onReady={onHostReady} />
        </Suspense>
      )}
      {children}
    </ToastContext>
  );
}

export function useToast(): Toast {
  return useToastContext().toast;
}

/** What starts loading the toast code ahead of the first toast: the user's first press of a pointer or key. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Loads the toast code ahead of the first toast (the signed-in shell calls this), at the user's first
 * tap, click or key press: a toast answers something the user did, and the first view of a phone
 * then does not evaluate antd's notifications nor restyle the page for their stylesheet while it
 * draws (issue 35). A toast asked for earlier loads the code itself and waits for it in the queue.
 */
export function usePreloadToasts(): void {
  const { preload } = useToastContext();
  useEffect(() => {
    const stopListening = () => {
      for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, onFirstInput, true);
    };
    const onFirstInput = () => {
      stopListening();
      preload();
    };
    for (const type of FIRST_INPUT_EVENTS)
      window.addEventListener(type, onFirstInput, { capture: true, passive: true });
    return stopListening;
  }, [preload]);
}

function useToastContext(): ToastContextValue {
  const context = use(ToastContext);
  if (!context) throw new Error('useToast needs a ToastProvider');
  return context;
}
