import { Card, theme } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './account-layout.css';

type AccountLayoutProps = {
  /** The document title. */
  pageTitle: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
};

/** The public account screens: one centred card with the portal's mark, outside the shell. */
export function AccountLayout({ pageTitle, title, subtitle, children }: AccountLayoutProps) {
  const { token } = theme.useToken();
  useDocumentTitle(pageTitle);
  return (
    <main className="account-page">
      <Card className="account-card">
        {(title || subtitle) && (
          <header className="account-card__header">
            <img src="/favicon.svg" alt="" width={48} height={48} className="account-card__logo" />
            {title && (
              <h1 className="account-card__title" style={{ color: token.colorTextHeading }}>
                {title}
              </h1>
            )}
            {subtitle && (
              <p className="account-card__subtitle" style={{ color: token.colorTextSecondary }}>
                {subtitle}
              </p>
            )}
          </header>
        )}
        {children}
      </Card>
    </main>
  );
}
