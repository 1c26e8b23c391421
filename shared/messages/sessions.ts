/** The session log (begeleidingsmomenten), the hours per volunteer and the impact report (issue 33). */
export const sessionMessages = {
  sessions: {
    notFound: 'Begeleidingsmoment niet gevonden.',
    changed:
      'Dit begeleidingsmoment is intussen door iemand anders gewijzigd. Vernieuw de pagina en probeer het opnieuw.',
    dateInvalid: 'Kies een geldige datum.',
    dateInFuture: 'Een begeleidingsmoment kan niet in de toekomst liggen.',
    startInvalid: 'Vul een geldig beginuur in (uu:mm).',
    durationInvalid: 'Vul een duur in tussen 5 en 600 minuten.',
    kindInvalid: 'Kies een soort: huiswerkbegeleiding, gezinsbegeleiding, contact met school of anders.',
    subjectInvalid: 'Kies onderwerpen uit de lijst (hoogstens 20).',
    childrenInvalid: 'Vul hoogstens 10 namen van kinderen in.',
    volunteersRequired: 'Kies minstens één en hoogstens 10 vrijwilligers.',
    volunteerNotAssignable: 'Een gekozen vrijwilliger bestaat niet of is niet actief.',
    noteTooLong: 'De notitie over het resultaat is te lang (hoogstens 2000 tekens).',
    absenceReasonRequired: 'Vul de reden van afwezigheid in.',
    familyRequired: 'Kies een gezin.',
    added: 'Begeleidingsmoment vastgelegd',
    updated: 'Begeleidingsmoment bijgewerkt',
    deleted: 'Begeleidingsmoment verwijderd',
    saveFailed: 'Het begeleidingsmoment kon niet worden opgeslagen.',
    deleteConfirm: 'Weet u zeker dat u dit begeleidingsmoment wilt verwijderen?',
    empty: 'Er zijn nog geen begeleidingsmomenten vastgelegd voor dit gezin.',
    title: 'Begeleidingsmomenten',
    add: 'Begeleidingsmoment toevoegen',
    edit: 'Begeleidingsmoment bewerken',
    absent: 'Gezin afwezig',
    appointmentFamilyInvalid: 'Kies een gezin dat u begeleidt.',
    appointmentNotFound: 'Afspraak niet gevonden.',
    appointmentWithoutFamily: 'Deze afspraak is niet aan een gezin gekoppeld.',
    appointmentNotYet: 'Een afspraak wordt pas een begeleidingsmoment nadat ze plaatsvond.',
    occurrenceInvalid: 'Kies een datum waarop de reeks plaatsvond.',
    weekInvalid: 'Kies een geldige week (de maandag, jjjj-mm-dd).',
    yearInvalid: 'Kies een geldig jaar.',
    periodInvalid: 'Kies een geldige periode (van maand tot maand, hoogstens tien jaar).',
    otherVolunteer: 'U kunt alleen uw eigen uren bekijken.',
    planned: 'Geplande begeleidingsmomenten zonder verslag',
    fromAppointment: 'Vastleggen',
  },
  sessionKinds: {
    huiswerkbegeleiding: 'Huiswerkbegeleiding',
    gezinsbegeleiding: 'Gezinsbegeleiding',
    contact_school: 'Contact met school',
    anders: 'Anders',
  },
} as const;

/** Activity sentences: who did what with which family; never the outcome note or a child's name. */
export const sessionActivityMessages = {
  sessionLogged: (parentName: string) => `Begeleidingsmoment vastgelegd bij gezin ${parentName}`,
  sessionUpdated: (parentName: string) => `Begeleidingsmoment bijgewerkt bij gezin ${parentName}`,
  sessionDeleted: (parentName: string) => `Begeleidingsmoment verwijderd bij gezin ${parentName}`,
};
