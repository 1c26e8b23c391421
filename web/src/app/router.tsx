import { type ComponentType, lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';
// Loaded with the entry, not lazily: the sign-in screen is the first thing most visits show, and a
// second round trip for it would delay its first paint (Lighthouse on /login).
import { LoginPage } from '../features/auth/pages/login-page';
import { STORAGE_KEYS } from '../lib/auth/session-storage';
import { RequireAuth } from './route-guards';
import { PROTECTED_SCREENS, PUBLIC_SCREENS, type Screen } from './screens';

/** One lazily loaded chunk per screen; a screen's code loads only when it is shown. */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

// antd, the toasts and the password confirmation around every screen but the sign-in screen.
const loadAntdRoot = () => import('./antd-root');
const AntdRoot = lazy(loadAntdRoot);
// Lazily like the shell: it draws antd, which the sign-in screen's entry chunk leaves out.
const loadScreenAccess = () => import('./screen-access').then((m) => m.ScreenAccess);
const ScreenAccess = lazyScreen(loadScreenAccess);
const loadAppShell = () => import('./shell/app-shell').then((m) => m.AppShell);
const AppShell = lazyScreen(loadAppShell);
const ForgotPasswordPage = lazyScreen(() =>
  import('../features/account/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyScreen(() =>
  import('../features/account/pages/reset-password-page').then((m) => m.ResetPasswordPage),
);
const ActivateAccountPage = lazyScreen(() =>
  import('../features/account/pages/activate-account-page').then((m) => m.ActivateAccountPage),
);
const VolunteersPage = lazyScreen(() =>
  import('../features/volunteers/pages/volunteers-page').then((m) => m.VolunteersPage),
);
const FamiliesPage = lazyScreen(() =>
  import('../features/families/pages/families-page').then((m) => m.FamiliesPage),
);
const SessionLogPage = lazyScreen(() =>
  import('../features/sessions/pages/session-log-page').then((m) => m.SessionLogPage),
);
// Its charts (recharts) load with it and with no other screen.
const ImpactReportPage = lazyScreen(() =>
  import('../features/sessions/pages/impact-report-page').then((m) => m.ImpactReportPage),
);
const RegistrationPage = lazyScreen(() =>
  import('../features/registration/pages/registration-page').then((m) => m.RegistrationPage),
);
const DeclarationsPage = lazyScreen(() =>
  import('../features/declarations/pages/declarations-page').then((m) => m.DeclarationsPage),
);
const loadQuickDeclarationPage = () =>
  import('../features/declarations/pages/quick-declaration-page').then((m) => m.QuickDeclarationPage);
const QuickDeclarationPage = lazyScreen(loadQuickDeclarationPage);
const AgendaScreen = lazyScreen(() => import('./agenda-screen').then((m) => m.AgendaScreen));
const AccountingPage = lazyScreen(() =>
  import('../features/accounting/pages/accounting-page').then((m) => m.AccountingPage),
);
const VolunteerRegisterPage = lazyScreen(() =>
  import('../features/volunteer-register/pages/register-page').then((m) => m.RegisterPage),
);
const SecurityPage = lazyScreen(() =>
  import('../features/security/pages/security-page').then((m) => m.SecurityPage),
);
const AuditPage = lazyScreen(() => import('../features/audit/pages/audit-page').then((m) => m.AuditPage));
const DrivePage = lazyScreen(() => import('../features/drive/pages/drive-page').then((m) => m.DrivePage));
const EmailPage = lazyScreen(() => import('../features/email/pages/email-page').then((m) => m.EmailPage));
const UnsubscribePage = lazyScreen(() =>
  import('../features/email/pages/unsubscribe-page').then((m) => m.UnsubscribePage),
);
const NewsPage = lazyScreen(() => import('../features/news/pages/news-page').then((m) => m.NewsPage));
const SignaturesPage = lazyScreen(() =>
  import('../features/signing/pages/signatures-page').then((m) => m.SignaturesPage),
);
const SignOnBehalfPage = lazyScreen(() =>
  import('../features/signing/pages/sign-on-behalf-page').then((m) => m.SignOnBehalfPage),
);
// Public and light: no PDF viewer, only the verification form, its result and the file check.
const VerifySignaturePage = lazyScreen(() =>
  import('../features/signing/pages/verify-signature-page').then((m) => m.VerifySignaturePage),
);
const ExternalLinksPage = lazyScreen(() =>
  import('../features/external-links/pages/external-links-page').then((m) => m.ExternalLinksPage),
);
const SettingsPage = lazyScreen(() =>
  import('../features/settings/pages/settings-page').then((m) => m.SettingsPage),
);
const BackupPage = lazyScreen(() => import('../features/backup/pages/backup-page').then((m) => m.BackupPage));
const PrivacyPage = lazyScreen(() =>
  import('../features/privacy/pages/privacy-page').then((m) => m.PrivacyPage),
);
const loadDashboardScreen = () => import('./dashboard-screen').then((m) => m.DashboardScreen);
const DashboardScreen = lazyScreen(loadDashboardScreen);

/** The screens a signed-in visit opens first most often (a phone's start URL, its two shortcuts). */
const FIRST_SCREENS: Partial<Record<string, () => Promise<unknown>>> = {
  [PROTECTED_SCREENS.dashboard.path]: loadDashboardScreen,
  [PROTECTED_SCREENS.quickTrip.path]: loadQuickDeclarationPage,
  [PROTECTED_SCREENS.quickExpense.path]: loadQuickDeclarationPage,
};

/**
 * For a returning signed-in user, starts loading antd's root, the shell, the access check and the
 * screen at the address all at once, before React renders: otherwise each chunk is asked for only
 * when the one before it has rendered, four round trips in a row on a phone's connection.
 */
export function preloadSignedInView(pathname: string): void {
  if (!localStorage.getItem(STORAGE_KEYS.user) || pathname === PUBLIC_SCREENS.login.path) return;
  for (const load of [loadAntdRoot, loadAppShell, loadScreenAccess, FIRST_SCREENS[pathname]])
    load?.().catch(() => {
      // The lazy screen asks again when it renders, and shows its own error then.
    });
}
const NotFoundPage = lazyScreen(() => import('../components/not-found-page').then((m) => m.NotFoundPage));

/** The screen's route plus the second spellings of spec §2. */
function screenRoutes(screen: Screen, element: React.ReactNode): RouteObject[] {
  return [screen.path, ...(screen.aliases ?? [])].map((path) =>
    path === '/' ? { index: true, element } : { path, element },
  );
}

/** A screen of the signed-in app: its permission is checked before the screen loads. */
function protectedScreenRoutes(screen: Screen, element: React.ReactNode): RouteObject[] {
  return screenRoutes(screen, <ScreenAccess screen={screen}>{element}</ScreenAccess>);
}

export const routeObjects: RouteObject[] = [
  // The sign-in screen draws no antd component: /login loads React, the router and the form only.
  ...screenRoutes(PUBLIC_SCREENS.login, <LoginPage />),
  { element: <AntdRoot />, children: antdRoutes() },
];

function antdRoutes(): RouteObject[] {
  return [
    ...screenRoutes(PUBLIC_SCREENS.forgotPassword, <ForgotPasswordPage />),
    ...screenRoutes(PUBLIC_SCREENS.resetPassword, <ResetPasswordPage />),
    ...screenRoutes(PUBLIC_SCREENS.activateAccount, <ActivateAccountPage />),
    // Also served alone by registration.html, the light page other sites frame.
    ...screenRoutes(PUBLIC_SCREENS.familySignup, <RegistrationPage />),
    ...screenRoutes(PUBLIC_SCREENS.verifySignature, <VerifySignaturePage />),
    ...screenRoutes(PUBLIC_SCREENS.unsubscribe, <UnsubscribePage />),
    {
      element: <RequireAuth />,
      children: [
        {
          element: <AppShell />,
          children: [
            ...protectedScreenRoutes(PROTECTED_SCREENS.dashboard, <DashboardScreen />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.volunteers, <VolunteersPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.families, <FamiliesPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.familySessions, <SessionLogPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.impactReport, <ImpactReportPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.declarations, <DeclarationsPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.quickTrip, <QuickDeclarationPage kind="mileage" />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.quickExpense, <QuickDeclarationPage kind="expense" />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.email, <EmailPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.calendar, <AgendaScreen />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.news, <NewsPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.drive, <DrivePage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.documents, <DrivePage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.signatures, <SignaturesPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.signOnBehalf, <SignOnBehalfPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.accounting, <AccountingPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.volunteerRegister, <VolunteerRegisterPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.externalLinks, <ExternalLinksPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.settings, <SettingsPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.backup, <BackupPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.privacy, <PrivacyPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.audit, <AuditPage />),
            ...protectedScreenRoutes(PROTECTED_SCREENS.security, <SecurityPage />),
          ],
        },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function AppRoutes() {
  return <Suspense fallback={<FullPageSpinner />}>{useRoutes(routeObjects)}</Suspense>;
}
