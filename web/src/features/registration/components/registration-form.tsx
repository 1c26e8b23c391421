import { type FormEvent, useRef, useState } from 'react';
import { PUBLIC_CHILD_AGE } from '../../../../../shared/constants';
import { familyMessages } from '../../../../../shared/messages/families';
import { privacyMessages } from '../../../../../shared/messages/privacy';
import { describeError } from '../../../lib/api/errors';
import { submitRegistration } from '../api/submit-registration';
import {
  EMPTY_REGISTRATION,
  FIELD_ORDER,
  type FieldErrors,
  type FieldName,
  type RegistrationValues,
  validateField,
  validateRegistration,
} from '../lib/registration-form';
import { useSanitizedHtml } from '../lib/use-sanitized-html';
import { FormField } from './form-field';

const m = familyMessages.publicSignup;
const privacy = privacyMessages.privacy;

type TextFieldName = Exclude<FieldName, 'hasAgreed' | 'photoConsent' | 'website'>;
type TextField = {
  name: TextFieldName;
  label: string;
  type?: 'text' | 'tel' | 'email' | 'number';
  autoComplete?: string;
  isOptional?: boolean;
  isMultiline?: boolean;
  placeholder?: string;
};

const SECTIONS: readonly { title: string; intro: string; fields: readonly TextField[] }[] = [
  {
    title: 'Gegevens ouder/voogd',
    intro: 'Met wie mogen we contact opnemen?',
    fields: [
      { name: 'parentName', label: 'Naam ouder/voogd', autoComplete: 'name' },
      {
        name: 'phone',
        label: 'Telefoonnummer',
        type: 'tel',
        autoComplete: 'tel',
        placeholder: '0470 12 34 56',
      },
      { name: 'email', label: 'E-mailadres', type: 'email', autoComplete: 'email', isOptional: true },
      {
        name: 'address',
        label: 'Adres',
        autoComplete: 'street-address',
        placeholder: 'Straat, nummer, gemeente',
      },
    ],
  },
  {
    title: 'Gegevens kind',
    intro: 'Voor welk kind vraagt u huiswerkbegeleiding aan?',
    fields: [
      { name: 'childName', label: 'Naam kind', autoComplete: 'off' },
      { name: 'childAge', label: 'Leeftijd', type: 'number', autoComplete: 'off' },
      { name: 'school', label: 'School', autoComplete: 'off' },
      { name: 'grade', label: 'Leerjaar of klas', autoComplete: 'off', placeholder: 'bv. 5de leerjaar' },
    ],
  },
  {
    title: 'Huiswerkbegeleiding',
    intro: 'Zo kunnen we de juiste vrijwilliger zoeken.',
    fields: [
      {
        name: 'supportNeeded',
        label: 'Waarbij heeft uw kind hulp nodig?',
        isMultiline: true,
        placeholder: 'bv. wiskunde, lezen, plannen van huiswerk',
      },
      {
        name: 'availability',
        label: 'Wanneer is uw kind beschikbaar?',
        isMultiline: true,
        placeholder: 'bv. maandag en woensdag na school',
      },
      {
        name: 'specialNeeds',
        label: 'Bijzondere aandachtspunten',
        isMultiline: true,
        isOptional: true,
        placeholder: 'bv. dyslexie, concentratie, taal thuis',
      },
    ],
  },
];

type RegistrationFormProps = {
  /** The association's privacy notice, or null for the built-in one (issue 32). */
  noticeHtml: string | null;
  /** The notice's version, sent with the consent; null while the settings are not (or could not be) read. */
  noticeVersion: string | null;
  onSubmitted: () => void;
};

/**
 * The public signup form of spec §2/§5: three sections, the privacy notice, the guardian's consent
 * (required) and the consent for photos (optional).
 */
