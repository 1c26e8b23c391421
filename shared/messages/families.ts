/** Families, the staff form, both signup forms: spec §5 and §8, plus what the server adds. */
export const familyMessages = {
  families: {
    parentNameRequired: 'Naam van de ouder is verplicht.',
    invalidEmail: 'Voer een geldig e-mailadres in.',
    invalidAge: 'Voer een geldige leeftijd in (0-25).',
    invalidStatus: 'Kies een geldige status: actief, gepauzeerd, afgerond of in behandeling.',
    invalidAssignee: 'Kies een actieve vrijwilliger of geen begeleider.',
    assigneeNotActive: 'De gekozen begeleider bestaat niet of is niet actief.',
    notFound: 'Gezin niet gevonden.',
    changed: 'Dit gezin is intussen door iemand anders gewijzigd. Vernieuw de pagina en probeer het opnieuw.',
    readOnly: 'Alleen-lezen toegang',
    saveFailed: 'Fout bij opslaan',
    saveFailedDescription: 'Er is een fout opgetreden bij het opslaan van het gezin.',
    deleteFailed: 'Fout bij verwijderen',
    deleteFailedDescription: 'Er is een fout opgetreden bij het verwijderen van het gezin.',
    added: 'Gezin toegevoegd',
    updated: 'Gezin bijgewerkt',
    deleted: 'Gezin verwijderd',
    registrationNotificationTitle: 'Nieuwe aanmelding',
  },
  /** The in-portal signup form (spec §5 "Family signup (in-portal form)"). */
  familySignup: {
    nameRequired: 'Naam is verplicht',
    invalidEmail: 'Vul een geldig e-mailadres in',
    invalidPhone: 'Vul een geldig telefoonnummer in',
    addressRequired: 'Adres is verplicht',
    childNameRequired: 'Naam van het kind is verplicht',
    ageNotANumber: 'Leeftijd moet een getal zijn',
    schoolRequired: 'Schoolnaam is verplicht',
    gradeRequired: 'Leerjaar/graad is verplicht',
    subjectsRequired: 'Vul de vakken in waar hulp bij nodig is',
    failed: 'Er is een fout opgetreden bij het verzenden van de aanmelding',
    sent: 'Aanmelding verzonden',
  },
  /** The public, embeddable form (spec §5 "Embedded public form"). */
  publicSignup: {
    required: 'Dit veld is verplicht',
    invalidAge: 'Voer een geldige leeftijd in (6-18)',
    invalidEmail: 'Voer een geldig e-mailadres in',
    agreementRequired: 'U moet akkoord gaan om door te gaan',
    failed: 'Er is een probleem opgetreden',
    tooManyRequests: 'Te veel aanmeldingen vanaf dit adres. Probeer het over een uur opnieuw.',
    receivedTitle: 'Aanmelding Ontvangen!',
    /** The accessible name of the association's intro above the form (Instellingen → Formulieren). */
    introLabel: 'Inleiding',
    received: 'Bedankt voor uw aanmelding. Een coördinator bekijkt uw aanmelding en neemt contact met u op.',
    receivedEmbedded:
      'Bedankt voor uw aanmelding. Een vrijwilliger neemt binnen 5 werkdagen contact met u op.',
  },
} as const;
