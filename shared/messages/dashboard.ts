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
    /** Names the parent only: what the child needs stays in the family record. */
    reminderFamilyMessage: (parentName: string, days: number) =>
      `De aanmelding van ${parentName} wacht al ${days} ${days === 1 ? 'dag' : 'dagen'} op behandeling.`,
    reminderDeclarationMessage: (declarant: string, amount: string, days: number) =>
      `De declaratie van ${declarant} (${amount}) wacht al ${days} ${days === 1 ? 'dag' : 'dagen'} op beoordeling.`,
    digestSubject: 'Dagelijks overzicht vrijwilligersportaal',
    /** Issue 37: what a volunteer is told about their own declaration (the reason in full). */
    declarationApprovedTitle: 'Declaratie goedgekeurd',
    declarationRejectedTitle: 'Declaratie afgewezen',
    declarationReviewedMessage: (
      description: string,
      amount: string,
      decision: 'approved' | 'rejected',
      reason: string | null,
    ) =>
      decision === 'rejected'
        ? `Uw declaratie "${description}" (${amount}) is afgewezen.${reason ? ` Reden: ${reason}` : ''}`
        : reason
          ? `Uw declaratie "${description}" is deels goedgekeurd. ${reason}`
          : `Uw declaratie "${description}" (${amount}) is goedgekeurd.`,
    /** Issue 37: a family assigned to a volunteer; names the parent only. */
    familyAssignedTitle: 'Gezin aan u toegewezen',
    familyAssignedMessage: (parentName: string) => `Het gezin van ${parentName} is aan u toegewezen.`,
    decisionApproved: 'goedgekeurd',
    decisionPartlyApproved: 'deels goedgekeurd',
    decisionRejected: 'afgewezen',
    rejectionReason: (reason: string) => `Reden: ${reason}`,
  },
} as const;