export function RegistrationForm({ noticeHtml, noticeVersion, onSubmitted }: RegistrationFormProps) {
  const notice = useSanitizedHtml(noticeHtml);
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const change = (name: FieldName, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field showed an error, it updates as the parent types; untouched fields stay quiet.
    if (errors[name]) setErrors({ ...errors, [name]: validateField(name, next) });
  };
  const blur = (name: FieldName) => {
    const isEmpty = typeof values[name] === 'string' && (values[name] as string).trim() === '';
    if (!isEmpty || errors[name]) setErrors({ ...errors, [name]: validateField(name, values) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = validateRegistration(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setFailure(null);
    setIsPending(true);
    try {
      if (!(await submitRegistration(values, noticeVersion))) throw new Error('unexpected answer');
      onSubmitted();
    } catch (error) {
      setFailure(describeError(error, ''));
      setIsPending(false);
    }
  };

  const textControl = (field: TextField) => {
    const common = {
      name: field.name,
      value: values[field.name],
      placeholder: field.placeholder,
      autoComplete: field.autoComplete,
      onChange: (event: { target: { value: string } }) => change(field.name, event.target.value),
      onBlur: () => blur(field.name),
      className: 'reg-input',
    };
    return (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) =>
      field.isMultiline ? (
        <textarea {...common} {...control} rows={3} maxLength={1500} />
      ) : (
        <input
          {...common}
          {...control}
          type={field.type ?? 'text'}
          required={!field.isOptional}
          {...(field.type === 'number'
            ? { min: PUBLIC_CHILD_AGE.min, max: PUBLIC_CHILD_AGE.max, step: 1, inputMode: 'numeric' as const }
            : { maxLength: 200 })}
        />
      );
  };

  return (
    <form
      ref={form}
      className="reg-form"
      onSubmit={submit}
      noValidate
      aria-label="Aanmelding huiswerkbegeleiding"
    >
      {SECTIONS.map((section, index) => (
        <fieldset key={section.title} className="reg-section">
          <legend className="reg-section__title">
            <span className="reg-section__number" aria-hidden>
              {index + 1}
            </span>
            {section.title}
          </legend>
          <p className="reg-section__intro">{section.intro}</p>
          <div
            className={
              section.fields.some((field) => field.isMultiline) ? 'reg-grid reg-grid--single' : 'reg-grid'
            }
          >
            {section.fields.map((field) => (
              <FormField
                key={field.name}
                id={`reg-${field.name}`}
                label={field.label}
                error={errors[field.name]}
                isOptional={field.isOptional}
                hint={
                  field.name === 'childAge'
                    ? `Van ${PUBLIC_CHILD_AGE.min} tot ${PUBLIC_CHILD_AGE.max} jaar`
                    : undefined
                }
              >
                {textControl(field)}
              </FormField>
            ))}
          </div>
        </fieldset>
      ))}

      <div className="reg-honeypot" aria-hidden>
        <label htmlFor="reg-website">Website (laat dit veld leeg)</label>
        <input
          id="reg-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => change('website', event.target.value)}
        />
      </div>

      <section className="reg-privacy" aria-labelledby="reg-privacy-title">
        <h2 id="reg-privacy-title" className="reg-privacy__title">
          Privacy
        </h2>
        {notice ? (
          <div
            className="reg-privacy__notice"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by useSanitizedHtml with the news rules
            dangerouslySetInnerHTML={{ __html: notice }}
          />
        ) : (
          <p className="reg-privacy__notice">{privacy.defaultNotice}</p>
        )}
        <div className="reg-check" data-invalid={errors.hasAgreed ? true : undefined}>
          <input
            id="reg-hasAgreed"
            name="hasAgreed"
            type="checkbox"
            required
            checked={values.hasAgreed}
            onChange={(event) => change('hasAgreed', event.target.checked)}
            aria-invalid={Boolean(errors.hasAgreed)}
            aria-describedby={errors.hasAgreed ? 'reg-hasAgreed-error' : undefined}
          />
          <label htmlFor="reg-hasAgreed">{privacy.guardianConsentLabel}</label>
        </div>
        {errors.hasAgreed && (
          <p className="reg-field__error" id="reg-hasAgreed-error">
            {errors.hasAgreed}
          </p>
        )}
        <div className="reg-check">
          <input
            id="reg-photoConsent"
            name="photoConsent"
            type="checkbox"
            checked={values.photoConsent}
            onChange={(event) => change('photoConsent', event.target.checked)}
          />
          <label htmlFor="reg-photoConsent">{privacy.photoConsentLabel}</label>
        </div>
      </section>

      {failure !== null && (
        <div className="reg-alert" role="alert">
          <strong>{m.failed}</strong>
          {failure && <span>{failure}</span>}
        </div>
      )}

      <button type="submit" className="reg-submit" disabled={isPending} aria-busy={isPending}>
        {isPending ? 'Bezig met verzenden…' : 'Aanmelding versturen'}
      </button>
    </form>
  );
}
