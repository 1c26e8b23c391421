import { QueryClientProvider } from '@tanstack/react-query';
import { theme as antdTheme, ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import { type ReactNode, useEffect, useState } from 'react';
import { TOAST, TOOLTIP } from '../../../shared/constants';
import { webMessages } from '../../../shared/messages/web';
import { AuthProvider } from '../lib/auth/auth-context';
import { createQueryClient } from '../lib/query-client';
import { ToastProvider } from '../lib/toast';
import { ThemeProvider, useTheme } from './theme/theme-context';
import { THEME_CONFIGS } from './theme/themes';

dayjs.locale('nl');

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <ThemedAntd>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      </ThemedAntd>
    </ThemeProvider>
  );
}

function ThemedAntd({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
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
