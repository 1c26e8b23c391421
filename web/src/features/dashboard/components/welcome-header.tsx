import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePublicSettings } from '../../../lib/organisation';

type WelcomeHeaderProps = {
  firstName: string;
  /** The user's first sign-in: welcomed, not welcomed back (issue 23 point 7). */
  firstSignIn: boolean;
  bell: ReactNode;
};

/**
 * True when the server says this session is the user's first sign-in (`previousSignInAt: null` from
 * /api/auth/me). A user kept in the browser by an older version has no such field: welcomed back.
 */
export function isFirstSignIn(user: object): boolean {
  return 'previousSignInAt' in user && user.previousSignInAt === null;
}

/**
 * Spec §2: the welcome line with the first name, and the bell beside it for admins and coordinators;
 * below it the organisation's welcome text (setting dashboard_welcome) when an admin set one.
 */
export function WelcomeHeader({ firstName, firstSignIn, bell }: WelcomeHeaderProps) {
  const welcome = usePublicSettings().data?.dashboardWelcome;
  const name = firstName.trim();
  const greeting = firstSignIn ? 'Welkom' : 'Welkom terug';
  return (
    <header className="dashboard__welcome">
      <div>
        <div className="dashboard__welcome-line">
          <Typography.Title level={2} style={{ margin: 0 }}>
            {name ? `${greeting}, ${name}!` : `${greeting}!`}
          </Typography.Title>
          {bell}
        </div>
        <Typography.Text type="secondary" className="dashboard__welcome-text">
          {welcome || 'Hier is een overzicht van wat er speelt in het portaal.'}
        </Typography.Text>
      </div>
    </header>
  );
}
