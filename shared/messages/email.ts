/** E-mail tool ('E-mail Tool'): spec §2, §4, §5 and §8, plus the server's sending rules. */
export const emailMessages = {
  email: {
    recipientsRequired: 'Voeg minimaal één ontvanger toe.',
    subjectRequired: 'Onderwerp is verplicht.',
    contentRequired: 'E-mail inhoud is verplicht.',
    invalidAddress: (address: string) => `"${address}" is geen geldig e-mailadres.`,
    invalidSender: 'Voer een geldig e-mailadres in.',
    tooManyRecipients: (max: number) => `U kunt hoogstens ${max} ontvangers tegelijk aanschrijven.`,
    subjectTooLong: 'Het onderwerp mag hoogstens 250 tekens lang zijn.',
    contentTooLong: 'De inhoud is te lang (hoogstens 200.000 tekens).',
    fileTooLarge: (file: string) => `${file} is groter dan 10MB en kan niet worden toegevoegd.`,
    fileTooLargeTitle: 'Bestand te groot',
    attachmentsTooLarge: 'De bijlagen samen mogen hoogstens 20MB groot zijn.',
    attachmentInvalid: 'Een bijlage is niet (meer) beschikbaar. Voeg ze opnieuw toe.',
    tooManyAttachments: (max: number) => `U kunt hoogstens ${max} bijlagen toevoegen.`,
    testAddressRequired: 'Voer een e-mailadres in voor de test.',
    sent: 'E-mail verzonden',
    queued: (count: number) =>
      count === 1 ? '1 e-mail staat in de wachtrij.' : `${count} e-mails staan in de wachtrij.`,
    sendFailed: 'Er is een fout opgetreden bij het verzenden van de e-mail.',
    templateFieldsRequired: 'Vul alle velden in om het sjabloon op te slaan.',
    templateNameTooLong: 'De naam van het sjabloon mag hoogstens 100 tekens lang zijn.',
    templateSaved: 'Sjabloon opgeslagen',
    templateDeleted: 'Sjabloon verwijderd',
    templateSaveFailed: 'Er is een fout opgetreden bij het opslaan van het sjabloon.',
    templateDeleteFailed: 'Er is een fout opgetreden bij het verwijderen van het sjabloon.',
    templateNotFound: 'Sjabloon niet gevonden.',
    systemTemplateNotFound: 'Systeemsjabloon niet gevonden.',
    systemTemplateFieldsRequired: 'Onderwerp en inhoud zijn verplicht.',
    errorTitle: 'Fout',
    fileTooLargeFailure: 'Bestand te groot',
    /** Spec §4: the log's status labels. */
    statusDelivered: 'Verzonden',
    statusFailed: 'Mislukt',
    statusPending: 'In wachtrij',
    statusSkipped: 'Overgeslagen',
    reasonSuppressed: 'Adres geblokkeerd na een bounce of klacht',
    reasonOptedOut: 'Ontvanger heeft zich afgemeld',
    reasonBounced: (detail: string) => `Bounce: ${detail}`,
    reasonComplaint: 'Klacht (als spam gemeld)',
    resetLinkInPreview: '(persoonlijke resetlink, aangemaakt bij verzending)',
    resetLinkKeptLiteral:
      '[RESETLINK] staat in een adres of kenmerk dat u zelf schreef (bijvoorbeeld een afbeelding of een link met meer tekst) en blijft daar letterlijk staan. Een resetlink wordt alleen ingevuld in de tekst of als volledige link: <a href="[RESETLINK]">.',
    resetLinkInSubject: '[RESETLINK] wordt niet ingevuld in het onderwerp en blijft daar letterlijk staan.',
    resetLinkNotForRecipient:
      'Deze ontvanger krijgt geen resetlink: u kunt alleen een resetlink sturen aan gebruikers met minder rechten dan uzelf die zich niet met een tweede factor moeten aanmelden. [RESETLINK] blijft letterlijk staan.',
    placeholderMissing: (placeholder: string, count: number, total: number) =>
      `${placeholder}: ${count === total ? (total === 1 ? 'de ontvanger heeft' : `alle ${total} ontvangers hebben`) : `${count} van de ${total} ontvangers ${count === 1 ? 'heeft' : 'hebben'}`} hiervoor geen gegevens. Daar blijft ${placeholder} letterlijk staan.`,
    missingPlaceholdersTitle: 'Niet elke placeholder kan worden ingevuld',
    confirmRawPlaceholdersTitle: 'Toch verzenden?',
    confirmRawPlaceholdersIntro:
      'Bij sommige ontvangers blijft een placeholder letterlijk in de e-mail staan, omdat hun gegevens ontbreken:',
    confirmRawPlaceholdersOk: 'Toch verzenden',
    unsubscribeFooter: 'Wilt u deze berichten niet meer ontvangen?',
    unsubscribeLink: 'Afmelden',
    unsubscribed: 'U bent afgemeld. U ontvangt geen groepsmails van het portaal meer.',
    unsubscribePageTitle: 'Afmelden voor groepsmails',
    unsubscribeQuestion:
      'Wilt u geen groepsmails van het portaal meer ontvangen? Klik dan op Afmelden. Berichten over uw account (zoals een link om uw wachtwoord in te stellen) blijft u ontvangen.',
    unsubscribeFailed: 'Het afmelden is niet gelukt. Probeer het later opnieuw.',
    unsubscribeInvalid: 'Deze afmeldlink is ongeldig.',
    activitySent: (count: number, subject: string) =>
      `E-mail "${subject}" verzonden naar ${count} ontvanger(s)`,
    activityTemplateSaved: (name: string) => `E-mailsjabloon opgeslagen: ${name}`,
    activityTemplateDeleted: (name: string) => `E-mailsjabloon verwijderd: ${name}`,
  },
  /**
   * The portal's own mails as system templates: the default wording, which staff may change. The
   * server fills in the placeholders and always adds the action link ([LINK]) when the text leaves
   * it out.
   */
  systemTemplates: {
    invitation: {
      name: 'Uitnodiging',
      description: 'Verzonden wanneer een beheerder een vrijwilliger uitnodigt om een account te activeren.',
      subject: 'Uitnodiging voor [PORTAAL]',
      content:
        '<p>Beste [VOORNAAM],</p><p>U bent uitgenodigd voor [PORTAAL].</p><p>Via [VERWIJZING] kiest u uw wachtwoord en activeert u uw account. De link is [GELDIGHEID] geldig en werkt één keer.</p><p><a href="[LINK]">Account activeren</a></p><p>Met vriendelijke groeten,<br>[ORGANISATIE]</p>',
    },
    'manager-reset': {
      name: 'Wachtwoord opnieuw instellen (door beheerder)',
      description: 'Verzonden wanneer een beheerder een resetlink naar een vrijwilliger mailt.',
      subject: 'Wachtwoord opnieuw instellen',
      content:
        '<p>Beste [VOORNAAM],</p><p>Er is gevraagd om het wachtwoord van uw account opnieuw in te stellen.</p><p>Via [VERWIJZING] kiest u een nieuw wachtwoord. De link is [GELDIGHEID] geldig en werkt één keer.</p><p><a href="[LINK]">Nieuw wachtwoord instellen</a></p><p>Met vriendelijke groeten,<br>[ORGANISATIE]</p>',
    },
    'password-reset': {
      name: 'Wachtwoord vergeten',
      description: 'Verzonden wanneer iemand zelf via "Wachtwoord vergeten?" een nieuwe link vraagt.',
      subject: 'Wachtwoord opnieuw instellen',
      content:
        '<p>Beste [VOORNAAM],</p><p>Er is gevraagd om het wachtwoord van uw account opnieuw in te stellen.</p><p>Via [VERWIJZING] kiest u een nieuw wachtwoord. De link is [GELDIGHEID] geldig en werkt één keer.</p><p><a href="[LINK]">Nieuw wachtwoord instellen</a></p><p>Heeft u dit niet zelf gevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.</p><p>Met vriendelijke groeten,<br>[ORGANISATIE]</p>',
    },
    'coordinator-digest': {
      name: 'Dagelijks overzicht voor coördinatoren',
      description: 'Eén keer per dag naar de coördinatoren wanneer er aanmeldingen of declaraties wachten.',
      subject: 'Dagelijks overzicht vrijwilligersportaal',
      content:
        '<p>Beste [VOORNAAM],</p><p>Dit is het overzicht van het vrijwilligersportaal op [DATUM].</p>[OVERZICHT]<p><a href="[LINK]">Naar het portaal</a></p><p>Met vriendelijke groeten,<br>[ORGANISATIE]</p>',
    },
    'urgent-news': {
      name: 'Urgent nieuwsbericht',
      description:
        'Verzonden aan de doelgroepen van een urgent nieuwsbericht wanneer de instelling "Urgent nieuws ook mailen" aan staat.',
      subject: 'Urgent: [TITEL]',
      content:
        '<p>Beste [VOORNAAM],</p><p>[ORGANISATIE] heeft een urgent bericht geplaatst: <strong>[TITEL]</strong>.</p><p>[SAMENVATTING]</p><p><a href="[LINK]">Bericht lezen</a></p><p>Met vriendelijke groeten,<br>[ORGANISATIE]</p>',
    },
    'declaration-reviewed': {
      name: 'Declaratie beoordeeld',
      description:
        'Verzonden aan een vrijwilliger wanneer zijn of haar declaratie is goedgekeurd of afgewezen (uit te zetten op de eigen pagina Beveiliging).',
      subject: 'Uw declaratie is [BESLISSING]',
      content:
        '<p>Beste [VOORNAAM],</p><p>Uw declaratie "[OMSCHRIJVING]" van [DATUM] ([BEDRAG]) is [BESLISSING].</p>[REDEN]<p><a href="[LINK]">Naar mijn declaraties</a></p><p>Wilt u deze e-mails niet meer ontvangen? Zet ze uit op uw pagina Beveiliging in het portaal.</p><p>Met vriendelijke groeten,<br>[ORGANISATIE]</p>',
    },
    'family-assigned': {
      name: 'Gezin toegewezen',
      description:
        'Verzonden aan een vrijwilliger wanneer een gezin aan hem of haar wordt toegewezen (uit te zetten op de eigen pagina Beveiliging).',
      subject: 'Er is een gezin aan u toegewezen',
      content:
        '<p>Beste [VOORNAAM],</p><p>Het gezin [GEZIN] is aan u toegewezen. In het portaal vindt u de gegevens en de afspraken.</p><p><a href="[LINK]">Gezin bekijken</a></p><p>Met vriendelijke groeten,<br>[ORGANISATIE]</p>',
    },
    'registration-received': {
      name: 'Bevestiging aanmelding gezin',
      description:
        'Verzonden aan een gezin dat zich via het openbare aanmeldformulier aanmeldde en een e-mailadres gaf.',
      subject: 'Uw aanmelding bij [ORGANISATIE] is ontvangen',
      content:
        '<p>Beste [NAAM],</p><p>Bedankt voor uw aanmelding bij [ORGANISATIE]. Wij hebben de aanmelding voor [KINDEREN] goed ontvangen.</p><p>Een coördinator bekijkt uw aanmelding en neemt binnenkort contact met u op.</p><p>Met vriendelijke groeten,<br>[ORGANISATIE]</p>',
    },
  },
} as const;
