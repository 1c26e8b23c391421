/** Messages any route may answer. */
export const genericMessages = {
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
  tooManyFromClient: (seconds: number) =>
    `Te veel verzoeken vanaf dit adres. Probeer het over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} opnieuw.`,
  internal: 'Er is een interne fout opgetreden. Probeer het later opnieuw.',
  /** The local runtime answers this (503) while it is still starting. */
  starting: 'Het portaal wordt nog gestart. Probeer het over enkele ogenblikken opnieuw.',
  unexpectedResponse: 'Onverwachte serverrespons. Probeer het later nog eens.',
  error: 'Er is een fout opgetreden',
  invalidIdempotencyKey: 'De aanvraagsleutel (Idempotency-Key) is ongeldig.',
  idempotencyKeyReused: 'Deze aanvraagsleutel is al gebruikt voor een andere aanvraag.',
  invalidCursor: 'Ongeldige paginaverwijzing. Laad de lijst opnieuw.',
  invalidPageLimit: (max: number) => `Het aantal per pagina moet tussen 1 en ${max} liggen.`,
  requestInProgress: 'Deze aanvraag wordt al verwerkt. Probeer het zo opnieuw.',
  // createHandler's own refusals, here rather than only in authMessages (which names them too) so
  // a route that signs no one in does not carry every sign-in message.
  crossOrigin: 'Dit verzoek komt niet van het portaal zelf en is daarom geweigerd.',
  enrolmentRequired: 'Stel eerst tweestapsverificatie in. Tot dan kunt u niets anders doen in het portaal.',
} as const;
