import { Typography } from 'antd';
import type { ReactNode } from 'react';
import './list-screen.css';

type PageHeaderProps = {
  title: ReactNode;
  subtitle: ReactNode;
  /** The screen's main actions, on the right of the title (under it on a phone). */
  actions?: ReactNode;
  level?: 2 | 3;
};

/** The title block of a list screen (families, volunteers, declarations). */
export function PageHeader({ title, subtitle, actions, level = 3 }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div>
        <Typography.Title level={level} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{subtitle}</Typography.Text>
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
