import { Badge, Card, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { can, canSeeNavEntry, type Principal } from '../../../../../shared/permissions';
import { PORTAL_LINKS } from '../../../../../shared/portal-links';
import {
  CalendarOutlined,
  FileDoneOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  MailOutlined,
  ReadOutlined,
  UserAddOutlined,
} from '../../../components/icons';

type QuickAction = {
  label: string;
  to: string;
  icon: ReactNode;
  isVisible: (user: Principal) => boolean;
  /** Shows the number of declarations waiting for a decision. */
  hasPendingBadge?: boolean;
};

const everyone = () => true;

/**
 * Spec §2's quick actions. Each shows only to who may use what it opens: the same rules as the
 * sidebar entry or the action on the screen behind it.
 */
const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    label: 'Vrijwilliger toevoegen',
    to: '/vrijwilligers?action=add',
    icon: <UserAddOutlined />,
    isVisible: (user) => can(user, 'manageUsers'),
  },
  {
    label: 'Gezin toevoegen',
    to: '/gezinnen?action=add',
    icon: <HomeOutlined />,
    isVisible: (user) => can(user, 'manageFamilies'),
  },
  { label: 'Agenda bekijken', to: '/agenda', icon: <CalendarOutlined />, isVisible: everyone },
  { label: 'Nieuws lezen', to: '/nieuws', icon: <ReadOutlined />, isVisible: everyone },
  { label: 'Drive openen', to: '/drive', icon: <FolderOpenOutlined />, isVisible: everyone },
  {
    label: 'Declaraties beoordelen',
    to: PORTAL_LINKS.pendingDeclarations,
    icon: <FileDoneOutlined />,
    isVisible: (user) => can(user, 'reviewDeclarations'),
    hasPendingBadge: true,
  },
  {
    label: 'E-mail versturen',
    to: '/email',
    icon: <MailOutlined />,
    isVisible: (user) => canSeeNavEntry(user, '/email'),
  },
];

type QuickActionsCardProps = { user: Principal; pendingDeclarations: number | null };

export function QuickActionsCard({ user, pendingDeclarations }: QuickActionsCardProps) {
  const { token } = theme.useToken();
  const colors = {
    '--quick-action-border': token.colorBorderSecondary,
    '--quick-action-hover': token.colorPrimaryBg,
    '--quick-action-accent': token.colorPrimary,
  } as CSSProperties;
  return (
    <Card title="Snelle acties" className="dashboard-card" role="region" aria-label="Snelle acties">
      <nav className="quick-actions" style={colors} aria-label="Snelle acties">
        {QUICK_ACTIONS.filter((action) => action.isVisible(user)).map((action) => (
          <Link key={action.to} to={action.to} className="quick-action">
            <span className="quick-action__icon" aria-hidden>
              {action.icon}
            </span>
            <span className="quick-action__label">{action.label}</span>
            {action.hasPendingBadge && pendingDeclarations !== null && (
              <Badge
                count={pendingDeclarations}
                showZero
                overflowCount={999}
                color={pendingDeclarations > 0 ? token.colorError : token.colorFillSecondary}
                style={pendingDeclarations > 0 ? undefined : { color: token.colorText }}
                title={`${pendingDeclarations} openstaand`}
              />
            )}
          </Link>
        ))}
      </nav>
    </Card>
  );
}
