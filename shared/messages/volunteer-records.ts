/**
 * Issue 31 item 6: the organisation notice (organisatienota) every volunteer acknowledges, and the
 * screening record (the date of the last extract of the criminal record, model 596.2 / VOG).
 */
export const volunteerRecordMessages = {
  notice: {
    title: 'Organisatienota',
    noNotice: 'Er is nog geen organisatienota gepubliceerd.',
    notCurrent:
      'Er is intussen een nieuwere versie van de organisatienota gepubliceerd. Lees die versie en bevestig opnieuw.',
    published: (version: number) => `Versie ${version} van de organisatienota is gepubliceerd.`,
    acknowledged: 'Bedankt, u hebt de organisatienota bevestigd.',
    blockingIntro:
      'Voor u verdergaat: lees de organisatienota van de vereniging (doel en rechtsvorm, verzekering, vergoedingen, discretieplicht) en bevestig dat u ze hebt ontvangen.',
    changedIntro: 'De organisatienota is gewijzigd sinds u ze de vorige keer bevestigde.',
    open: 'Organisatienota openen',
    confirmCheckbox: 'Ik heb de organisatienota ontvangen en gelezen.',
    confirm: 'Bevestigen',
    confirmFailed: 'Het bevestigen van de organisatienota is niet gelukt.',
    upload: 'Nieuwe versie uploaden',
    uploadFailed: 'Het publiceren van de organisatienota is niet gelukt.',
    current: (version: number, date: string) => `Huidige versie: ${version}, gepubliceerd op ${date}`,
    notAcknowledged: 'Niet bevestigd',
    acknowledgedVersion: (version: number) => `Bevestigd (versie ${version})`,
    column: 'Organisatienota',
  },
  screening: {
    column: 'Uittreksel 596.2',
    dialogTitle: 'Screening',
    extractDate: 'Datum van het laatste uittreksel (model 596.2 / VOG)',
    extractDateHint:
      'Alleen de datum wordt bewaard, nooit het document zelf. Het uittreksel wordt na drie jaar vernieuwd.',
    worksWithMinors: 'Werkt met minderjarigen',
    minorsTag: 'Minderjarigen',
    none: 'Geen',
    saved: 'Screening opgeslagen',
    saveFailed: 'Het opslaan van de screening is niet gelukt.',
    dateInvalid: 'Voer een geldige datum in (jjjj-mm-dd).',
    dateInFuture: 'De datum van het uittreksel kan niet in de toekomst liggen.',
    reminderTitle: 'Uittreksel strafregister bijna verlopen',
    reminderMessage: (name: string, expiresOn: string, withMinors: boolean) =>
      `Het uittreksel uit het strafregister van ${name} wordt op ${expiresOn} drie jaar oud${
        withMinors ? ' (werkt met minderjarigen)' : ''
      }. Vraag tijdig een nieuw uittreksel (model 596.2) aan.`,
  },
} as const;
