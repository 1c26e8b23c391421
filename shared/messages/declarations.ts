import { DECLARATION_MAX_AGE_DAYS } from '../constants';

/** Declarations: spec §5 and §8, plus the server's transition and ownership rules. */
export const declarationMessages = {
  declarations: {
    descriptionRequired: 'Beschrijving is verplicht.',
    amountPositive: 'Bedrag moet groter zijn dan 0.',
    kilometersPositive: 'Aantal kilometers moet groter zijn dan 0.',
    kilometersStep: 'Geef het aantal kilometers op in stappen van 0,1.',
    amountFormat: 'Geef het bedrag op met hoogstens twee decimalen.',
    amountTooHigh: 'Dit bedrag is te hoog voor een declaratie.',
    kilometersTooHigh: 'Dit aantal kilometers is te hoog voor een declaratie.',
    dateInvalid: 'Geef een geldige datum op (jjjj-mm-dd).',
    /** The dialog's date picker shows dd-mm-jjjj, so its message says that format. */
    datePick: 'Kies een geldige datum (dd-mm-jjjj).',
    dateInFuture: 'De datum mag niet in de toekomst liggen.',
    dateTooOld: `De datum mag hoogstens ${DECLARATION_MAX_AGE_DAYS} dagen geleden zijn.`,
    receiptOnlyForExpense: 'Een bijlage kan alleen bij een onkostendeclaratie.',
    notFound: 'Declaratie niet gevonden.',
    onlyWhilePending: 'Een declaratie kan alleen worden gewijzigd of verwijderd zolang ze in afwachting is.',
    inPayment:
      'Deze declaratie staat in een betaalbestand of is betaald: ze kan niet meer worden afgewezen, gewijzigd of verwijderd, en de goedkeuring kan niet meer ongedaan worden gemaakt.',
    transitionNotAllowed: 'Deze statuswijziging is niet mogelijk vanuit de huidige status.',
    rejectionNeedsNote: 'Geef een reden op voor de afwijzing.',
    ownDeclaration: 'U kunt uw eigen declaratie niet beoordelen.',
    notYours:
      'Alleen de indiener, een administrator of een bestuurslid kan deze declaratie wijzigen of verwijderen.',
    saveFailed: 'Er is een fout opgetreden bij het opslaan van de declaratie.',
    submitted: 'Declaratie ingediend',
    updated: 'Declaratie bijgewerkt',
    deleted: 'Declaratie verwijderd',
    statusChanged: 'Status gewijzigd',
    notificationTitle: 'Nieuwe declaratie',
    expectedVersionRequired: 'Laad de declaratie opnieuw en probeer het nog eens.',
    reviewedVersionChanged:
      'De declaratie is gewijzigd sinds u ze opende. Bekijk de nieuwe gegevens en beoordeel ze opnieuw.',
    undoNotApproved: 'Deze declaratie heeft geen goedkeuring die ongedaan kan worden gemaakt.',
    undoNotYours: 'Alleen wie de declaratie goedkeurde, kan de goedkeuring ongedaan maken.',
    undoTooLate: 'De goedkeuring kan alleen binnen 10 seconden ongedaan worden gemaakt.',
    approvalUndone: 'Goedkeuring ongedaan gemaakt',
  },
} as const;
