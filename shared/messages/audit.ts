/** The audit trail screen and route. */
export const auditMessages = {
  audit: {
    invalidRange: 'De einddatum moet na de begindatum liggen.',
    title: 'Auditlog',
    empty: 'Geen auditregels gevonden met de huidige filters.',
    actions: {
      'user-created': 'Gebruiker aangemaakt',
      'user-updated': 'Gebruiker gewijzigd',
      'user-deleted': 'Gebruiker verwijderd',
      'password-set': 'Wachtwoord ingesteld door beheerder',
      'reset-link-generated': 'Resetlink aangemaakt',
      'rrn-read': 'Rijksregisternummer ingezien',
      'declaration-updated': 'Declaratie gewijzigd',
      'declaration-deleted': 'Declaratie verwijderd',
    },
    secretValue: 'gewijzigd (waarde niet bewaard)',
  },
} as const;
