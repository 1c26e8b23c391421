/** The volunteer's phone (issue 35): the installable app, the quick trip and expense, drafts kept offline. */
export const phoneMessages = {
  update: {
    available: 'Nieuwe versie beschikbaar',
    reload: 'vernieuwen',
  },
  quick: {
    newTrip: 'Nieuwe rit',
    newExpense: 'Nieuwe onkost',
    tripTitle: 'Nieuwe rit',
    expenseTitle: 'Nieuwe onkost',
    frequentTrips: 'Vaste ritten',
    frequentTripsHint: 'Kies een rit die u vaker maakte; datum vandaag.',
    routeLabel: 'Van – naar',
    routePlaceholder: 'bv. Thuis – school De Linde',
    submit: 'Indienen',
    submitted: 'Declaratie ingediend',
    photo: 'Foto of bestand van het bonnetje',
    takePhoto: 'Foto nemen of bestand kiezen',
    shrinking: 'Foto verkleinen…',
    uploading: 'Bonnetje uploaden…',
    uploadFailed: 'Het bonnetje kon niet worden geüpload. Probeer het opnieuw.',
  },
  drafts: {
    title: 'Wacht op verbinding',
    savedOffline: 'Geen verbinding: de declaratie is bewaard en wordt verstuurd zodra er weer verbinding is.',
    sent: 'Bewaarde declaratie verstuurd',
    edit: 'Bewerken',
    discard: 'Verwijderen',
    discardConfirm: 'Deze bewaarde declaratie verwijderen?',
    sendNow: 'Nu versturen',
  },
} as const;
