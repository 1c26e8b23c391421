import { Badge, Menu, type MenuProps, theme } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { canSeeNavEntry } from '../../../../shared/permissions';
import type { Statistics } from '../../../../shared/schemas/dashboard';
import { useCurrentUser } from '../../lib/auth/auth-context';
import { DEFAULT_ORGANIZATION, OrganisationLogo, usePublicSettings } from '../../lib/organisation';
import { useStatistics } from '../../lib/statistics';
import { ADMIN_NAV, ADMIN_NAV_GROUP, activeNavPath, MAIN_NAV, type NavEntry } from './nav-entries';
import { SidebarUser } from './sidebar-user';

type SidebarProps = {
  isCollapsed: boolean;
  /** Called after an entry is chosen (the drawer closes on small screens). */
  onNavigate?: () => void;
};

export function Sidebar({ isCollapsed, onNavigate }: SidebarProps) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const { data: statistics } = useStatistics();
  const organizationName = usePublicSettings().data?.organizationName || DEFAULT_ORGANIZATION;

  const toItem = (entry: NavEntry): NonNullable<MenuProps['items']>[number] => ({
    key: entry.screen.path,
    icon: entry.icon,
    label: (
      <Link to={entry.screen.path} onClick={onNavigate} className="app-nav__link">
        <span className="app-nav__label">{entry.label}</span>
        {!isCollapsed && <NavCount entry={entry} statistics={statistics ?? null} />}
      </Link>
    ),
  });

  const adminEntries = ADMIN_NAV.filter((entry) => canSeeNavEntry(user, entry.screen.path));
  // A narrow sidebar has no room for the group title; a divider separates the group instead.
  const adminGroup: MenuProps['items'] = isCollapsed
    ? [{ type: 'divider', key: 'beheer-divider' }, ...adminEntries.map(toItem)]
    : [{ type: 'group', key: 'beheer', label: ADMIN_NAV_GROUP, children: adminEntries.map(toItem) }];
  const items: MenuProps['items'] = [
    ...MAIN_NAV.filter((entry) => canSeeNavEntry(user, entry.screen.path)).map(toItem),
    ...(adminEntries.length > 0 ? adminGroup : []),
  ];
  const active = activeNavPath(pathname);

  return (
    <div className="app-sidebar">
      <Link to="/" className="app-sidebar__brand" onClick={onNavigate} aria-label={organizationName}>
        <OrganisationLogo size={32} />
        {!isCollapsed && <span className="app-sidebar__brand-name">{organizationName}</span>}
      </Link>
      <nav className="app-sidebar__nav" aria-label="Hoofdmenu">
        <Menu
          mode="inline"
          inlineCollapsed={isCollapsed}
          selectedKeys={active ? [active] : []}
          items={items}
          style={{ borderInlineEnd: 'none', background: 'transparent' }}
        />
      </nav>
      <SidebarUser isCollapsed={isCollapsed} />
    </div>
  );
}

/** A red dark enough for white digits at 4.5:1 in every theme. */
const ALERT_BADGE_BACKGROUND = '#b91c1c';

function NavCount({ entry, statistics }: { entry: NavEntry; statistics: Statistics | null }) {
  const { token } = theme.useToken();
  if (!entry.badge || !statistics) return null;
  const count = statistics[entry.badge.count];
  const isAlert = Boolean(entry.badge.isAlert) && count > 0;
  return (
    <Badge
      count={count}
      showZero
      overflowCount={999}
      className="app-nav__badge"
      data-alert={isAlert || undefined}
      style={
        isAlert
          ? { backgroundColor: ALERT_BADGE_BACKGROUND, color: '#fff', boxShadow: 'none' }
          : { backgroundColor: token.colorFillSecondary, color: token.colorText, boxShadow: 'none' }
      }
    />
  );
}
