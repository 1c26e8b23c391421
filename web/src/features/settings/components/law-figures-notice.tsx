import { lazy, Suspense } from 'react';
import { can } from '../../../../../shared/permissions';
import { useCurrentUser } from '../../../lib/auth/auth-context';

// Admins only: everyone else's dashboard does not load it (issue 35, the volunteer's phone).
const MissingFigures = lazy(() =>
  import('./missing-law-figures').then((m) => ({ default: m.MissingLawFigures })),
);

/**
 * On the dashboard, for admins only: this year's ceilings or this quarter's kilometre cap of the
 * volunteer law are missing, so the last known figure applies (issue 31 item 1: never silently).
 */
export function LawFiguresNotice() {
  const user = useCurrentUser();
  const isAdmin = can(user, 'administer');
  if (!isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <MissingFigures />
    </Suspense>
  );
}
