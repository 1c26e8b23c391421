import { theme as antdTheme, ConfigProvider, type ThemeConfig } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { TOAST } from '../../../shared/constants';
import { webMessages } from '../../../shared/messages/web';
import { MORE_TABS_ICON } from '../components/control-icons';
import { FullPageSpinner } from '../components/full-page-spinner';
import { useAuth } from '../lib/auth/auth-context';
import { ReauthenticationHost } from '../lib/auth/reauthentication';
import { useSendDraftsWhenOnline } from '../lib/offline/send-drafts';
import { UpdatePrompt } from '../lib/pwa/update-prompt';
import { ToastProvider } from '../lib/toast';
import { useTooltipOpenDelay } from '../lib/tooltip-delay';
import { useMediaQuery } from '../lib/use-media-query';
import { THEME_CONFIGS } from './theme/antd-themes';
import { useTheme } from './theme/theme-context';
// antd's component CSS as a static stylesheet, for its zero-runtime mode below.
import './antd-static.css';

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

/** The operating system's or browser's "reduce motion" setting (WCAG 2.3.3). */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * antd without its motion (zooming dialogs, sliding drawers and toasts, fading menus) for a user who
 * asks for reduced motion: things appear and disappear at once, and it follows a change of the
 * setting while the app is open.
 */
function withoutMotion(config: ThemeConfig): ThemeConfig {
  return { ...config, token: { ...config.token, motion: false } };
}

/**
 * antd's zero-runtime mode: components take their CSS from the static stylesheet (antd-static.css)
 * instead of generating and injecting it while they render, which cost the first signed-in screen
 * most of its main-thread time on a phone (issue 35). Tokens still apply as CSS variables.
 */
function withoutRuntimeStyles(config: ThemeConfig): ThemeConfig {
  return { ...config, zeroRuntime: true };
}

function ThemedAntd({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  const { status } = useAuth();
  const reducesMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const tooltipOpenDelay = useTooltipOpenDelay();
  const themeConfig = useMemo(
    () => withoutRuntimeStyles(reducesMotion ? withoutMotion(THEME_CONFIGS[theme]) : THEME_CONFIGS[theme]),
    [theme, reducesMotion],
  );
  return (
    <ConfigProvider
      locale={nlNL}
      theme={themeConfig}
      tooltip={{ mouseEnterDelay: tooltipOpenDelay, unique: true }}
      // Our own Dutch for any rule without its own message (no "Gelieve Rol in te vullen").
      form={{ validateMessages: webMessages.validation }}
      tabs={{ moreIcon: MORE_TABS_ICON }}
    >
      <ToastProvider>
        <DocumentColors />
        <ToastHotkey />
        {children}
        {status === 'authenticated' && <ReauthenticationHost />}
        {status === 'authenticated' && <DraftSender />}
        <UpdatePrompt />
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
    // The installed app's title bar (and a phone browser's toolbar) takes the theme's colour.
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', token.colorPrimary);
  }, [token.colorBgLayout, token.colorText, token.fontFamily, token.colorPrimary]);
  return null;
}

/** Sends the declarations kept offline when the app opens and when the connection returns (issue 35). */
function DraftSender() {
  useSendDraftsWhenOnline();
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
