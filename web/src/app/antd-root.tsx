import { theme as antdTheme, ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { TOAST, TOOLTIP } from '../../../shared/constants';
import { webMessages } from '../../../shared/messages/web';
import { FullPageSpinner } from '../components/full-page-spinner';
import { useAuth } from '../lib/auth/auth-context';
import { ReauthenticationHost } from '../lib/auth/reauthentication';
import { ToastProvider } from '../lib/toast';
import { THEME_CONFIGS } from './theme/antd-themes';
import { useTheme } from './theme/theme-context';

dayjs.locale('nl');

/**
 * antd, its Dutch locale and the toasts, around every screen but the sign-in screen: loaded with
 * the first screen that needs them, so /login ships only what signing in needs.
 */
export default function AntdRoot() {
  return (
    <ThemedAntd>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </ThemedAntd>
  );
}

function ThemedAntd({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  const { status } = useAuth();
  return (
    <ConfigProvider
      locale={nlNL}
      theme={THEME_CONFIGS[theme]}
      tooltip={{ mouseEnterDelay: TOOLTIP.openDelayMs / 1000, unique: true }}
      // Our own Dutch for any rule without its own message (no "Gelieve Rol in te vullen").
      form={{ validateMessages: webMessages.validation }}
    >
      <ToastProvider>
        <DocumentColors />
        <ToastHotkey />
        {children}
        {status === 'authenticated' && <ReauthenticationHost />}
      </ToastProvider>
    </ConfigProvider>
  );
}

/**
 * The page behind the app follows the theme (overscroll, short pages), and plain elements outside
 * antd components get antd's type face.
 */
function DocumentColors() {
  const { token } = antdTheme.useToken();
  useEffect(() => {
    document.body.style.backgroundColor = token.colorBgLayout;
    document.body.style.color = token.colorText;
    document.body.style.fontFamily = token.fontFamily;
  }, [token.colorBgLayout, token.colorText, token.fontFamily]);
  return null;
}

/** F8 moves focus to the visible toast (spec §9). */
function ToastHotkey() {
  useEffect(() => {
    const focusToast = (event: KeyboardEvent) => {
      if (event.key !== TOAST.focusHotkey) return;
      const notice = document.querySelector<HTMLElement>('.ant-notification-notice');
      if (!notice) return;
      event.preventDefault();
      notice.tabIndex = -1;
      notice.focus();
    };
    window.addEventListener('keydown', focusToast);
    return () => window.removeEventListener('keydown', focusToast);
  }, []);
  return null;
}
