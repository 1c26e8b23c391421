import { brusselsWall } from '../../../shared/format/dates';
import { roleLabel } from '../../../shared/format/labels';
import { displayName } from '../../../shared/format/names';
import type { EmailPlaceholder } from '../../../shared/schemas/email';
import { config } from '../../config';
import type { RecipientFamily, RecipientUser } from '../../repositories/email-recipients';

export type PlaceholderValues = Partial<Record<EmailPlaceholder, string>>;

const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
const pad2 = (value: number) => String(value).padStart(2, '0');
const link = (path: string) => new URL(path, config.PORTAL_URL).toString();

/** The values known for one recipient; what is not known stays out, so its placeholder stays visible. */
export function placeholderValues(input: {
  address: string;
  user?: RecipientUser | undefined;
  family?: RecipientFamily | undefined;
  now: Date;
}): PlaceholderValues {
  const { year, month, day, hour, minute } = brusselsWall(input.now);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  const values: PlaceholderValues = {
    '[EMAIL]': input.address,
    '[DAG]': weekday,
    '[DATUM]': `${pad2(day)}-${pad2(month)}-${year}`,
    '[TIJD]': `${pad2(hour)}:${pad2(minute)}`,
    '[DASHBOARDLINK]': link('/'),
    '[DECLARATIELINK]': link('/declaraties'),
    '[DOCUMENTLINK]': link('/drive'),
  };
  const { user, family } = input;
  if (user) {
    values['[NAAM]'] = displayName(user);
    if (user.firstName.trim()) values['[VOORNAAM]'] = user.firstName.trim();
    values['[GEBRUIKERSNAAM]'] = user.username;
    values['[ROL]'] = roleLabel(user.role);
  }
  if (family) {
    values['[NAAM]'] ??= family.parentName;
    const firstName = family.parentName.trim().split(/\s+/)[0];
    if (firstName) values['[VOORNAAM]'] ??= firstName;
    values['[GEZINNAAM]'] = family.parentName;
    if (family.childName) values['[KINDNAAM]'] = family.childName;
    if (family.externalSupport) values['[HULPVERLENING]'] = family.externalSupport;
  }
  return values;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const PLACEHOLDER =
  /\[(NAAM|VOORNAAM|EMAIL|GEBRUIKERSNAAM|ROL|DAG|DATUM|TIJD|RESETLINK|DASHBOARDLINK|DECLARATIELINK|DOCUMENTLINK|GEZINNAAM|KINDNAAM|HULPVERLENING)\]/g;

/** Fills the known placeholders of a text; `html` escapes the values. Unknown ones stay as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues, mode: 'html' | 'text'): string {
  return text.replace(PLACEHOLDER, (match) => {
    const value = values[match as EmailPlaceholder];
    if (value === undefined) return match;
    return mode === 'html' ? escapeHtml(value) : value;
  });
}

/** The placeholders a text uses, each once, in the order they first appear. */
export const placeholdersIn = (text: string): EmailPlaceholder[] => [
  ...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[0] as EmailPlaceholder)),
];

export const usesResetLink = (...texts: string[]) => texts.some((text) => text.includes('[RESETLINK]'));

/**
 * The values a subject is filled with: all but the reset link, which a subject never carries (it is
 * no link there, and subjects travel in more logs than bodies); `[RESETLINK]` stays visible in it.
 */
export function subjectValues(values: PlaceholderValues): PlaceholderValues {
  const { '[RESETLINK]': _resetLink, ...rest } = values;
  return rest;
}
