import { Drawer, Layout, Spin } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SIDEBAR_BREAKPOINT_PX } from '../../../../shared/constants';
import { can } from '../../../../shared/permissions';
import { NotificationCenter } from '../../features/notifications/components/notification-center';
import { useCurrentUser } from '../../lib/auth/auth-context';
import { usePreloadToasts } from '../../lib/toast';
import { useMediaQuery } from '../../lib/use-media-query';
import { AppHeader } from './app-header';
import './app-shell.css';
import { Sidebar } from './sidebar';

const SIDEBAR_WIDTH = 256;
const SIDEBAR_COLLAPSED_WIDTH = 64;

/**
 * Sidebar and header around every signed-in screen (spec §2). At 1024 px or wider the sidebar is
 * docked and open by default; below it is an overlay drawer, closed by default, that closes again
 * on navigation or a click on the backdrop.
 */
export function AppShell() {
  const isWide = useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`);
  const [isCollapsed, setIsCollapsed] = useState(false);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const canSeeNotifications = can(useCurrentUser(), 'viewNotifications');
  usePreloadToasts();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every route change is the point.
  useEffect(() => setIsDrawerOpen(false), [pathname, isWide]);

  const toggleSidebar = () =>
    isWide ? setIsCollapsed((value) => !value) : setIsDrawerOpen((value) => !value);
  const closeDrawer = () => setIsDrawerOpen(false);

  return (
    <NotificationCenter isEnabled={canSeeNotifications}>
      <Layout className="app-shell">
        {isWide ? (
          <Layout.Sider
            className="app-shell__sider"
            theme="light"
            width={SIDEBAR_WIDTH}
            collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
            collapsed={isCollapsed}
            trigger={null}
            style={{ position: 'sticky', top: 0, height: '100vh' }}
          >
            <Sidebar isCollapsed={isCollapsed} />
          </Layout.Sider>
        ) : (
          <Drawer
            open={isDrawerOpen}
            onClose={closeDrawer}
            placement="left"
            size={SIDEBAR_WIDTH}
            closable={false}
            className="app-shell__drawer"
            styles={{ body: { padding: 0 } }}
          >
            <Sidebar isCollapsed={false} onNavigate={closeDrawer} />
          </Drawer>
        )}
        <Layout className="app-shell__main">
          <AppHeader isSidebarOpen={isWide ? !isCollapsed : isDrawerOpen} onToggleSidebar={toggleSidebar} />
          <Layout.Content className="app-shell__content">
            <Suspense fallback={<ContentSpinner />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </NotificationCenter>
  );
}

function ContentSpinner() {
  return (
    <div className="app-shell__loading" role="status" aria-label="Laden…">
      <Spin />
    </div>
  );
}
