/**
 * Privacy (issue 32): the notice and consent on the public form, who looked at a family, collecting
 * less (items 1, 2, 7), and a person's copy and erasure (items 4, 5). Formal "u".
 */
export const privacyMessages = {
  privacy: {
    /** Shown on the public form while the association has not written its own notice (Instellingen → Formulieren). */
    defaultNotice:
      'We gebruiken deze gegevens alleen om uw aanmelding te behandelen en een passende vrijwilliger te zoeken. Alleen de coördinatoren en de vrijwilliger die uw kind begeleidt, kunnen ze inkijken. We delen ze niet met anderen en u kunt ze altijd laten inzien, verbeteren of verwijderen.',
    /** The version of the built-in notice, recorded with a consent given while no notice of its own was set. */
    defaultNoticeVersion: 'standaard',
    guardianConsentLabel:
      'Ik ga akkoord: ik heb het ouderlijk gezag over dit kind (of ben de voogd) en geef toestemming om de gegevens van mijn kind te verwerken zoals hierboven beschreven.',
    photoConsentLabel:
      "Ik geef ook toestemming om foto's van mijn kind te maken en te gebruiken (niet verplicht).",
    guardianConsentRequired:
      'Bevestig dat u het ouderlijk gezag heeft en toestemming geeft voor de verwerking van de gegevens van uw kind.',
    noticeChanged:
      'De privacyverklaring is intussen gewijzigd. Herlaad de pagina, lees de nieuwe tekst en bevestig opnieuw.',
    consentTitle: 'Toestemming',
    consentMissing: 'Voor dit gezin is nog geen toestemming vastgelegd.',
    consentOutdated:
      'Er is een nieuwe versie van de privacyverklaring. Vraag het gezin om opnieuw toestemming te geven en leg de vernieuwing vast.',
    consentRecorded: 'Vernieuwde toestemming vastgelegd',
    consentRecordFailed: 'De toestemming kon niet worden vastgelegd.',
    recordConsent: 'Vernieuwing vastleggen',
    consentForms: {
      public: 'het openbare aanmeldformulier',
      portal: 'het aanmeldformulier in het portaal',
      staff: 'een medewerker',
    },
    accessTitle: 'Inzagegeschiedenis',
    accessEmpty: 'Nog niemand heeft dit gezin bekeken.',
    accessLoadFailed: 'De inzagegeschiedenis kon niet worden geladen.',
    rrnCollectionOff: 'Het rijksregisternummer wordt niet meer verzameld (Instellingen). Laat het veld leeg.',
    rrnPurgeConfirm:
      'Alle bewaarde rijksregisternummers worden definitief gewist. Dit kan niet ongedaan worden gemaakt.',
    rrnPurgeNeedsOff:
      'Zet eerst het verzamelen van het rijksregisternummer uit (Instellingen) voordat u de bewaarde nummers wist.',
    rrnPurgeConfirmRequired: 'Bevestig dat u alle bewaarde rijksregisternummers wilt wissen.',
    rrnPurged: (count: number) =>
      count === 1 ? '1 rijksregisternummer gewist.' : `${count} rijksregisternummers gewist.`,
    jobNotFound: 'Deze privacytaak bestaat niet (meer).',
    subjectNotFound: 'Deze vrijwilliger of dit gezin bestaat niet (meer).',
    exportNotReady: 'Deze kopie is nog niet klaar.',
    notAnExport: 'Deze taak maakt geen kopie.',
    cannotEraseSelf: 'U kunt uw eigen gegevens niet verwijderen.',
    failed: 'De privacytaak is mislukt.',
    notListed:
      'Niet iedereen die u koos staat (nog) op de lijst van verstreken bewaartermijnen; er is niets verwijderd.',
    bookkeepingYear: (year: number, entries: number, declarations: number) =>
      `Boekjaar ${year}: ${entries} ${entries === 1 ? 'boeking' : 'boekingen'}, ${declarations} ${declarations === 1 ? 'declaratie' : 'declaraties'}`,
    bookkeepingYearName: (year: number) => `Boekjaar ${year}`,
    backupNotice:
      'Een back-up die vóór de verwijdering gemaakt werd, bevat deze gegevens nog tot ze verloopt (na 30 dagen).',
    pseudonym: {
      volunteer: (id: number) => `Verwijderde persoon ${id}`,
      family: (id: number) => `Verwijderd gezin ${id}`,
      /** A transaction's payee: a person or a firm, the books cannot tell which. */
      payee: 'Verwijderde begunstigde',
    },
    treatments: { erase: 'Verwijderd', pseudonymise: 'Gepseudonimiseerd', keep: 'Blijft bewaard' },
    reasons: {
      erase: 'Gegevens over deze persoon zonder bewaarplicht.',
      bookkeeping:
        'Boekhoudkundige gegevens moeten 10 jaar bewaard blijven (art. III.86 Wetboek van economisch recht): de namen worden vervangen, de bedragen blijven.',
      declarationBooked:
        'Een goedgekeurde onkostennota hoort bij de boekhouding (10 jaar bewaarplicht): de naam wordt vervangen, het bedrag en het bewijsstuk blijven.',
      receiptBooked:
        'Bewijsstuk van een goedgekeurde onkostennota: hoort bij de boekhouding (10 jaar bewaarplicht).',
      associationRecord:
        'Een dossier of document van de vereniging: de naam van deze persoon wordt vervangen, de rest blijft.',
      assignment:
        'Het gezin blijft een dossier van de vereniging; de toewijzing aan deze persoon wordt weggehaald.',
      sessionOfFamily:
        'Het sessieverslag hoort bij het dossier van het gezin; deze persoon staat er enkel met een nummer in, zonder naam.',
      signature:
        'Ondertekend document: het bewijs van de handtekening moet onveranderd bewaard blijven zolang het document geldt.',
      audit:
        'Het auditlogboek mag niet gewijzigd worden (bewijs van wie wat deed); elke regel verdwijnt vanzelf na 2 jaar.',
      backupJob: 'Back-up- en privacytaken verlopen vanzelf na 30 dagen.',
      yearLine:
        'De bewaartermijn van dit boekjaar is verstreken: de namen worden vervangen; bedragen, categorieën en datums blijven voor de cijfers van de vereniging.',
      yearRecord:
        'De bewaartermijn van dit boekjaar is verstreken: de onkostennota wordt verwijderd, met haar bewijsstuk.',
    },
  },
} as const;

