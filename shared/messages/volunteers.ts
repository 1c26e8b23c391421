/** Volunteer management, invitations and resets: spec §5 and §8, plus what the server adds. */
export const volunteerMessages = {
  volunteers: {
    credentialsRequired: 'Gebruikersnaam en wachtwoord zijn verplicht.',
    namesAndEmailRequired: 'Voornaam, achternaam en e-mail zijn verplicht.',
    invalidEmail: 'Voer een geldig e-mailadres in.',
    customTypeRequired: 'Omschrijf de functie wanneer het type Overige is.',
    invalidIban: 'Voer een geldig IBAN-rekeningnummer in (bijvoorbeeld BE68 5390 0754 7034).',
    invalidRijksregisternummer:
      'Voer een geldig rijksregisternummer in (11 cijfers, bijvoorbeeld 85.07.30-033.28).',
    usernameTaken: 'Deze gebruikersnaam is al in gebruik.',
    emailTaken: 'Dit e-mailadres is al in gebruik.',
    notFound: 'Vrijwilliger niet gevonden.',
    lastAdmin: 'Er moet minstens één actieve administrator overblijven.',
    cannotDeleteSelf: 'U kunt uw eigen account niet verwijderen.',
    onlyAdminsManageAdmins: 'Alleen administrators kunnen administrators aanmaken, wijzigen of verwijderen.',
    cannotChangeOwnAccess: 'U kunt uw eigen rol, type of status niet wijzigen.',
    targetNotBelowManager: 'U kunt alleen gebruikers beheren die minder rechten hebben dan uzelf.',
    assignsNotBelowManager:
      'U kunt alleen een rol of type toekennen dat minder rechten geeft dan u zelf hebt.',
    noEmail: 'Deze vrijwilliger heeft geen e-mailadres.',
    saveFailed: 'Er is een fout opgetreden bij het opslaan van de vrijwilliger.',
    deleteFailed: 'Er is een fout opgetreden bij het verwijderen van de vrijwilliger.',
    inviteFailed: 'Er is een fout opgetreden bij het versturen van de uitnodiging.',
    added: 'Vrijwilliger toegevoegd',
    updated: 'Vrijwilliger bijgewerkt',
    deleted: 'Vrijwilliger verwijderd',
    roleChanged: 'Rol gewijzigd',
    roleChangedRelogin: 'De rol is gewijzigd. De gebruiker moet opnieuw inloggen.',
    invitationSent: 'Uitnodiging verzonden',
    /** Issue 37 item 10: "Vrijwilliger toevoegen" either invites or sets a password. */
    passwordOrInvitation: 'Kies een wachtwoord of stuur een uitnodiging.',
    invitationWithoutPassword:
      'Wie een uitnodiging krijgt, kiest zelf een wachtwoord: laat het wachtwoord leeg.',
    passwordChanged: 'Wachtwoord gewijzigd',
    managerPasswordTooShort: 'Minimaal 6 karakters vereist',
    resetLinkCreated: 'Resetlink aangemaakt. De link is 48 uur geldig.',
  },
  invitation: {
    invalidTitle: 'Ongeldige uitnodigingslink',
    invalid: 'De uitnodigingslink is ongeldig of verlopen',
    activationFailed: 'Er is een fout opgetreden bij het activeren van uw account',
    activated: 'Uw account is geactiveerd.',
  },
  reset: {
    invalidTitle: 'Ongeldige wachtwoord reset link',
    invalid: 'De wachtwoord reset link is ongeldig of verlopen',
    failed: 'Er is een fout opgetreden bij het wijzigen van uw wachtwoord',
    neutralAnswer: 'Als uw account bestaat, ontvangt u een e-mail met instructies.',
    requestRequired: 'Voer uw gebruikersnaam of e-mailadres in',
    passwordChanged: 'Uw wachtwoord is gewijzigd. U kunt nu inloggen.',
    tooManyRequests: 'Te veel aanvragen. Probeer het over 15 minuten opnieuw.',
  },
} as const;
