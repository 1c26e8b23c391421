import { type ComponentType, lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { RequireAuth } from './route-guards';
import { PROTECTED_SCREENS, PUBLIC_SCREENS, type Screen } from './screens';

/** One lazily loaded chunk per screen; a screen's code loads only when it is shown. */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const LoginPage = lazyScreen(() => import('../features/auth/pages/login-page').then((m) => m.LoginPage));
const AppShell = lazyScreen(() => import('./shell/app-shell').then((m) => m.AppShell));
const NotFoundPage = lazyScreen(() => import('../components/not-found-page').then((m) => m.NotFoundPage));
// Screens of later releases share the "Nog niet beschikbaar" stand-in until they are built.
const NotAvailablePage = lazyScreen(() =>
  import('../components/not-available-page').then((m) => m.NotAvailablePage),
);
const PublicNotAvailablePage = lazyScreen(() =>
  import('../components/not-available-page').then((m) => m.PublicNotAvailablePage),
);

/** The screen's route plus the second spellings of spec §2. */
function screenRoutes(screen: Screen, element: React.ReactNode): RouteObject[] {
  return [screen.path, ...(screen.aliases ?? [])].map((path) =>
    path === '/' ? { index: true, element } : { path, element },
  );
}

const publicNotAvailable = (screen: Screen) =>
  screenRoutes(screen, <PublicNotAvailablePage title={screen.title} />);
const notAvailable = (screen: Screen) => screenRoutes(screen, <NotAvailablePage title={screen.title} />);

export const routeObjects: RouteObject[] = [
  ...screenRoutes(PUBLIC_SCREENS.login, <LoginPage />),
  ...publicNotAvailable(PUBLIC_SCREENS.forgotPassword),
  ...publicNotAvailable(PUBLIC_SCREENS.resetPassword),
  ...publicNotAvailable(PUBLIC_SCREENS.activateAccount),
  ...publicNotAvailable(PUBLIC_SCREENS.familySignup),
  ...publicNotAvailable(PUBLIC_SCREENS.verifySignature),
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppShell />,
        children: [
          ...notAvailable(PROTECTED_SCREENS.dashboard),
          ...notAvailable(PROTECTED_SCREENS.volunteers),
          ...notAvailable(PROTECTED_SCREENS.families),
          ...notAvailable(PROTECTED_SCREENS.declarations),
          ...notAvailable(PROTECTED_SCREENS.email),
          ...notAvailable(PROTECTED_SCREENS.calendar),
          ...notAvailable(PROTECTED_SCREENS.news),
          ...notAvailable(PROTECTED_SCREENS.drive),
          ...notAvailable(PROTECTED_SCREENS.documents),
          ...notAvailable(PROTECTED_SCREENS.signatures),
          ...notAvailable(PROTECTED_SCREENS.signOnBehalf),
          ...notAvailable(PROTECTED_SCREENS.accounting),
          ...notAvailable(PROTECTED_SCREENS.externalLinks),
          ...notAvailable(PROTECTED_SCREENS.settings),
          ...notAvailable(PROTECTED_SCREENS.backup),
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return <Suspense fallback={<FullPageSpinner />}>{useRoutes(routeObjects)}</Suspense>;
}
