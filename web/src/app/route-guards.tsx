import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { useNoticeStatus } from '../features/volunteers/api/organisation-notice';
import { useAuth } from '../lib/auth/auth-context';
import { ScreenWaitsContext } from './screen-waits';

// Shown instead of every screen while the session must set up a second factor (issue 22).
const ForcedEnrolmentPage = lazy(() =>
  import('../features/security/pages/forced-enrolment-page').then((m) => ({
    default: m.ForcedEnrolmentPage,
  })),
);

// Shown instead of every screen until the current organisation notice is acknowledged (issue 31).
const NoticeAcknowledgementPage = lazy(() =>
  import('../features/volunteers/pages/notice-acknowledgement-page').then((m) => ({
    default: m.NoticeAcknowledgementPage,
  })),
);

/** Protected screens: a spinner while the session is confirmed, the sign-in screen without one. */
export function RequireAuth() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  if (mustEnrol(user)) return <ForcedEnrolmentPage />;
  return <NoticeGate />;
}

/**
 * The first screen after sign-in asks for the current organisation notice to be acknowledged when it
 * changed since (or was never acknowledged); a failed check lets the user on, the server stays the record.
 * While the check runs the shell is already drawn around a spinner, so the shell and the screen
 * appear in two steps instead of one long task when the answer arrives (issue 35, Total Blocking
 * Time on a phone); a notice to acknowledge then replaces the shell.
 */
function NoticeGate() {
  const notice = useNoticeStatus();
  if (notice.data?.mustAcknowledge) return <NoticeAcknowledgementPage status={notice.data} />;
  return (
    <ScreenWaitsContext value={notice.isPending}>
      <Outlet />
    </ScreenWaitsContext>
  );
}

/** The server says this session may do nothing but set up a second factor. */
function mustEnrol(user: unknown): boolean {
  return (user as { enrolmentRequired?: unknown } | null)?.enrolmentRequired === true;
}
