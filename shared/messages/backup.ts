import { roleLabel, userTypeLabel } from '../format/labels';

type Access = { role: string; type: string | null };
const accessLabel = (access: Access) => {
  const type = userTypeLabel(access);
  return type ? `${roleLabel(access.role)} (${type})` : roleLabel(access.role);
};

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
    // Issue 38: what a restore no longer takes on the file's word.
    notFromThisInstallation:
      'Dit bestand is niet van deze installatie: het werd elders gemaakt of achteraf gewijzigd.',
    foreignNotConfirmed:
      'Dit bestand is niet van deze installatie. Bevestig uitdrukkelijk dat u het toch wilt terugzetten; er is niets hersteld.',
    roleChange: (before: Access | null, after: Access) =>
      before
        ? `De rol wijzigt van ${accessLabel(before)} naar ${accessLabel(after)}. Deze gebruiker wordt alleen hersteld als u dit aanvinkt.`
        : `Nieuwe gebruiker met de rol ${accessLabel(after)}. Deze gebruiker wordt alleen hersteld als u dit aanvinkt.`,
    roleChangeRefused: (before: Access | null, after: Access) =>
      before
        ? `De rolwijziging van ${accessLabel(before)} naar ${accessLabel(after)} werd niet aangevinkt; deze gebruiker is niet hersteld.`
        : `De nieuwe gebruiker met de rol ${accessLabel(after)} werd niet aangevinkt en is niet hersteld.`,
    roleChangeAccepted: (before: Access | null, after: Access) =>
      before
        ? `De rol is gewijzigd van ${accessLabel(before)} naar ${accessLabel(after)}, zoals u aanvinkte.`
        : `Nieuwe gebruiker met de rol ${accessLabel(after)} hersteld, zoals u aanvinkte.`,
    fileTooLarge: (limit: string) =>
      `Dit backupbestand is te groot om terug te zetten: uitgepakt mag het hoogstens ${limit} zijn.`,
    tooManyEntries: (limit: number) =>
      `Dit zipbestand bevat te veel bestanden om terug te zetten (hoogstens ${limit}).`,
    auditEntryChanged:
      'Deze regel van de auditlog bestaat hier al met een andere inhoud; de auditlog wordt nooit gewijzigd.',
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
  accessEntries: 'Inzagegeschiedenis',
  statistics: 'Statistieken',
  counters: 'Tellers',
  indexes: 'Hulprecords',
  files: 'Bestanden',
};
