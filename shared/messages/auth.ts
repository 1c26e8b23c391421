import { genericMessages } from './generic';

/** Sign-in and password messages of spec §5 and §8. */
export const authMessages = {
  login: {
    required: 'Gebruikersnaam en wachtwoord zijn verplicht',
    invalidCredentials: 'Ongeldige gebruikersnaam of wachtwoord',
    rateLimited: 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.',
    failed: 'Inloggen mislukt',
    failedDefault: 'Er is een fout opgetreden bij het inloggen',
    loggedOut: 'U bent afgemeld.',
    noToken: 'No token available',
    refreshFailed: 'Failed to refresh user',
  },
  password: {
    tooShort: 'Wachtwoord moet minimaal 8 tekens bevatten',
    tooLong: 'Wachtwoord is te lang.',
    tooCommon: 'Dit wachtwoord is te vaak gebruikt en daardoor niet veilig. Kies een ander wachtwoord.',
    mismatch: 'Wachtwoorden komen niet overeen',
  },
  session: {
    crossOrigin: genericMessages.crossOrigin,
    reauthenticationRequired: 'Bevestig eerst uw wachtwoord om verder te gaan.',
    wrongPassword: 'Het wachtwoord is onjuist.',
    reauthenticated: 'Uw wachtwoord is bevestigd.',
  },
  attempts: {
    tooManyFromAddress: (minutes: number) =>
      `Te veel pogingen vanaf dit adres. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
    loginBackoff: (seconds: number) =>
      `Te veel mislukte inlogpogingen voor deze gebruikersnaam. Probeer het over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} opnieuw.`,
    tooManyPasswordConfirmations:
      'Te veel foute wachtwoorden. Probeer het over 15 minuten opnieuw of meld u opnieuw aan.',
  },
  mfa: {
    codeFormat: 'Voer de code van 6 cijfers uit uw authenticator-app in.',
    recoveryCodeFormat: 'Een herstelcode bestaat uit 10 letters en cijfers, bijvoorbeeld abcde-23456.',
    codeRequired: 'Voer een code of een herstelcode in.',
    challengeExpired: 'Deze inlogpoging is verlopen. Meld u opnieuw aan met uw wachtwoord.',
    wrongCode: 'De code is onjuist of al gebruikt.',
    wrongRecoveryCode: 'Deze herstelcode is onjuist of al gebruikt.',
    /** A wrong second step, with the tries this sign-in has left (issue 38). */
    triesLeft: (wrong: string, left: number) => `${wrong} U kunt het nog ${left} keer proberen.`,
    tooManyWrongCodes: 'Te veel foute codes. Meld u opnieuw aan met uw wachtwoord.',
    enrolmentRequired: genericMessages.enrolmentRequired,
    noPendingEnrolment: 'Start de instelling opnieuw: er wacht geen nieuwe sleutel op bevestiging.',
    totpEnabled: 'Tweestapsverificatie met een authenticator-app is ingesteld.',
    resetDone: 'De tweestapsverificatie van deze gebruiker is gewist; alle sessies zijn beëindigd.',
    nothingToReset: 'Deze gebruiker heeft geen tweestapsverificatie ingesteld.',
    notOwnReset: 'Uw eigen tweestapsverificatie wijzigt u op de pagina Beveiliging.',
    sessionNotFound: 'Deze sessie bestaat niet (meer).',
    sessionEnded: 'De sessie is beëindigd.',
    issuer: 'Vrijwilligersportaal',
    passkeyNotFound: 'Deze passkey bestaat niet (meer).',
    passkeyRefused: 'De passkey werd niet aanvaard. Probeer het opnieuw.',
    passkeyAdded: 'De passkey is toegevoegd.',
    passkeyRemoved: 'De passkey is verwijderd.',
    noPendingPasskey: 'Start het toevoegen van de passkey opnieuw.',
  },
  /** The second step of the sign-in screen, the forced enrolment and the 'Beveiliging' page. */
  security: {
    notificationMailsLabel: 'Mail mij wat over mij gaat',
    notificationMailsHint:
      'Een korte e-mail wanneer uw declaratie is goedgekeurd of afgewezen, of wanneer een gezin aan u wordt toegewezen. In de bel ziet u het altijd.',
    notificationMailsOn: 'U ontvangt deze e-mails weer.',
    notificationMailsOff: 'U ontvangt deze e-mails niet meer.',
    secondStepTitle: 'Tweestapsverificatie',
    secondStepIntro: 'Voer de code van 6 cijfers uit uw authenticator-app in.',
    recoveryIntro: 'Voer een van uw herstelcodes in. Elke code werkt één keer.',
    useRecoveryCode: 'Gebruik een herstelcode',
    useAuthenticatorCode: 'Gebruik een code uit uw app',
    backToPassword: 'Terug naar inloggen',
    enrolTitle: 'Stel tweestapsverificatie in',
    enrolRequiredIntro:
      'Uw rol vraagt een tweede stap bij het inloggen. Stel die nu in; daarna kunt u verder naar het portaal.',
    enrolAfterRecoveryIntro:
      'U bent ingelogd met een herstelcode. Stel uw authenticator-app opnieuw in om verder te gaan.',
    scanIntro:
      'Scan de QR-code met een authenticator-app (bijvoorbeeld Google Authenticator, Microsoft Authenticator of 1Password), of voer de sleutel met de hand in.',
    confirmIntro: 'Voer daarna de code van 6 cijfers in die de app toont.',
    recoveryCodesTitle: 'Uw herstelcodes',
    recoveryCodesIntro:
      'Bewaar deze codes op een veilige plaats. Met elke code kunt u één keer inloggen als u uw telefoon kwijt bent. Ze worden maar één keer getoond.',
    recoveryCodesSaved: 'Ik heb de codes bewaard',
    downloadCodes: 'Codes downloaden',
    totpOn: (date: string) => `Authenticator-app ingesteld op ${date}.`,
    totpOff: 'Er is nog geen authenticator-app ingesteld.',
    totpRequired: 'Voor uw rol is tweestapsverificatie verplicht.',
    recoveryCodesLeft: (count: number) => `${count} ${count === 1 ? 'herstelcode' : 'herstelcodes'} over.`,
    passkeysIntro:
      'Met een passkey bevestigt u de tweede stap met uw vingerafdruk, gezicht, pincode of beveiligingssleutel.',
    noPasskeys: 'Nog geen passkeys.',
    usePasskey: 'Inloggen met een passkey',
    sessionsIntro: 'Hier ziet u waar u nu aangemeld bent. Beëindig een sessie die u niet herkent.',
    resetConfirm: (name: string) =>
      `Tweestapsverificatie van ${name} wissen? Alle sessies van deze gebruiker worden beëindigd; bij de volgende aanmelding stelt de gebruiker een nieuwe tweede stap in.`,
  },
} as const;
