/** The bank (issue 34): paying declarations with a SEPA file, importing statements, reconciling. */
export const bankMessages = {
  bank: {
    payablesTitle: 'Te betalen',
    noPayables: 'Geen goedgekeurde declaraties of uitgaven die op betaling wachten.',
    exportButton: 'Betaalbestand downloaden',
    payablesIntro:
      'Kies de goedgekeurde declaraties en uitgaven met een begunstigde die u betaalt en de rekening van de vereniging waarvan betaald wordt; uw bank leest het betaalbestand (SEPA pain.001) in.',
    fromAccount: 'Van rekening',
    noBankAccount: 'Voeg eerst een bankrekening van de vereniging toe (IBAN en BIC) bij Overzicht.',
    selection: (count: number, total: string) => `${count} gekozen, samen ${total}`,
    inPaymentFile: (fileId: string, date: string, by: string) => `${fileId} van ${date} door ${by}`,
    repeatTitle: 'Opnieuw betalen?',
    repeatOk: 'Ja, opnieuw in een betaalbestand',
    exportFailed: 'Het betaalbestand kon niet worden gemaakt.',
    exported: (count: number) =>
      count === 1
        ? 'Betaalbestand met 1 betaling gedownload'
        : `Betaalbestand met ${count} betalingen gedownload`,
    chooseBankAccount: 'Kies de bankrekening van de vereniging waarvan betaald wordt.',
    chooseItems: 'Kies minstens één declaratie of transactie om te betalen.',
    tooManyItems: 'Kies hoogstens 90 declaraties en transacties samen per betaalbestand.',
    bicInvalid: 'Voer een geldige BIC in (8 of 11 tekens).',
    declarationNotPayable: (id: number) => `Declaratie #${id} is niet goedgekeurd of al betaald.`,
    payeeIbanMissing: (name: string) =>
      `${name} heeft geen geldig IBAN-rekeningnummer. Vul het in bij het profiel voor u betaalt.`,
    alreadyInPayment: (ids: string) =>
      `Declaratie ${ids} staat al in een betaalbestand. Bevestig dat u ze opnieuw wilt betalen.`,
    repeatConfirm:
      'Deze declaraties staan al in een betaalbestand. Wilt u ze echt opnieuw in een betaalbestand zetten?',
    ownPayment: 'U kunt geen betaalbestand maken met een betaling aan uzelf (vier ogen).',
    setEntryPayeeIban:
      'U hebt het rekeningnummer van de begunstigde van een transactie ingesteld of gewijzigd; een ander maakt deze betaling (vier ogen).',
    entryNotPayable: (id: number) =>
      `Transactie #${id} is geen goedgekeurde uitgave met een begunstigde, of is al betaald.`,
    itemsAlreadyInPayment: (declarationIds: readonly number[], entryIds: readonly number[]) => {
      const ids = (list: readonly number[]) => list.map((id) => `#${id}`).join(', ');
      const items =
        declarationIds.length > 0
          ? `Declaratie ${ids(declarationIds)} en transactie ${ids(entryIds)}`
          : `Transactie ${ids(entryIds)}`;
      const isOne = declarationIds.length + entryIds.length === 1;
      return `${items} ${isOne ? 'staat' : 'staan'} al in een betaalbestand. Bevestig dat u ze opnieuw wilt betalen.`;
    },
    entryRemittance: (ids: readonly number[]) =>
      `${ids.length === 1 ? 'Transactie' : 'Transacties'} ${ids.join(', ')}`,
    payableKinds: { declaration: 'Declaratie', entry: 'Transactie' },
    payableKind: 'Soort',
    setPayeeIban:
      'U hebt het rekeningnummer van een begunstigde de voorbije 30 dagen ingesteld of gewijzigd; een ander maakt deze betaling (vier ogen).',
    changedMeanwhile: 'Een declaratie is intussen gewijzigd. Laad de lijst opnieuw.',
    remittance: (ids: readonly number[]) =>
      `${ids.length === 1 ? 'Declaratie' : 'Declaraties'} ${ids.join(', ')}`,
    paymentFileName: (date: string) => `betalingen-${date}.xml`,
    paidTitle: 'Declaratie betaald',
    paidMessage: (description: string, amount: string) =>
      `Uw declaratie "${description}" (${amount}) is betaald.`,
    // Statements
    importTitle: 'Rekeninguittreksel importeren',
    importButton: 'Uittreksel importeren',
    formatInvalid: 'Kies CAMT.053 (XML) of CODA.',
    fileRequired: 'Kies een bestand.',
    fileTooLarge: 'Het bestand is te groot (hoogstens 200 kB per import).',
    malformed: (line: number, reason: string) => `Het bestand is ongeldig op regel ${line}: ${reason}`,
    notAStatement: 'Dit bestand bevat geen rekeninguittreksel.',
    wrongAccount: (iban: string) =>
      `Dit uittreksel hoort bij rekening ${iban}, niet bij de gekozen bankrekening.`,
    foreignCurrency: (line: number, currency: string) =>
      `Regel ${line} is in ${currency}; alleen bedragen in euro kunnen worden geïmporteerd.`,
    imported: (added: number, skipped: number) =>
      `${added} nieuwe ${added === 1 ? 'lijn' : 'lijnen'} geïmporteerd, ${skipped} al bekend.`,
    balanceDifference: (difference: string) => `Verschil tussen bank- en boeksaldo: ${difference}`,
    // Reconciliation
    unmatchedTitle: 'Niet afgestemde banklijnen',
    noUnmatched: 'Alle banklijnen zijn afgestemd.',
    lineNotFound: 'Banklijn niet gevonden.',
    lineHandled: 'Deze banklijn is al afgestemd.',
    entryNotMatchable: 'Deze transactie kan niet aan deze banklijn worden gekoppeld.',
    matched: 'Banklijn afgestemd',
    booked: 'Banklijn geboekt',
    confirmMatch: 'Bevestigen',
    bookLine: 'Boeken',
    chooseProposal: 'Kies de transactie of de betaling die bij deze banklijn hoort.',
    categoryRequired: 'Kies een categorie.',
    descriptionTooLong: 'De omschrijving mag hoogstens 500 tekens lang zijn.',
    ownPaymentConfirm: 'U kunt de betaling aan uzelf niet zelf afstemmen (vier ogen).',
    paymentNotMatchable: 'Deze betaling kan niet aan deze banklijn worden gekoppeld.',
    bankTab: 'Bank',
    statementImportTitle: 'Afschrift importeren',
    statementImportHint:
      'Kies een rekeninguittreksel van de bank: CAMT.053 (XML) of CODA. Lijnen die al geïmporteerd zijn, worden overgeslagen.',
    statementChoose: 'Bestand kiezen',
    statementImported: (added: number, matched: number, skipped: number) =>
      `${added} nieuwe ${added === 1 ? 'lijn' : 'lijnen'}, ${matched} automatisch afgestemd, ${added - matched} nog te verwerken${skipped > 0 ? ` (${skipped} al bekend)` : ''}.`,
    statementRefused: 'Het afschrift is niet geïmporteerd',
    statementImportedTitle: 'Afschrift geïmporteerd',
    bankBalanceLabel: (date: string | null) => (date ? `Banksaldo (uittreksel ${date})` : 'Banksaldo'),
    bookBalanceLabel: 'Boeksaldo',
    differenceLabel: 'Verschil',
    noStatementYet: 'Nog geen uittreksel geïmporteerd',
    chooseAccount: 'Bankrekening',
    linesTitle: 'Banklijnen',
    linesFilter: 'Banklijnen tonen',
    showOpen: 'Nog te verwerken',
    showAll: 'Alle lijnen',
    noProposals: 'Geen voorstel met hetzelfde bedrag binnen een week.',
    proposalDay: (distance: number) =>
      distance === 0 ? 'zelfde dag' : `${distance} ${distance === 1 ? 'dag' : 'dagen'} verschil`,
    bookAsNew: 'Boeken als nieuwe boeking',
    bookDialogTitle: 'Banklijn boeken als nieuwe transactie',
    bookCategory: 'Categorie',
    bookDescription: 'Omschrijving',
    bookSave: 'Boeken',
    lineStates: { unmatched: 'Nog te verwerken', matched: 'Afgestemd', booked: 'Geboekt' },
    matchFailed: 'De banklijn kon niet worden afgestemd',
    bookFailed: 'De banklijn kon niet worden geboekt',
    loadMore: 'Meer laden',
    lineDescription: (name: string | null, communication: string | null) =>
      [name, communication].filter(Boolean).join(' – ') || 'Banklijn',
  },
} as const;
