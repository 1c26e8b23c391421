/** Settings and external links (spec §8 "E-mail, links, settings", §5 validation). */
export const settingsMessages = {
  settings: {
    saved: 'Instelling opgeslagen',
    saveFailed: 'Er is een fout opgetreden bij het opslaan van de instelling.',
    accessDeniedTitle: 'Toegang geweigerd',
    accessDeniedText: 'Alleen administrators kunnen de instellingen beheren.',
    unknownKey: 'Deze instelling bestaat niet.',
    wrongType: (type: string) => `Deze instelling is van het type "${type}".`,
    invalidValue: 'Deze waarde is ongeldig voor deze instelling.',
    textRequired: 'Vul een waarde in.',
    textTooLong: (max: number) => `Gebruik maximaal ${max} tekens.`,
    numberRequired: 'Voer een getal in.',
    mileageRate: 'Voer een bedrag per kilometer in tussen 0,01 en 10 euro, met hoogstens 4 decimalen.',
    wholeDays: 'Voer een geheel aantal dagen in tussen 1 en 365.',
    quotaGb: 'Voer een geheel aantal GB in tussen 1 en 1000.',
    retentionYears: (min: number, max: number) => `Voer een geheel aantal jaren in tussen ${min} en ${max}.`,
    bookkeepingMinimum: (min: number) =>
      `Boekhoudkundige stukken moet u wettelijk minstens ${min} jaar na de afsluiting van het boekjaar bewaren: kies ${min} jaar of meer.`,
    auditMinimum: (min: number) =>
      `Het auditlog is het bewijs van wie wat deed met geld, rechten en persoonsgegevens: bewaar het minstens ${min} jaar, zodat een heel boekjaar nagegaan kan worden.`,
    retentionChange:
      'Een nieuwe termijn geldt meteen voor wat vanaf nu bewaard wordt. Een kortere termijn wist oudere e-maillogs, meldingen en gelezen-markeringen pas bij de volgende dagelijkse controle; het auditlog en het inzagelog worden nooit gewijzigd, dus daar geldt een kortere termijn alleen voor nieuwe regels.',
    port: 'Voer een poortnummer in tussen 1 en 65535.',
    email: 'Voer een geldig e-mailadres in.',
    host: 'Voer een geldige servernaam in (bijvoorbeeld smtp.voorbeeld.be).',
    origins: 'Voer per regel een adres in zoals https://www.voorbeeld.be (zonder pad).',
    originsTooLong: (max: number) =>
      `De adressen samen mogen hoogstens ${max} tekens tellen. Verwijder adressen die u niet meer nodig hebt.`,
    channel: 'Kies SES of SMTP.',
    security: 'Kies STARTTLS, TLS of geen beveiliging.',
    theme: 'Kies een van de thema’s licht, donker of modern.',
    roles: 'Kies rollen uit de lijst.',
    secondFactorAdmin:
      'Administrators melden zich altijd aan met een tweede factor: laat Administrator in de lijst staan.',
    logoUpload: 'Upload een afbeelding (PNG, JPG, GIF of WebP) van maximaal 1 MB.',
    appIconMissing: 'Er is geen app-icoon van het logo: de app gebruikt het standaardicoon.',
    smtpInUse: 'Kies eerst SES als verzendkanaal voordat u de SMTP-server verwijdert.',
    smtpIncomplete: 'Vul eerst de SMTP-server en het afzenderadres in voordat u SMTP kiest.',
    testMailRequired: 'Voer een e-mailadres in voor de test.',
    testMailFailed: 'Test e-mail mislukt',
    testMailFailedText: 'Controleer uw SMTP-instellingen en probeer opnieuw.',
    /** What a refused test mail means, before the server's own words. */
    smtpReasons: {
      auth: 'De SMTP-server weigerde de gebruikersnaam of het wachtwoord.',
      connection: 'De SMTP-server is niet bereikbaar op deze server en poort.',
      tls: 'De beveiligde verbinding met de SMTP-server mislukte; controleer de beveiliging en de poort.',
      envelope: 'De SMTP-server weigerde de afzender of de ontvanger.',
      message: 'De SMTP-server weigerde het bericht.',
      other: 'Het verzenden mislukte.',
      ses: 'Amazon SES weigerde het bericht.',
    },
    testMailReason: (explanation: string, serverWords: string) =>
      `${explanation} Antwoord van de server: ${serverWords}`,
    testMailSent: (address: string) => `Test e-mail verzonden naar ${address}.`,
    testMailSubject: 'Test e-mail van het Vrijwilligersportaal',
    testMailBody: 'Deze test e-mail bevestigt dat het portaal e-mail kan versturen.',
    secretSet: 'Ingesteld (verborgen)',
    secretHint:
      'Het wachtwoord wordt versleuteld bewaard en nooit getoond. Vul een nieuw wachtwoord in om het te vervangen.',
    portHint: 'Meestal 587 (STARTTLS).',
    urgentNewsMailHint:
      'Een urgent nieuwsbericht komt altijd in de bel en op het dashboard van de doelgroepen; met deze instelling krijgen zij het ook per e-mail.',
    sesHint:
      'Standaard verstuurt het portaal alle e-mail via Amazon SES; daarvoor zijn geen SMTP-gegevens nodig.',
    smtpHint:
      'Met een SMTP-relay gaat alle e-mail van het portaal via uw eigen mailserver, met dezelfde wachtrij en log.',
    logoHint:
      'PNG, JPG, GIF of WebP, maximaal 1 MB. Het logo verschijnt op de aanmeldpagina en in de zijbalk.',
    logoSaved: 'Logo opgeslagen',
    removeLogo: 'Logo verwijderen',
    originsHint:
      'Eén adres per regel, bijvoorbeeld https://www.onze-vereniging.be. Alleen deze websites mogen het aanmeldformulier insluiten.',
    snippetHint: 'Plak deze code op uw website om het aanmeldformulier te tonen.',
    copied: 'Link gekopieerd',
    copyFailed: 'Kopiëren mislukt',
    rolesHint: 'Gebruikers met deze rollen moeten zich aanmelden met een tweede factor.',
    sessionSubjectsHint:
      'Eén onderwerp per regel (hoogstens 20); leeg gelaten gelden lezen, rekenen, Frans en planning.',
    templatesHint:
      'De e-mails die het portaal zelf verstuurt. De links vult het portaal bij het versturen in.',
    templateSaved: 'Sjabloon opgeslagen',
    templateSaveFailed: 'Er is een fout opgetreden bij het opslaan van het sjabloon.',
    customized: 'Aangepast',
    statisticsTitle: 'Statistieken',
  },
  links: {
    required: 'Titel en URL zijn verplicht.',
    invalidUrl: 'Voer een geldige URL in die begint met http:// of https://.',
    invalidOrder: 'De volgorde moet een geheel getal zijn.',
    notFound: 'Deze link bestaat niet (meer).',
    added: 'Link toegevoegd',
    updated: 'Link bijgewerkt',
    deleted: 'Link verwijderd',
    saveFailed: 'Er is een fout opgetreden bij het opslaan van de link.',
    deleteFailed: 'Er is een fout opgetreden bij het verwijderen van de link.',
    confirmDelete: (title: string) => `Weet u zeker dat u "${title}" wilt verwijderen?`,
    empty: 'Er zijn nog geen externe links.',
    tooMany: (max: number) => `Er kunnen hoogstens ${max} links bestaan. Verwijder eerst een link.`,
  },
} as const;
