/**
 * Dutch messages the server returns (spec §8) and the client shows. Keys name the situation,
 * values are the spec's words verbatim where the spec has them.
 */
export const messages = {
  generic: {
    invalidInput: 'Ongeldige invoer.',
    invalidJson: 'De aanvraag bevat geen geldige JSON.',
    unsupportedMediaType: 'De aanvraag moet JSON zijn (Content-Type: application/json).',
    payloadTooLarge: 'De aanvraag is te groot.',
    unauthenticated: 'U bent niet aangemeld of uw sessie is verlopen. Meld u opnieuw aan.',
    forbidden: 'U heeft geen toegang tot deze actie.',
    notFound: 'Niet gevonden.',
    routeNotFound: 'Deze API-route bestaat niet.',
    conflict: 'Dit item is intussen door iemand anders gewijzigd. Vernieuw de pagina en probeer het opnieuw.',
    rateLimited: 'Te veel verzoeken. Probeer het later opnieuw.',
    internal: 'Er is een interne fout opgetreden. Probeer het later opnieuw.',
    unexpectedResponse: 'Onverwachte serverrespons. Probeer het later nog eens.',
    error: 'Er is een fout opgetreden',
  },
  login: {
    required: 'Gebruikersnaam en wachtwoord zijn verplicht',
    invalidCredentials: 'Ongeldige gebruikersnaam of wachtwoord',
    rateLimited: 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.',
    failed: 'Inloggen mislukt',
    failedDefault: 'Er is een fout opgetreden bij het inloggen',
    loggedOut: 'U bent afgemeld.',
    noToken: 'No token available',
    refreshFailed: 'Failed to refresh user',
  },
  password: {
    tooShort: 'Wachtwoord moet minimaal 8 tekens bevatten',
    tooLong: 'Wachtwoord is te lang.',
    tooCommon: 'Dit wachtwoord is te vaak gebruikt en daardoor niet veilig. Kies een ander wachtwoord.',
    mismatch: 'Wachtwoorden komen niet overeen',
  },
} as const;
