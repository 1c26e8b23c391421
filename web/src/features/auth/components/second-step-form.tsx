import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import type { LoginSessionResponse } from '../../../../../shared/schemas/auth';
import type { MfaChallengeResponse } from '../../../../../shared/schemas/auth-mfa';
import { ApiError } from '../../../lib/api/errors';
import { loginErrorMessage } from '../api/login';
import { completeSecondStep } from '../api/second-step';

type SecondStepFormProps = {
  challenge: MfaChallengeResponse;
  onSignedIn: (answer: LoginSessionResponse) => void;
  /** Back to the password (the challenge ended, or the user chose to). */
  onRestart: (message: string | null) => void;
};

const text = messages.security;
const ENDED = new Set<string>([messages.mfa.challengeExpired, messages.mfa.tooManyWrongCodes]);

/**
 * The second step of the sign-in screen: a code from the authenticator app (autocomplete
 * `one-time-code`, so a phone offers it) or, after "Gebruik een herstelcode", a recovery code.
 * Plain form elements like the password step: this chunk loads only when a challenge arrives.
 */
export default function SecondStepForm({ challenge, onSignedIn, onRestart }: SecondStepFormProps) {
  const id = useId();
  const [useRecovery, setUseRecovery] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const step = useMutation({ mutationFn: completeSecondStep });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.isPending) return;
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    const proof = useRecovery ? { recoveryCode: value } : { code: value };
    step.mutate(
      { challenge: challenge.challenge, ...proof },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          // The challenge is over (expired, or too many wrong codes): back to the password.
          if (error instanceof ApiError && error.serverMessage && ENDED.has(error.serverMessage)) {
            onRestart(error.serverMessage);
          }
        },
      },
    );
  };

  const signInWithPasskey = async () => {
    if (step.isPending || !challenge.passkeyOptions) return;
    const { startAuthentication } = await import('@simplewebauthn/browser');
    let passkey: Record<string, unknown>;
    try {
      passkey = (await startAuthentication({
        optionsJSON: challenge.passkeyOptions as unknown as Parameters<
          typeof startAuthentication
        >[0]['optionsJSON'],
      })) as unknown as Record<string, unknown>;
    } catch {
      setPasskeyError(messages.mfa.passkeyRefused);
      return;
    }
    setPasskeyError(null);
    step.mutate({ challenge: challenge.challenge, passkey }, { onSuccess: onSignedIn });
  };

  const hasTotp = challenge.methods.includes('totp');
  const hasPasskey = challenge.methods.includes('passkey');
  const error = passkeyError ?? (step.isError ? loginErrorMessage(step.error) : null);
  return (
    <form className="login-form" onSubmit={submit} noValidate aria-label={text.secondStepTitle}>
      {hasTotp && (
        <p className="login-form__hint">{useRecovery ? text.recoveryIntro : text.secondStepIntro}</p>
      )}
      {error && (
        <p className="login-form__error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      )}
      <fieldset className="login-form__fields" disabled={step.isPending}>
        {hasPasskey && (
          <button
            type="button"
            className="login-form__submit login-form__passkey"
            onClick={() => void signInWithPasskey()}
          >
            {text.usePasskey}
          </button>
        )}
        {hasTotp && (
          <>
            <div className="login-form__field">
              <label htmlFor={`${id}-code`}>{useRecovery ? 'Herstelcode' : 'Verificatiecode'}</label>
              <input
                key={useRecovery ? 'recovery' : 'totp'}
                id={`${id}-code`}
                name="code"
                className="login-form__input"
                required
                // The step has one task: its field takes the focus (again after switching the kind of code).
                ref={(input) => input?.focus()}
                autoComplete={useRecovery ? 'off' : 'one-time-code'}
                inputMode={useRecovery ? 'text' : 'numeric'}
                maxLength={useRecovery ? 20 : 8}
                placeholder={useRecovery ? 'abcde-23456' : '123456'}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
            <button type="submit" className="login-form__submit" aria-busy={step.isPending}>
              {step.isPending && <span className="login-form__spinner" aria-hidden />}
              Bevestigen
            </button>
            <div className="login-form__row">
              <button
                type="button"
                className="login-form__link"
                onClick={() => {
                  step.reset();
                  setUseRecovery((current) => !current);
                }}
              >
                {useRecovery ? text.useAuthenticatorCode : text.useRecoveryCode}
              </button>
            </div>
          </>
        )}
        <div className="login-form__row">
          <button type="button" className="login-form__link login-form__back" onClick={() => onRestart(null)}>
            {text.backToPassword}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
