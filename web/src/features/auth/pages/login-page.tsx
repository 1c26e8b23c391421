import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { MfaChallengeResponse } from '../../../../../shared/schemas/auth-mfa';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { OrganisationLogo } from '../../../lib/organisation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicSettings } from '../api/get-public-settings';
import { type LoginInput, loginErrorMessage, useLogin } from '../api/login';
import { LoginForm } from '../components/login-form';
import { PromoPanel } from '../components/promo-panel';
import './login-page.css';

// The second step loads only when a password brings a challenge: the /login chunk stays small.
const SecondStepForm = lazy(() => import('../components/second-step-form'));

const DEFAULT_ORGANIZATION = 'Vrijwilligersportaal';
const DEFAULT_TITLE = 'Welkom terug';
const DEFAULT_SUBTITLE = 'Log in om verder te gaan naar het vrijwilligersportaal.';

export function LoginPage() {
  const { status, signIn } = useAuth();
  const location = useLocation();
  const settings = usePublicSettings();
  const loginMutation = useLogin();
  const [challenge, setChallenge] = useState<MfaChallengeResponse | null>(null);
  const [restartMessage, setRestartMessage] = useState<string | null>(null);
  useDocumentTitle('Inloggen');

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to={returnPath(location.state)} replace />;

  const submit = (input: LoginInput) => {
    setRestartMessage(null);
    loginMutation.mutate(input, {
      onSuccess: (answer) => ('user' in answer ? signIn(answer) : setChallenge(answer)),
    });
  };
  const restart = (message: string | null) => {
    loginMutation.reset();
    setChallenge(null);
    setRestartMessage(message);
  };
  // The default texts show at once (the screen's largest text paints without waiting for the API);
  // an association's own title and subtitle replace them when they arrive.
  const organizationName = settings.data?.organizationName || DEFAULT_ORGANIZATION;

  return (
    <div className="login-page">
      <PromoPanel organizationName={organizationName} />
      <main className="login-main">
        <div className="login-card">
          <header className="login-card__header">
            <OrganisationLogo size={48} className="login-card__logo" alt={organizationName} />
            <h1 className="login-card__title">{settings.data?.loginTitle || DEFAULT_TITLE}</h1>
            <p className="login-card__subtitle">{settings.data?.loginSubtitle || DEFAULT_SUBTITLE}</p>
          </header>
          {challenge ? (
            <Suspense fallback={<p className="login-form__hint">Even geduld…</p>}>
              <SecondStepForm challenge={challenge} onSignedIn={signIn} onRestart={restart} />
            </Suspense>
          ) : (
            <LoginForm
              isPending={loginMutation.isPending}
              errorMessage={loginMutation.isError ? loginErrorMessage(loginMutation.error) : restartMessage}
              onSubmit={submit}
            />
          )}
          <p className="login-card__footer">Problemen met inloggen? Neem contact op met de administrator.</p>
        </div>
      </main>
    </div>
  );
}

/** Back to the protected screen that sent the visitor here, else the dashboard. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname === '/login')
    return '/';
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`;
}
