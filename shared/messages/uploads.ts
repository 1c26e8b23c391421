/** Uploads of any purpose (spec §5 limits; the rest is what the server adds). */
export const uploadMessages = {
  uploads: {
    tooLargeTitle: 'Bestand te groot',
    tooLarge: 'Het bestand mag maximaal 10MB groot zijn.',
    wrongType: (allowed: string) => `Dit bestandstype is niet toegestaan. Toegestaan: ${allowed}.`,
    empty: 'Het bestand is leeg.',
    notUploaded: 'Het bestand is nog niet (volledig) geüpload. Probeer het opnieuw.',
    notFound: 'Dit bestand bestaat niet (meer). Kies het bestand opnieuw.',
    alreadyAttached: 'Dit bestand is al gekoppeld.',
    notConfirmed: 'Het bestand is nog niet gecontroleerd. Probeer het opnieuw.',
    uploadFailed: 'Upload mislukt',
  },
} as const;
