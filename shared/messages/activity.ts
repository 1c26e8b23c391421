import { declarationStatusLabel, familyStatusLabel, roleLabel } from '../format/labels';
import { formatCents } from '../format/money';

/**
 * The sentences the server writes into the activity feed and the bell. They take data and use the
 * labels of shared/format, so a feed says "Actief" and "Coördinator", never a stored code. Notes
 * about a child never go into one of these: families are named by their parent only.
 */
export const activityMessages = {
  activity: {
    volunteerCreated: (name: string) => `Nieuwe vrijwilliger toegevoegd: ${name}`,
    volunteerUpdated: (name: string) => `Vrijwilliger bijgewerkt: ${name}`,
    volunteerRoleChanged: (name: string, role: string) => `Rol van ${name} gewijzigd naar ${roleLabel(role)}`,
    volunteerDeleted: (name: string) => `Vrijwilliger verwijderd: ${name}`,
    invitationSent: (name: string) => `Uitnodiging verstuurd naar ${name}`,
    accountActivated: (name: string) => `${name} heeft het account geactiveerd`,
    rijksregisternummerRead: (userId: number) => `Rijksregisternummer van gebruiker ${userId} ingezien`,

    familyCreated: (parentName: string) => `Nieuw gezin toegevoegd: ${parentName}`,
    familyUpdated: (parentName: string) => `Gezin bijgewerkt: ${parentName}`,
    familyStatusChanged: (parentName: string, status: string) =>
      `Status van gezin ${parentName} gewijzigd naar ${familyStatusLabel(status)}`,
    familyDeleted: (parentName: string) => `Gezin verwijderd: ${parentName}`,
    familyRegistered: (parentName: string, source: string) =>
      `Nieuwe aanmelding ${source === 'public' ? 'via het online formulier' : 'via het portaal'}: gezin ${parentName}`,
    /** The bell entry of a registration. */
    registrationNotification: (parentName: string) =>
      `${parentName} heeft een kind aangemeld voor huiswerkbegeleiding.`,

    /** Feed and bell alike. */
    declarationSubmitted: (declarant: string, amountCents: number) =>
      `${declarant} diende een declaratie in van ${formatCents(amountCents)}`,
    declarationStatusChanged: (reviewer: string, declarant: string, status: string) =>
      `${reviewer} zette de declaratie van ${declarant} op '${declarationStatusLabel(status)}'`,
    declarationApprovalUndone: (reviewer: string, declarant: string, status: string) =>
      `${reviewer} maakte de goedkeuring van de declaratie van ${declarant} ongedaan ('${declarationStatusLabel(status)}')`,
  },
  registration: {
    /** The in-portal form's subjects, kept with the family's notes. */
    subjectsNote: (subjects: string) => `Vakken: ${subjects}`,
  },
} as const;
