import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type InvalidLinkCardProps = {
  title: string;
  message: string;
  /** What to do next: ask the administrator, or request a new reset. */
  instruction: ReactNode;
};

/** An invitation or reset link that is unknown, used or expired (spec §8). */
export function InvalidLinkCard({ title, message, instruction }: InvalidLinkCardProps) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={<span role="alert">{message}</span>}
      extra={
        <>
          <p className="account-card__instruction">{instruction}</p>
          <Link to="/login">
            <Button type="primary">Terug naar inloggen</Button>
          </Link>
        </>
      }
    />
  );
}
