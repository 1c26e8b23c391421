import { Typography } from 'antd';
import type { ReactNode } from 'react';

type WelcomeHeaderProps = { firstName: string; bell: ReactNode };

/** Spec §2: the welcome line with the first name, and the bell beside it for admins and coordinators. */
export function WelcomeHeader({ firstName, bell }: WelcomeHeaderProps) {
  const name = firstName.trim();
  return (
    <header className="dashboard__welcome">
      <div>
        <div className="dashboard__welcome-line">
          <Typography.Title level={2} style={{ margin: 0 }}>
            {name ? `Welkom terug, ${name}!` : 'Welkom terug!'}
          </Typography.Title>
          {bell}
        </div>
        <Typography.Text type="secondary">
          Hier is een overzicht van wat er speelt in het portaal.
        </Typography.Text>
      </div>
    </header>
  );
}
