import { ApiError } from '../../../lib/api/errors';

/**
 * Spec §8 texts that only this screen shows (the server never answers them); everything the
 * server also says comes from shared/messages.
 */
export const screenMessages = {
  emptyFiltered: 'Geen vrijwilligers gevonden met de huidige filters.',
  emptyNone: 'Nog geen vrijwilligers geregistreerd.',
  inviteFailedTitle: 'Fout bij verzenden uitnodiging',
  inviteFailed:
    'Er is een probleem opgetreden bij het verzenden van de uitnodiging. Probeer het later opnieuw.',
  resetLinkFailedTitle: 'Fout bij wachtwoord reset',
  changePasswordFailedTitle: 'Fout bij wijzigen wachtwoord',
  linkCopied: 'Link gekopieerd',
  copyFailedTitle: 'Kopiëren mislukt',
  copyFailed: 'Kon link niet kopiëren naar klembord',
  invitationChoiceHint:
    'De vrijwilliger krijgt een e-mail met een link (7 dagen geldig) en kiest zelf een wachtwoord. Tot dan staat het account op "In behandeling" en kan niemand ermee inloggen.',
  roleChangeWarning: 'Let op: na een gewijzigde rol moet de gebruiker opnieuw inloggen.',
} as const;

/**
 * A refusal the server explains (4xx: no e-mail address, a password too common) shows its own
 * message; a failure it cannot explain shows the screen's text.
 */
export function refusalOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return fallback;
}
