import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { useAuth } from '../lib/auth/auth-context';

// Shown instead of every screen while the session must set up a second factor (issue 22).
const ForcedEnrolmentPage = lazy(() =>
  import('../features/security/pages/forced-enrolment-page').then((m) => ({
    default: m.ForcedEnrolmentPage,
  })),
);

/** Protected screens: a spinner while the session is confirmed, the sign-in screen without one. */
export function RequireAuth() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  if (mustEnrol(user)) return <ForcedEnrolmentPage />;
  return <Outlet />;
}

/** The server says this session may do nothing but set up a second factor. */
function mustEnrol(user: unknown): boolean {
  return (user as { enrolmentRequired?: unknown } | null)?.enrolmentRequired === true;
}
