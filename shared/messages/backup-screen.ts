/**
 * What the backup and restore screen says beyond the server's messages (shared/messages/backup.ts):
 * its explanations, the confirmation and the result summary. Formal "u".
 */
const records = (count: number) => (count === 1 ? '1 record' : `${count} records`);

export const backupScreenMessages = {
  backupScreen: {
    title: 'Backup & Herstel',
    subtitle: 'Maak een backup van alle gegevens of zet een backup terug',
    backupTitle: 'Backup maken',
    backupIntro:
      'Een backup bevat alle gegevens van het portaal, zonder wachtwoorden. Rijksregisternummers blijven versleuteld.',
    withFiles: 'Met bestanden (bonnetjes, documenten en ondertekende PDF’s, als zip)',
    encrypted: 'Versleuteld met een wachtwoord',
    encryptedHint:
      'Bewaar dit wachtwoord goed: zonder wachtwoord kan niemand de backup terugzetten, ook wij niet.',
    passphrase: 'Wachtwoord van de backup',
    passphraseConfirm: 'Wachtwoord bevestigen',
    passphraseMismatch: 'De wachtwoorden komen niet overeen.',
    start: 'Backup maken',
    backupRunning: 'De backup wordt gemaakt…',
    counting: 'De gegevens worden geteld…',
    download: 'Backup downloaden',
    downloadFailed: 'Download mislukt',
    recentTitle: 'Recente backups',
    recentIntro: 'Backups worden 30 dagen bewaard. Elke nacht wordt er automatisch een gemaakt.',
    noBackups: 'Er zijn nog geen backups.',
    automatic: 'Automatisch',
    manual: (name: string) => `Door ${name}`,
    withFilesTag: 'Met bestanden',
    encryptedTag: 'Versleuteld',
    statusRunning: 'Bezig',
    statusFailed: 'Mislukt',
    restoreTitle: 'Backup terugzetten',
    restoreIntro:
      'Kies een backupbestand (JSON, zip of versleuteld). Het bestand wordt eerst gecontroleerd; er wordt pas iets hersteld nadat u dat bevestigt.',
    chooseFile: 'Bestand kiezen',
    chosenFile: (name: string, size: string) => `${name} (${size})`,
    uploadProgress: 'Voortgang upload',
    restorePassphraseHint:
      'Deze backup is versleuteld. Vul het wachtwoord in dat bij het maken gekozen werd.',
    validate: 'Controleren',
    validating: 'Het bestand wordt gecontroleerd…',
    dryRunTitle: 'Resultaat van de controle',
    dryRunIntro: (exportDate: string) =>
      `Backup van ${exportDate}. Zo zou het herstel de gegevens aanpassen:`,
    dryRunClean: 'Er zijn geen problemen gevonden.',
    problemsTitle: (count: number) =>
      count === 1 ? 'Er is 1 probleem gevonden' : `Er zijn ${count} problemen gevonden`,
    problemsHidden: (shown: number, count: number) => `De eerste ${shown} van ${count} problemen.`,
    problemsBlock: 'Los de problemen op voordat u deze backup terugzet.',
    entity: 'Onderdeel',
    toAdd: 'Toe te voegen',
    toChange: 'Te wijzigen',
    unchangedCount: 'Ongewijzigd',
    added: 'Toegevoegd',
    changed: 'Gewijzigd',
    restore: 'Herstellen',
    confirmTitle: 'Backup terugzetten?',
    confirmText: (added: number, changed: number) =>
      `Het herstel voegt ${records(added)} toe en wijzigt er ${changed}. Records die niet in de backup staan, blijven bestaan. Weet u zeker dat u wilt doorgaan?`,
    confirmOk: 'Ja, herstellen',
    cancel: 'Annuleren',
    restoring: 'De backup wordt teruggezet…',
    resultTitle: 'Herstel voltooid',
    resultNothing: 'Alle gegevens waren al gelijk aan de backup; er is niets gewijzigd.',
    usersPending: (count: number) =>
      count === 1
        ? '1 gebruiker is nieuw in deze installatie en moet opnieuw uitgenodigd worden.'
        : `${count} gebruikers zijn nieuw in deze installatie en moeten opnieuw uitgenodigd worden.`,
    usersSkipped: (count: number) =>
      count === 1
        ? '1 gebruiker wordt niet hersteld (de reden staat hieronder).'
        : `${count} gebruikers worden niet hersteld (de redenen staan hieronder).`,
    roleChangesTitle: 'Rolwijzigingen en nieuwe gebruikers met extra rechten',
    roleChangesIntro:
      'Door dit herstel krijgen deze gebruikers een andere rol, of komen ze er nieuw bij met meer rechten dan een vrijwilliger. Vink elke wijziging aan die u wilt herstellen. Wat u niet aanvinkt, wordt niet hersteld: die gebruiker blijft zoals hij hier is.',
    roleChangeName: (name: string, username: string) => `${name} (${username})`,
    roleChangesResultTitle: 'Rolwijzigingen',
    foreignTitle: 'Niet van deze installatie',
    foreignText:
      'Dit bestand draagt geen geldige handtekening van deze installatie: het werd elders gemaakt of achteraf gewijzigd. Zet het alleen terug als u zeker weet waar het vandaan komt en wat erin staat.',
    foreignConfirm: 'Ik weet waar dit bestand vandaan komt en wil het toch terugzetten.',
    confirmRoleChanges: (accepted: number, refused: number) =>
      `Rolwijzigingen: ${accepted} aangevinkt${refused > 0 ? `, ${refused} niet aangevinkt (die gebruikers worden niet hersteld)` : ''}.`,
    signedKept: (count: number) =>
      count === 1
        ? '1 ondertekende PDF verschilt van de versie hier en wordt niet overschreven.'
        : `${count} ondertekende PDF’s verschillen van de versie hier en worden niet overschreven.`,
    userClash: (username: string, userId: number) => `Gebruiker ${username} (${userId})`,
    rrnSkipped: (count: number) =>
      count === 1
        ? '1 rijksregisternummer was met een andere sleutel versleuteld en is weggelaten.'
        : `${count} rijksregisternummers waren met een andere sleutel versleuteld en zijn weggelaten.`,
    filesPlanned: (added: number, changed: number, unchanged: number) =>
      `Bestanden: ${added} toe te voegen, ${changed} te wijzigen, ${unchanged} ongewijzigd.`,
    filesRestored: (added: number, changed: number, unchanged: number) =>
      `Bestanden: ${added} toegevoegd, ${changed} gewijzigd, ${unchanged} ongewijzigd.`,
    uploadLimit: (size: string) => `Een backupbestand mag hoogstens ${size} groot zijn.`,
    another: 'Ander bestand kiezen',
    progress: (done: number, total: number) => `${done} van ${total}`,
  },
} as const;
