import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { authMessages } from '../../../../../shared/messages/auth';
import type { LoginInput } from '../api/login';

type LoginFormProps = {
  isPending: boolean;
  errorMessage: string | null;
  onSubmit: (input: LoginInput) => void;
};

/**
 * Username, password and "Aangemeld blijven" (spec §2). Plain form elements styled by
 * login-page.css: the sign-in screen loads no antd component (the /login budget in
 * tests/bench/web-size.ts).
 */
export function LoginForm({ isPending, errorMessage, onSubmit }: LoginFormProps) {
  const id = useId();
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!username || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit({ username, password, rememberMe: data.get('rememberMe') === 'on' });
  };

  // One message at a time: the missing fields, else the server's refusal.
  const shownError = missing ? authMessages.login.required : errorMessage;
  const fieldState = { idPrefix: id, isMissing: missing, hasError: Boolean(shownError) };
  return (
    <form className="login-form" onSubmit={submit} noValidate aria-label="Inloggen">
      {shownError && (
        <p className="login-form__error" role="alert" id={`${id}-error`}>
          {shownError}
        </p>
      )}
      <fieldset className="login-form__fields" disabled={isPending}>
        <LoginField
          {...fieldState}
          label="Gebruikersnaam"
          name="username"
          autoComplete="username"
          placeholder="Uw gebruikersnaam"
          maxLength={200}
          // The sign-in screen has one task; the spec's form focuses it.
          autoFocus
        />
        <LoginField
          {...fieldState}
          label="Wachtwoord"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="Uw wachtwoord"
          maxLength={1024}
        />
        <div className="login-form__row">
          <label className="login-form__check">
            <input type="checkbox" name="rememberMe" />
            Aangemeld blijven (90 dagen)
          </label>
          <Link to="/wachtwoord-vergeten">Wachtwoord vergeten?</Link>
        </div>
        <button type="submit" className="login-form__submit" aria-busy={isPending}>
          {isPending && <span className="login-form__spinner" aria-hidden />}
          Inloggen
        </button>
      </fieldset>
    </form>
  );
}

type LoginFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  /** The form's `useId`; the field's id and the error's id derive from it. */
  idPrefix: string;
  label: string;
  name: 'username' | 'password';
  isMissing: boolean;
  /** The form shows an error, which the field then names as its description. */
  hasError: boolean;
};

/** A labelled, required input of the sign-in form. */
function LoginField({ idPrefix, label, name, isMissing, hasError, ...input }: LoginFieldProps) {
  return (
    <div className="login-form__field">
      <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
      <input
        {...input}
        id={`${idPrefix}-${name}`}
        name={name}
        className="login-form__input"
        required
        aria-invalid={isMissing}
        aria-describedby={hasError ? `${idPrefix}-error` : undefined}
      />
    </div>
  );
}
