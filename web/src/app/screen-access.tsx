import { lazy, type ReactNode } from 'react';
import { backupMessages } from '../../../shared/messages/backup';
import { settingsMessages } from '../../../shared/messages/settings';
import { webMessages } from '../../../shared/messages/web';
import { canOpenScreen } from '../../../shared/permissions';
import { useAuth } from '../lib/auth/auth-context';
import { PROTECTED_SCREENS, type Screen } from './screens';

// antd's Result and its illustrations (10 KB gzip) load only when access is refused, not with every
// screen a signed-in user opens; the screen's own Suspense shows the spinner meanwhile.
const HomeResult = lazy(() => import('../components/home-result').then((m) => ({ default: m.HomeResult })));

const denied = webMessages.screenAccess;
/** The spec's own sentences where it has one (§2 Settings, Backup); the general one elsewhere. */
const DENIED_TEXT: Partial<Record<string, string>> = {
  [PROTECTED_SCREENS.settings.path]: settingsMessages.settings.accessDeniedText,
  [PROTECTED_SCREENS.backup.path]: backupMessages.backup.adminOnly,
};

/**
 * Every protected screen goes through this before it loads: without the permission of
 * SCREEN_PERMISSIONS (shared/permissions.ts) it shows 'Toegang geweigerd' and a way back, and the
 * screen (and its API calls) never start.
 */
export function ScreenAccess({ screen, children }: { screen: Screen; children: ReactNode }) {
  const { user } = useAuth();
  if (canOpenScreen(user, screen.path)) return children;
  return (
    <HomeResult
      status="403"
      title={denied.deniedTitle}
      text={DENIED_TEXT[screen.path] ?? denied.deniedText}
      homeLabel={denied.backToDashboard}
    />
  );
}
