import type { Mail } from '../send-mail';
import { defaultWording, type PartValue, renderSystemMail, type SystemWording } from './system-render';

/**
 * The short mails that tell people what concerns them (issue 37), each from its system template so
 * staff can change the wording. Values are escaped in the HTML part by renderSystemMail. None of
 * them carries notes about a child; the family's confirmation names children by first name only.
 */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type Addressed = { to: string; firstName: string; organizationName: string };

export const urgentNewsMail = (
  input: Addressed & { title: string; summary: string; link: string },
  wording: SystemWording = defaultWording('urgent-news'),
): Mail =>
  renderSystemMail({
    to: input.to,
    wording,
    values: {
      '[VOORNAAM]': input.firstName,
      '[TITEL]': input.title,
      '[SAMENVATTING]': input.summary,
      '[ORGANISATIE]': input.organizationName,
    },
    link: { href: input.link, label: 'Bericht lezen' },
  });

export const declarationReviewedMail = (
  input: Addressed & {
    description: string;
    /** dd-mm-jjjj */
    date: string;
    amount: string;
    decision: string;
    /** The reviewer's reason for a rejection, in full; null for an approval. */
    reason: string | null;
    link: string;
  },
  wording: SystemWording = defaultWording('declaration-reviewed'),
): Mail => {
  const reason: PartValue = input.reason
    ? { html: `<p>Reden: ${escapeHtml(input.reason)}</p>`, text: `Reden: ${input.reason}\n` }
    : { html: '', text: '' };
  return renderSystemMail({
    to: input.to,
    wording,
    values: {
      '[VOORNAAM]': input.firstName,
      '[OMSCHRIJVING]': input.description,
      '[DATUM]': input.date,
      '[BEDRAG]': input.amount,
      '[BESLISSING]': input.decision,
      '[REDEN]': reason,
      '[ORGANISATIE]': input.organizationName,
    },
    link: { href: input.link, label: 'Naar mijn declaraties' },
  });
};

export const familyAssignedMail = (
  input: Addressed & { familyName: string; link: string },
  wording: SystemWording = defaultWording('family-assigned'),
): Mail =>
  renderSystemMail({
    to: input.to,
    wording,
    values: {
      '[VOORNAAM]': input.firstName,
      '[GEZIN]': input.familyName,
      '[ORGANISATIE]': input.organizationName,
    },
    link: { href: input.link, label: 'Gezin bekijken' },
  });

/** "Amira", "Amira en Youssef", "Amira, Youssef en Lina"; "uw kind" when no first name was given. */
export function childrenPhrase(firstNames: readonly string[]): string {
  const names = firstNames.map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return 'uw kind';
  if (names.length === 1) return names[0] ?? 'uw kind';
  return `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
}

export const registrationReceivedMail = (
  input: { to: string; parentName: string; childFirstNames: readonly string[]; organizationName: string },
  wording: SystemWording = defaultWording('registration-received'),
): Mail =>
  renderSystemMail({
    to: input.to,
    wording,
    values: {
      '[NAAM]': input.parentName,
      '[KINDEREN]': childrenPhrase(input.childFirstNames),
      '[ORGANISATIE]': input.organizationName,
    },
    link: null,
  });
