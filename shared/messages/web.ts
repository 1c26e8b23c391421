/** Sentences only the web app says: validation defaults, the 404 page, the password confirmation. */
export const webMessages = {
  /** Names of antd's icon-only controls, which otherwise speak their icon's English name (issue 37 point 11). */
  controls: {
    clearInput: 'Wissen',
    moreTabs: 'Meer tabbladen',
  },
  /** A protected screen someone lacks the permission for (the spec's settings wording, for every screen). */
  screenAccess: {
    deniedTitle: 'Toegang geweigerd',
    deniedText:
      'U heeft geen rechten om dit scherm te openen. Neem contact op met een administrator als u denkt dat dit niet klopt.',
    backToDashboard: 'Terug naar het dashboard',
  },
  /**
   * antd's own validation messages in the portal's Dutch (formal "u"), for any rule that does not
   * carry its own message. `${label}` is the field's label.
   */
  validation: {
    default: 'Controleer ${label}.',
    required: '${label} is verplicht.',
    enum: 'Kies voor ${label} een van de mogelijkheden.',
    whitespace: '${label} mag niet leeg zijn.',
    date: {
      format: 'Geef ${label} op als dd-mm-jjjj.',
      parse: 'Geef ${label} op als dd-mm-jjjj.',
      invalid: 'Geef een geldige datum op (dd-mm-jjjj).',
    },
    types: {
      string: 'Vul voor ${label} tekst in.',
      number: 'Vul voor ${label} een getal in.',
      integer: 'Vul voor ${label} een geheel getal in.',
      float: 'Vul voor ${label} een getal in.',
      email: 'Vul voor ${label} een geldig e-mailadres in.',
      url: 'Vul voor ${label} een geldige link in.',
      date: 'Geef een geldige datum op (dd-mm-jjjj).',
      boolean: 'Kies ja of nee voor ${label}.',
      array: 'Kies een of meer waarden voor ${label}.',
      object: 'Controleer ${label}.',
      method: 'Controleer ${label}.',
      regexp: 'Controleer ${label}.',
      hex: 'Controleer ${label}.',
    },
    string: {
      len: '${label} moet precies ${len} tekens lang zijn.',
      min: '${label} moet minstens ${min} tekens lang zijn.',
      max: '${label} mag hoogstens ${max} tekens lang zijn.',
      range: '${label} moet tussen ${min} en ${max} tekens lang zijn.',
    },
    number: {
      len: '${label} moet gelijk zijn aan ${len}.',
      min: '${label} moet minstens ${min} zijn.',
      max: '${label} mag hoogstens ${max} zijn.',
      range: '${label} moet tussen ${min} en ${max} liggen.',
    },
    array: {
      len: 'Kies precies ${len} waarden voor ${label}.',
      min: 'Kies minstens ${min} waarden voor ${label}.',
      max: 'Kies hoogstens ${max} waarden voor ${label}.',
      range: 'Kies tussen ${min} en ${max} waarden voor ${label}.',
    },
    pattern: { mismatch: '${label} heeft niet de juiste vorm.' },
  },
  notFound: {
    title: 'Pagina niet gevonden',
    description: 'De pagina die u zocht bestaat niet of is verplaatst.',
    home: 'Naar de startpagina',
  },
  reauthentication: {
    title: 'Voer uw wachtwoord opnieuw in',
    explanation:
      'Voor deze handeling vragen we uw wachtwoord nog eens. Daarna kunt u 5 minuten verder zonder het opnieuw in te voeren.',
    passwordLabel: 'Wachtwoord',
    passwordRequired: 'Vul uw wachtwoord in.',
    confirm: 'Bevestigen',
    cancel: 'Annuleren',
    failed: 'Het wachtwoord kon niet worden bevestigd. Probeer het opnieuw.',
  },
} as const;