/** Names of the kinds of records in a person's copy and the erasure report (privacy catalogue entities). */
export const PRIVACY_ENTITY_LABELS: Record<string, string> = {
  profile: 'Profiel',
  accountItems: 'Aanmeldgegevens (tweede factor, passkeys)',
  sessionsAndLinks: 'Sessies, uitnodigings- en resetlinks',
  storedAnswers: 'Tijdelijk bewaarde antwoorden',
  family: 'Gezin',
  sessionLogs: 'Begeleidingsmomenten',
  sessionFigures: 'Uren en sessies per maand',
  declarations: 'Onkostennota’s',
  mailLog: 'Verzonden e-mails',
  mailSuppressions: 'Geblokkeerde of afgemelde e-mailadressen',
  calendarAccess: 'Gedeelde agenda’s en agendafeed',
  calendarEntries: 'Agenda-items',
  newsReads: 'Gelezen nieuwsberichten',
  news: 'Nieuwsberichten',
  uploads: 'Bestanden',
  driveDocuments: 'Documenten en mappen',
  signedDocuments: 'Ondertekende documenten',
  bookkeeping: 'Boekhouding',
  notifications: 'Meldingen',
  activity: 'Activiteiten',
  audit: 'Auditlog',
  jobs: 'Back-up- en privacytaken',
};

