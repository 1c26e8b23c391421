/** Drive: spec §5, §8 and the server's folder and document rules (issue 17). */
export const driveMessages = {
  drive: {
    // Spec §8 (folder and upload validation, model B failures).
    folderNameRequired: 'Mapnaam is verplicht.',
    cannotDeleteFolder: 'Kan map niet verwijderen. Controleer of de map leeg is.',
    uploadFailed: 'Upload mislukt',
    uploadFailedStatus: (statusText: string) => `Upload failed: ${statusText}`,
    folderCreated: 'Map aangemaakt',
    documentUploaded: 'Document geüpload',
    copied: 'Link gekopieerd',
    copyFailed: 'Kopiëren mislukt',
    copyFailedText: 'Kon link niet kopiëren naar klembord',
    // The server's own rules.
    folderNotFound: 'Map niet gevonden.',
    documentNotFound: 'Document niet gevonden.',
    jobNotFound: 'Deze verwijdertaak bestaat niet (meer).',
    usersRequired: 'Selecteer minimaal één gebruiker.',
    tooManyUsers: 'Een map kan met hoogstens 100 gebruikers gedeeld worden.',
    unknownUsers: 'Een of meer geselecteerde gebruikers bestaan niet.',
    notFolderCreator: 'Alleen coördinatoren en administrators kunnen mappen aanmaken.',
    notFolderManager: 'Alleen een administrator of de coördinator die de map aanmaakte kan dit doen.',
    levelHidesFromCreator: 'Kies een toegangsniveau waarmee u de map zelf ook kunt zien.',
    uploadNotAllowed: 'U mag in deze map geen documenten uploaden.',
    notDocumentDeleter: 'Alleen een administrator of wie het document uploadde kan het verwijderen.',
    quotaExceeded: 'De opslagruimte van de drive is vol. Verwijder eerst documenten.',
    folderTooDeep: 'Mappen kunnen hoogstens 20 niveaus diep genest worden.',
    searchTooShort: 'Zoek op minstens 2 tekens.',
    folderDeleting: 'De map wordt verwijderd.',
    folderDeleted: 'Map verwijderd',
    documentDeleted: 'Document verwijderd',
    // Activity sentences (the drive's recent-activity card).
    activityFolderCreated: (actor: string, folder: string) => `${actor} maakte de map ‘${folder}’ aan`,
    activityFolderUpdated: (actor: string, folder: string) => `${actor} wijzigde de map ‘${folder}’`,
    activityFolderDeleted: (actor: string, folder: string) => `${actor} verwijderde de map ‘${folder}’`,
    activityDocumentUploaded: (actor: string, document: string) => `${actor} uploadde ‘${document}’`,
    activityDocumentDeleted: (actor: string, document: string) => `${actor} verwijderde ‘${document}’`,
  },
} as const;
