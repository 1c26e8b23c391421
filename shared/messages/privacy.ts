/** Privacy (issue 32): the notice and consent on the public form, who looked at a family, collecting less. */
export const privacyMessages = {
  privacy: {
    /** Shown on the public form while the association has not written its own notice (Instellingen → Formulieren). */
    defaultNotice:
      'We gebruiken deze gegevens alleen om uw aanmelding te behandelen en een passende vrijwilliger te zoeken. Alleen de coördinatoren en de vrijwilliger die uw kind begeleidt, kunnen ze inkijken. We delen ze niet met anderen en u kunt ze altijd laten inzien, verbeteren of verwijderen.',
    /** The version of the built-in notice, recorded with a consent given while no notice of its own was set. */
    defaultNoticeVersion: 'standaard',
    guardianConsentLabel:
      'Ik ga akkoord: ik heb het ouderlijk gezag over dit kind (of ben de voogd) en geef toestemming om de gegevens van mijn kind te verwerken zoals hierboven beschreven.',
    photoConsentLabel:
      "Ik geef ook toestemming om foto's van mijn kind te maken en te gebruiken (niet verplicht).",
    guardianConsentRequired:
      'Bevestig dat u het ouderlijk gezag heeft en toestemming geeft voor de verwerking van de gegevens van uw kind.',
    noticeChanged:
      'De privacyverklaring is intussen gewijzigd. Herlaad de pagina, lees de nieuwe tekst en bevestig opnieuw.',
    consentTitle: 'Toestemming',
    consentMissing: 'Voor dit gezin is nog geen toestemming vastgelegd.',
    consentOutdated:
      'Er is een nieuwe versie van de privacyverklaring. Vraag het gezin om opnieuw toestemming te geven en leg de vernieuwing vast.',
    consentRecorded: 'Vernieuwde toestemming vastgelegd',
    consentRecordFailed: 'De toestemming kon niet worden vastgelegd.',
    recordConsent: 'Vernieuwing vastleggen',
    consentForms: {
      public: 'het openbare aanmeldformulier',
      portal: 'het aanmeldformulier in het portaal',
      staff: 'een medewerker',
    },
    accessTitle: 'Inzagegeschiedenis',
    accessEmpty: 'Nog niemand heeft dit gezin bekeken.',
    accessLoadFailed: 'De inzagegeschiedenis kon niet worden geladen.',
    rrnCollectionOff: 'Het rijksregisternummer wordt niet meer verzameld (Instellingen). Laat het veld leeg.',
    rrnPurgeConfirm:
      'Alle bewaarde rijksregisternummers worden definitief gewist. Dit kan niet ongedaan worden gemaakt.',
    rrnPurgeNeedsOff:
      'Zet eerst het verzamelen van het rijksregisternummer uit (Instellingen) voordat u de bewaarde nummers wist.',
    rrnPurgeConfirmRequired: 'Bevestig dat u alle bewaarde rijksregisternummers wilt wissen.',
    rrnPurged: (count: number) =>
      count === 1 ? '1 rijksregisternummer gewist.' : `${count} rijksregisternummers gewist.`,
  },
} as const;