/** The readable summary (PDF) of a person's copy. */
export const privacyCopyLabels = {
  title: 'Kopie van persoonsgegevens',
  volunteer: 'vrijwilliger',
  family: 'gezin',
  about: (kind: string, name: string, id: number) => `Betreft: ${name} (${kind} ${id})`,
  madeBy: (organization: string, at: string) => `Gemaakt door ${organization || 'de vereniging'} op ${at}`,
  intro:
    'Dit overzicht toont alle gegevens die de vereniging over u bewaart (art. 15 en 20 AVG). De JSON-bestanden in dit archief bevatten dezelfde gegevens volledig en in een machineleesbare vorm.',
  entity: (entity: string) => PRIVACY_ENTITY_LABELS[entity] ?? entity,
  files: 'Bijgevoegde bestanden',
} as const;

/** The privacy screen (/privacy): a person's copy and erasure. */
export const privacyScreenMessages = {
  title: 'Privacy',
  subtitle: 'Een kopie van iemands gegevens maken, of ze verwijderen (AVG art. 15, 17 en 20).',
  subjectCard: 'Persoon',
  kindLabel: 'Soort',
  kinds: { volunteer: 'Vrijwilliger', family: 'Gezin', bookkeepingYear: 'Boekjaar' },
  subjectLabel: 'Naam',
  subjectPlaceholder: 'Zoek op naam',
  exportCard: 'Kopie van de gegevens',
  exportHint:
    'Een zip met elk gegeven dat deze persoon noemt (JSON per onderdeel), de bijgevoegde bestanden en een leesbaar overzicht (PDF).',
  makeExport: 'Kopie maken',
  download: 'Kopie downloaden',
  downloadFailed: 'Downloaden mislukt',
  eraseCard: 'Gegevens verwijderen',
  eraseHint:
    'Doe eerst een proefdraai: die toont wat verwijderd wordt, wat gepseudonimiseerd wordt omdat de wet het bewaren oplegt, en wat blijft en waarom. Pas daarna kunt u verwijderen.',
  dryRun: 'Proefdraai',
  erase: 'Definitief verwijderen',
  eraseConfirm: 'Deze gegevens definitief verwijderen? Dit kan niet ongedaan gemaakt worden.',
  eraseConfirmOk: 'Verwijderen',
  cancel: 'Annuleren',
  running: 'Bezig…',
  failed: 'De taak is mislukt.',
  startFailed: 'Starten mislukt',
  dryRunDone: 'Proefdraai klaar: er is nog niets gewijzigd.',
  eraseDone: 'De gegevens zijn verwijderd.',
  exportDone: 'De kopie is klaar.',
  columns: {
    entity: 'Onderdeel',
    treatment: 'Behandeling',
    count: 'Aantal',
    files: 'Bestanden',
    reason: 'Waarom',
  },
  noneFound: 'Er werd niets gevonden dat deze persoon noemt.',
  retentionCard: 'Bewaartermijnen',
  retentionHint:
    'Elke dag wordt nagegaan wat over zijn bewaartermijn is. Niets wordt verwijderd zonder dat u het hier bevestigt.',
  retentionDue: 'Over de bewaartermijn',
  retentionNone: 'Er is niets over zijn bewaartermijn.',
  /** From a family's or volunteer's end, or from a financial year's last day: one heading fits both. */
  retentionSince: 'Termijn loopt sinds',
  retentionConfirm: 'Geselecteerde verwijderen',
  retentionConfirmQuestion: 'De geselecteerde gegevens definitief verwijderen?',
  retentionStarted: 'De verwijdering is gestart.',
  retentionResults: 'Uitgevoerd',
  retentionDone: (name: string) => `${name}: klaar. Zo veel werd verwijderd of gepseudonimiseerd:`,
  enforcedBy: {
    review: 'Lijst ter bevestiging',
    expiry: 'Vervalt vanzelf',
    'not-yet': 'Nog niet automatisch',
  },
  ruleColumns: { label: 'Gegevens', period: 'Termijn', reason: 'Waarom', enforcedBy: 'Hoe' },
} as const;
