/** Backup and restore: spec §2, §5 and §8 (issue 21). */
export const backupMessages = {
  backup: {
    // Spec §2, §5 and §8, verbatim.
    adminOnly: 'Alleen administrators kunnen backup en restore operaties uitvoeren.',
    created: 'Backup succesvol aangemaakt',
    failed: 'Backup mislukt',
    restoreFailed: 'Restore mislukt',
    invalidFile: 'Ongeldig bestand',
    selectJsonFile: 'Selecteer een geldig JSON backup bestand.',
    invalidFormat: 'Ongeldig backup formaat',
    // The server's own rules.
    wrongPassphrase: 'Het wachtwoord van deze backup is onjuist.',
    passphraseRequired: 'Deze backup is versleuteld. Vul het wachtwoord in.',
    passphraseLength: 'Kies een wachtwoord van minstens 12 en hoogstens 200 tekens.',
    jobNotFound: 'Deze backup- of hersteltaak bestaat niet (meer).',
    backupNotReady: 'Deze backup is nog niet klaar.',
    restoreHasProblems: 'De backup bevat ongeldige gegevens; er is niets hersteld.',
    restoreDone: 'Herstel voltooid',
    recordInvalid: (detail: string) => `Ongeldig record: ${detail}`,
    unknownEntity: 'Onbekend onderdeel van een backup.',
    recordKeyMissing: 'Het record heeft geen sleutel.',
    recordKeyMismatch: 'De sleutel van het record hoort niet bij dit onderdeel.',
    unknownBucket: 'Onbekende bestandsopslag.',
    userClash: (field: 'username' | 'email', value: string) =>
      `${field === 'username' ? 'De gebruikersnaam' : 'Het e-mailadres'} ${value} hoort in deze installatie bij een andere gebruiker; deze gebruiker wordt niet hersteld.`,
    recordsLeftOut: (records: readonly { entity: string; count: number }[]) => {
      const count = records.reduce((sum, each) => sum + each.count, 0);
      if (count === 0) return 'Het bestand bevat geen andere gegevens van deze gebruiker.';
      const list = records.map((each) => `${backupEntityLabels[each.entity] ?? each.entity}: ${each.count}`);
      return `${count === 1 ? 'Ook 1 record van deze gebruiker wordt' : `Ook ${count} records van deze gebruiker worden`} niet hersteld (${list.join(', ')}). Lost u de botsing op, dan zet een nieuwe restore ${count === 1 ? 'het' : 'ze'} terug.`;
    },
  },
} as const;

/** Dutch names of the entities a backup holds, for the dry-run table and the result summary. */
export const backupEntityLabels: Record<string, string> = {
  users: 'Gebruikers',
  families: 'Gezinnen',
  declarations: 'Declaraties',
  emailTemplates: 'E-mailsjablonen',
  systemTemplates: 'Systeemsjablonen',
  mailLog: 'E-maillog',
  externalLinks: 'Externe links',
  settings: 'Instellingen',
  calendars: 'Agenda’s',
  calendarShares: 'Gedeelde agenda’s',
  events: 'Afspraken',
  news: 'Nieuws',
  newsReads: 'Gelezen nieuwsberichten',
  folders: 'Mappen',
  documents: 'Documenten',
  uploads: 'Geüploade bestanden',
  signedDocuments: 'Ondertekende documenten',
  accountingEntries: 'Boekingen',
  bankAccounts: 'Bankrekeningen',
  notifications: 'Meldingen',
  activity: 'Activiteit',
  audit: 'Auditlog',
  statistics: 'Statistieken',
  counters: 'Tellers',
  indexes: 'Hulprecords',
  files: 'Bestanden',
};
