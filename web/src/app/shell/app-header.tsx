import { Button, Layout, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MoonOutlined,
  StarOutlined,
  SunOutlined,
} from '../../components/icons';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useNotificationCenter } from '../../features/notifications/lib/notification-center-context';
import { useCurrentUser } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { findScreen, screenTitle } from '../screens';
import { useTheme } from '../theme/theme-context';
import { nextTheme, THEME_LABELS, type ThemeName } from '../theme/themes';

const THEME_ICONS: Record<ThemeName, ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  modern: <StarOutlined />,
};

type AppHeaderProps = { isSidebarOpen: boolean; onToggleSidebar: () => void };

export function AppHeader({ isSidebarOpen, onToggleSidebar }: AppHeaderProps) {
  const user = useCurrentUser();
  const screen = findScreen(useLocation().pathname);
  const title = screen ? screenTitle(screen, user) : null;
  const { token } = theme.useToken();
  useDocumentTitle(title);

  return (
    <Layout.Header
      className="app-header"
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Button
        type="text"
        icon={isSidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={isSidebarOpen ? 'Menu sluiten' : 'Menu openen'}
        aria-expanded={isSidebarOpen}
        onClick={onToggleSidebar}
      />
      {/* The screen's one h1 (axe: page-has-heading-one); sized like the header it sits in. */}
      <Typography.Title level={1} className="app-header__title" style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <div className="app-header__actions">
        <HeaderBell />
        <ThemeToggle />
      </div>
    </Layout.Header>
  );
}

/** The header's bell is the one a toast about several new notifications opens. */
function HeaderBell() {
  const { isHeaderBellOpen, setHeaderBellOpen } = useNotificationCenter();
  return <NotificationBell open={isHeaderBellOpen} onOpenChange={setHeaderBellOpen} />;
}

function ThemeToggle() {
  const { theme: current, cycleTheme } = useTheme();
  const label = `Thema: ${THEME_LABELS[current]} (wissel naar ${THEME_LABELS[nextTheme(current)]})`;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={THEME_ICONS[current]}
        aria-label={label}
        data-theme-current={current}
        onClick={cycleTheme}
      />
    </Tooltip>
  );
}
