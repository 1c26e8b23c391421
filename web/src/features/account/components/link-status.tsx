import { Spin } from 'antd';
import { ApiError } from '../../../lib/api/errors';

/** The spinner while a link is being checked. */
export function CheckingLink({ label }: { label: string }) {
  return (
    <div className="account-card__status" role="status" aria-busy="true">
      <Spin size="large" />
      <span>{label}</span>
    </div>
  );
}

/**
 * Why a link cannot be used: the server's own words for an unknown, used or expired link (404),
 * the screen's default for anything else (a malformed address, no connection).
 */
export function invalidLinkMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 404 && error.serverMessage
    ? error.serverMessage
    : fallback;
}

export const isLinkRefused = (error: unknown) => error instanceof ApiError && error.status === 404;
