/**
 * Issue 31 item 5: the nominative register of flat allowances (wet van 3 juli 2005 betreffende de
 * rechten van vrijwilligers) and the yearly statement (attest) of each volunteer.
 */
export const volunteerRegisterMessages = {
  register: {
    title: 'Register vrijwilligersvergoedingen',
    subtitle:
      'De nominatieve lijst per kalenderjaar van de forfaitaire kostenvergoedingen: vrijwilliger, dag van activiteit, bedrag en kilometers.',
    year: 'Jaar',
    empty: 'Geen forfaitaire vergoedingen goedgekeurd in dit jaar.',
    downloadXlsx: 'Excel (.xlsx)',
    downloadPdf: 'PDF',
    statement: 'Attest',
    loadFailed: 'Het register kon niet geladen worden.',
    columns: {
      volunteer: 'Vrijwilliger',
      date: 'Dag van activiteit',
      amount: 'Bedrag',
      kilometers: 'Kilometers',
    },
    total: 'Totaal',
    totals: (days: number, amount: string, kilometers: string) =>
      `${days} dagen, samen ${amount} en ${kilometers} km`,
    fileName: (year: number) => `register-vrijwilligersvergoedingen-${year}`,
    pdfTitle: (year: number) => `Register vrijwilligersvergoedingen ${year}`,
    pdfIntro: (organisation: string) =>
      `${organisation} - nominatieve lijst van de forfaitaire kostenvergoedingen (wet van 3 juli 2005 betreffende de rechten van vrijwilligers).`,
    generatedOn: (date: string) => `Opgemaakt op ${date}`,
    /** The link from the bookkeeping and volunteers screens to the register screen. */
    link: 'Register vrijwilligersvergoedingen',
    yearTotals: (year: number) => `Totalen ${year}`,
    days: 'Dagen',
    /** Each volunteer's totals of the year, beside the nominative lines. */
    perVolunteer: 'Per vrijwilliger',
    shown: (shown: number, days: number) => `Toont ${shown} van ${days} regels`,
    downloaded: (fileName: string) => `${fileName} is gedownload.`,
    downloadFailed: 'Het bestand kon niet gedownload worden. Probeer het opnieuw.',
  },
  statement: {
    title: (year: number) => `Attest vrijwilligersvergoedingen ${year}`,
    fileName: (year: number, name: string) => `attest-vrijwilligersvergoedingen-${year}-${name}`,
    intro: (organisation: string, name: string, year: number) =>
      `${organisation} verklaart dat ${name} in ${year} als vrijwilliger de volgende forfaitaire kostenvergoedingen ontving, overeenkomstig de wet van 3 juli 2005 betreffende de rechten van vrijwilligers.`,
    none: (year: number) => `In ${year} werden geen forfaitaire kostenvergoedingen toegekend.`,
    totalAmount: 'Totaal forfaitaire kostenvergoedingen',
    totalKilometers: 'Vervoerskilometers bovenop de forfaitaire vergoeding',
    days: 'Aantal dagen van activiteit',
    note: 'Dit attest vermeldt enkel wat deze organisatie toekende. Vergoedingen van andere organisaties tellen mee voor het jaarplafond.',
    download: 'Mijn attest',
    /** The row action on the volunteers list, for who keeps the books. */
    rowAction: 'Attest vrijwilligersvergoedingen',
    ownDialogTitle: 'Mijn attest vrijwilligersvergoedingen',
    dialogTitle: (name: string) => `Attest vrijwilligersvergoedingen van ${name}`,
    help: 'Het attest vermeldt de forfaitaire kostenvergoedingen die deze organisatie in het gekozen kalenderjaar toekende.',
    year: 'Jaar',
    downloadButton: 'Attest downloaden',
    downloaded: (fileName: string) => `${fileName} is gedownload.`,
    downloadFailed: 'Het attest kon niet gedownload worden. Probeer het opnieuw.',
  },
} as const;
