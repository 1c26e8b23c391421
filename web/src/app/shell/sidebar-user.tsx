import { Avatar, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { isRole, normalizeRole, ROLE_LABELS } from '../../../../shared/permissions';
import type { CurrentUser as User } from '../../../../shared/schemas/auth';
import { IconAction } from '../../components/icon-action';
import { LogoutOutlined, SafetyOutlined } from '../../components/icons';
import { useAuth, useCurrentUser } from '../../lib/auth/auth-context';

const FALLBACK_NAME = 'Gebruiker';
const LOGOUT_LABEL = 'Uitloggen';
const SECURITY_LABEL = 'Beveiliging';

export function SidebarUser({ isCollapsed }: { isCollapsed: boolean }) {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const name = fullName(user);

  const logout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div className="app-sidebar__user" data-collapsed={isCollapsed || undefined}>
      <Avatar className="app-sidebar__avatar" aria-hidden>
        {initials(user)}
      </Avatar>
      {!isCollapsed && (
        <div className="app-sidebar__user-text">
          <Typography.Text strong className="app-sidebar__user-name">
            {name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis className="app-sidebar__user-role">
            {roleLabel(user.role)}
          </Typography.Text>
        </div>
      )}
      <IconAction
        title={SECURITY_LABEL}
        placement="right"
        icon={<SafetyOutlined />}
        onClick={() => navigate('/beveiliging')}
      />
      <IconAction title={LOGOUT_LABEL} placement="right" icon={<LogoutOutlined />} onClick={logout} />
    </div>
  );
}

function fullName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || FALLBACK_NAME;
}

function initials(user: User): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || FALLBACK_NAME.charAt(0);
}

function roleLabel(role: string): string {
  const canonical = normalizeRole(role);
  return isRole(canonical) ? ROLE_LABELS[canonical] : role;
}
