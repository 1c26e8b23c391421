import { PUBLIC_CHILD_AGE } from '../../../../../shared/constants';
import { familyMessages } from '../../../../../shared/messages/families';
import type { PublicRegistrationBody } from '../../../../../shared/schemas/families';

const m = familyMessages.publicSignup;

/** What the parent types: the three homework questions are separate here and one `notes` on the wire (spec §3). */
export type RegistrationValues = {
  parentName: string;
  phone: string;
  email: string;
  address: string;
  childName: string;
  childAge: string;
  school: string;
  grade: string;
  supportNeeded: string;
  availability: string;
  specialNeeds: string;
  /** Parental authority and consent to the processing (issue 32): required. */
  hasAgreed: boolean;
  /** Consent for photos: optional. */
  photoConsent: boolean;
  /** Honeypot: hidden from people, so only a robot fills it in. */
  website: string;
};
export type FieldName = keyof RegistrationValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  parentName: '',
  phone: '',
  email: '',
  address: '',
  childName: '',
  childAge: '',
  school: '',
  grade: '',
  supportNeeded: '',
  availability: '',
  specialNeeds: '',
  hasAgreed: false,
  photoConsent: false,
  website: '',
};

/** The fields in the order the form shows them (the first with an error gets the focus); not the honeypot. */
export const FIELD_ORDER: readonly FieldName[] = (Object.keys(EMPTY_REGISTRATION) as FieldName[]).filter(
  (name) => name !== 'website',
);
const OPTIONAL: readonly FieldName[] = ['email', 'specialNeeds', 'photoConsent'];
const REQUIRED: readonly FieldName[] = FIELD_ORDER.filter((name) => !OPTIONAL.includes(name));
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec §5 "Embedded public form", checked in the browser before sending (the server checks the
 * same rules again). Kept free of zod so the form's bundle stays small.
 */
export function validateField(name: FieldName, values: RegistrationValues): string | undefined {
  const value = values[name];
  if (name === 'hasAgreed') return values.hasAgreed ? undefined : m.agreementRequired;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (REQUIRED.includes(name) && text === '') return m.required;
  if (name === 'email' && text !== '' && !EMAIL_SHAPE.test(text)) return m.invalidEmail;
  if (name === 'childAge') {
    const isWholeNumber = /^\d{1,2}$/.test(text);
    const age = Number(text);
    if (!isWholeNumber || age < PUBLIC_CHILD_AGE.min || age > PUBLIC_CHILD_AGE.max) return m.invalidAge;
  }
  return undefined;
}

export function validateRegistration(values: RegistrationValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of FIELD_ORDER) {
    const error = validateField(name, values);
    if (error) errors[name] = error;
  }
  return errors;
}

/**
 * The wire payload: support need, availability and special needs combined into notes (spec §3); the
 * consents with the version of the notice the form showed (the server refuses a missing consent).
 */
export function toPayload(
  values: RegistrationValues,
  noticeVersion: string | null,
): PublicRegistrationBody | Omit<PublicRegistrationBody, 'guardianConsent'> {
  const notes = [
    `Hulp nodig bij: ${values.supportNeeded.trim()}`,
    `Beschikbaarheid: ${values.availability.trim()}`,
    values.specialNeeds.trim() ? `Bijzondere aandachtspunten: ${values.specialNeeds.trim()}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    parentName: values.parentName.trim(),
    childName: values.childName.trim(),
    childAge: Number(values.childAge.trim()),
    school: values.school.trim(),
    grade: values.grade.trim(),
    phone: values.phone.trim(),
    email: values.email.trim() || null,
    address: values.address.trim(),
    notes,
    website: values.website,
    ...(values.hasAgreed ? { guardianConsent: true as const } : {}),
    photoConsent: values.photoConsent,
    ...(noticeVersion ? { privacyNoticeVersion: noticeVersion } : {}),
  };
}
