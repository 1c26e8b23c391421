import { Drawer, Layout, Spin } from 'antd';
import { type MouseEvent, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SIDEBAR_BREAKPOINT_PX } from '../../../../shared/constants';
import { NotificationCenter } from '../../features/notifications/components/notification-center';
import { usePreloadToasts } from '../../lib/toast';
import { useMediaQuery } from '../../lib/use-media-query';
import { useIsScreenWaiting } from '../screen-waits';
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
  usePreloadToasts();
  const isScreenWaiting = useIsScreenWaiting();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every route change is the point.
  useEffect(() => setIsDrawerOpen(false), [pathname, isWide]);

  const toggleSidebar = () =>
    isWide ? setIsCollapsed((value) => !value) : setIsDrawerOpen((value) => !value);
  const closeDrawer = () => setIsDrawerOpen(false);

  return (
    <NotificationCenter>
      <SkipLink />
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
          <Layout.Content className="app-shell__content" id={MAIN_CONTENT_ID} tabIndex={-1}>
            <Suspense fallback={<ContentSpinner />}>
              {isScreenWaiting ? <ContentSpinner /> : <Outlet />}
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </NotificationCenter>
  );
}

const MAIN_CONTENT_ID = 'inhoud';

/**
 * The first thing a keyboard reaches: past the fifteen menu entries straight to the screen
 * (WCAG 2.4.1). Focus moves without touching the URL, which the router owns.
 */
function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="app-shell__skip-link" onClick={skip}>
      Naar de inhoud
    </a>
  );
}

function ContentSpinner() {
  return (
    <div className="app-shell__loading" role="status" aria-label="Laden…">
      <Spin />
    </div>
  );
}
