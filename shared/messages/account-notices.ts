/**
 * The mails that tell people their account changed (issue 38, item 13): short, formal, and without
 * any secret or link that acts on the account; only the way to the portal's sign-in page.
 */
export const ACCOUNT_CHANGES = [
  'password',
  'email-old-address',
  'email-new-address',
  'authenticator-set-up',
  'passkey-added',
  'passkey-removed',
  'second-factor-reset',
] as const;
export type AccountChange = (typeof ACCOUNT_CHANGES)[number];

export const accountNoticeMessages = {
  accountNotices: {
    subjects: {
      password: 'Uw wachtwoord is gewijzigd',
      'email-old-address': 'Uw e-mailadres is gewijzigd',
      'email-new-address': 'Uw e-mailadres is gewijzigd',
      'authenticator-set-up': 'Er is een authenticator-app ingesteld voor uw account',
      'passkey-added': 'Er is een passkey toegevoegd aan uw account',
      'passkey-removed': 'Er is een passkey verwijderd van uw account',
      'second-factor-reset': 'Uw tweestapsverificatie is gewist',
    } satisfies Record<AccountChange, string>,
    /** What changed, completed with "op <datum> om <tijd>." */
    sentences: {
      password: 'Het wachtwoord van uw account is gewijzigd',
      'email-old-address':
        'Het e-mailadres van uw account is gewijzigd; berichten van het portaal gaan voortaan naar het nieuwe adres',
      'email-new-address': 'Dit adres is ingesteld als het nieuwe e-mailadres van uw account',
      'authenticator-set-up':
        'Er is een authenticator-app ingesteld als tweede stap voor uw account, met nieuwe herstelcodes; eerdere herstelcodes werken niet meer',
      'passkey-added': 'Er is een passkey toegevoegd aan uw account',
      'passkey-removed': 'Er is een passkey verwijderd van uw account',
      'second-factor-reset':
        'Een beheerder heeft de tweestapsverificatie van uw account gewist; bij uw volgende aanmelding stelt u een nieuwe tweede stap in',
    } satisfies Record<AccountChange, string>,
    greeting: (firstName: string) => (firstName.trim() ? `Beste ${firstName.trim()},` : 'Beste,'),
    when: (date: string, time: string) => `op ${date} om ${time}`,
    wasItYou:
      'Was u dit zelf? Dan hoeft u niets te doen. Herkent u deze wijziging niet? Neem dan meteen contact op met de beheerder van het portaal.',
    neverAsks: 'Het portaal vraagt u nooit per e-mail naar uw wachtwoord of een code.',
    toPortal: 'Naar het portaal',
    signOff: (organizationName: string) => `Met vriendelijke groeten,\n${organizationName}`,
  },
} as const;
