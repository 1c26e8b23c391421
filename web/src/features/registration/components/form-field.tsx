import type { ReactNode } from 'react';

type FormFieldProps = {
  id: string;
  label: string;
  error: string | undefined;
  isOptional?: boolean;
  hint?: string;
  /** Renders the control with the ids it must carry for its label, hint and error. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
};

/** A labelled control with its error message read out by screen readers. */
export function FormField({ id, label, error, isOptional = false, hint, children }: FormFieldProps) {
  const describedBy = [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="reg-field" data-invalid={error ? true : undefined}>
      <label className="reg-field__label" htmlFor={id}>
        {label}
        {isOptional ? <span className="reg-field__optional"> (optioneel)</span> : <span aria-hidden> *</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint && !error && (
        <p className="reg-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="reg-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
