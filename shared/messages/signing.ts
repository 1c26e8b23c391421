/** Digital signing and public verification: spec §2, §4, §5 and §8 ('Digitale Ondertekening'). */
export const signingMessages = {
  signing: {
    fieldsMissing: 'Velden ontbreken',
    titleRequired: 'Titel is verplicht.',
    titleTooLong: 'De titel mag hoogstens 200 tekens lang zijn.',
    descriptionTooLong: 'De beschrijving mag hoogstens 1000 tekens lang zijn.',
    positionRequired: 'Handtekening locatie vereist',
    positionInvalid: 'Kies een geldige plaats voor de handtekening op de pagina.',
    pageOutOfRange: 'De gekozen pagina bestaat niet in dit document.',
    noFileSelected: 'Geen bestand geselecteerd',
    selectPdf: 'Selecteer een PDF-bestand om te ondertekenen',
    invalidFileType: 'Ongeldig bestandstype',
    pdfOnly: 'Alleen PDF-bestanden kunnen worden ondertekend',
    unreadablePdf: 'Dit PDF-bestand kan niet worden gelezen of is beveiligd en kan niet worden ondertekend.',
    signed: 'Document digitaal ondertekend',
    signedMessage:
      'Het document is digitaal ondertekend (eenvoudige elektronische handtekening volgens eIDAS) en verzegeld met het certificaat van de vereniging.',
    signFailedTitle: 'Fout bij ondertekening',
    signFailed: 'Er is een fout opgetreden bij het ondertekenen',
    uploadAndSignFailed: 'Upload en ondertekening mislukt',
    signingFailed: 'Digitale ondertekening mislukt',
    uploadFailed: 'Upload mislukt',
    notFound: 'Ondertekend document niet gevonden.',
    deleted: 'Ondertekend document verwijderd',
    deleteFailed: 'Verwijdering mislukt',
    deleteConfirm: (name: string) =>
      `Weet u zeker dat u "${name}" wilt verwijderen? Het verificatietoken blijft geldig.`,
    downloadFailed: 'Download mislukt',
    viewFailed: 'Bekijken mislukt',
    pdfViewerNotLoaded: 'PDF viewer nog niet geladen',
    pdfLoadFailed: 'PDF laden mislukt',
    empty: 'Nog geen ondertekende documenten',
    linkCopied: 'Link gekopieerd',
    copyFailedTitle: 'Kopiëren mislukt',
    copyFailed: 'Kon link niet kopiëren naar klembord',
    documentGone: 'Het bestand is verwijderd; de ondertekening blijft verifieerbaar.',
    /** The dashboard's recent-activity line of a signature. */
    activitySigned: (signer: string, document: string) =>
      `${signer} ondertekende ‘${document}’ namens de vereniging`,
  },
  verification: {
    tokenRequiredTitle: 'Token verplicht',
    tokenRequired: 'Voer een ondertekeningstoken in om te verifiëren',
    tokenMissing: 'Token ontbreekt',
    notValid: 'Digitale ondertekening is niet geldig of niet gevonden',
    valid:
      'Deze digitale ondertekening is geldig: het document is ondertekend namens de vereniging en sindsdien niet gewijzigd.',
    validDeleted:
      'Deze digitale ondertekening is geldig. Het document zelf is inmiddels verwijderd uit het portaal.',
    failedTitle: 'Verificatie mislukt',
    failed: 'Er is een fout opgetreden bij het verifiëren van de ondertekening',
    invalidSignature: 'Handtekening ongeldig',
    proofDownloaded: 'Verificatie bewijs gedownload',
    proofDownloadFailedTitle: 'Download mislukt',
    proofDownloadFailed: 'Er is een fout opgetreden bij het downloaden van het verificatie bewijs',
    tooMany: (minutes: number) =>
      `Te veel verificaties vanaf dit adres. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
    fileMatches:
      'Dit bestand is precies een document dat in dit portaal is ondertekend; het zegel is ongewijzigd.',
    fileMatchesOriginal:
      'Dit bestand is het origineel van een ondertekend document, niet het ondertekende bestand zelf.',
    fileNoMatch:
      'Dit bestand komt niet overeen met een document dat in dit portaal is ondertekend. Het kan gewijzigd zijn.',
    hashInvalid: 'Geef een geldige SHA-256 (64 hexadecimale tekens) op.',
  },
  proof: {
    title: 'Verificatiebewijs digitale ondertekening',
    document: 'Document',
    fileName: 'Bestandsnaam',
    signer: 'Ondertekenaar',
    role: 'Rol',
    organization: 'Organisatie',
    method: 'Methode',
    token: 'Token',
    originalHash: 'SHA-256 origineel',
    signedHash: 'SHA-256 ondertekend bestand',
    timeline: 'Tijdlijn',
    signedAt: (when: string) => `Ondertekend op ${when}`,
    deletedAt: (when: string) => `Document verwijderd op ${when}`,
    verifiedAt: (when: string) => `Geverifieerd op ${when}`,
    status: 'Status: ✓ Rechtsgeldig',
    /** The proof PDF draws the check mark between these two. */
    statusLabel: 'Status:',
    statusValue: 'Rechtsgeldig',
    verifyAt: 'Controleer deze ondertekening op',
    scope:
      'Eenvoudige elektronische handtekening (eIDAS) met een geavanceerd zegel van het eigen certificaat van de vereniging; geen gekwalificeerde handtekening.',
    detachedNote: 'Het bestand zelf is niet gewijzigd; deze handtekening hoort er los bij (CMS, .p7s).',
  },
  stamp: {
    signedBy: (name: string) => `Digitaal ondertekend door ${name}`,
    on: (when: string) => `Op ${when}`,
    token: (token: string) => `Token: ${token}`,
  },
} as const;
