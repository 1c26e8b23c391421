/** Dashboard, activity feed and notifications. */
export const dashboardMessages = {
  dashboard: {
    invalidCursor: 'Ongeldige paginaverwijzing. Laad de lijst opnieuw.',
    invalidLimit: 'Het aantal per pagina moet tussen 1 en 50 liggen.',
  },
  notifications: {
    notFound: 'Melding niet gevonden.',
    reminderFamilyTitle: 'Aanmelding wacht op behandeling',
    reminderDeclarationTitle: 'Declaratie wacht op beoordeling',
    digestSubject: 'Dagelijks overzicht vrijwilligersportaal',
  },
} as const;
