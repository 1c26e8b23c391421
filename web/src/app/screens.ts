import { matchPath } from 'react-router-dom';
import type { Principal } from '../../../shared/permissions';
import { seesOnlyAssignedFamilies } from '../../../shared/policies/families';

/**
 * The screens of spec §2's route table. `aliases` are the second spellings the spec lists (and
 * /families, which the dashboard links to); they show the same screen.
 */
export type Screen = { path: string; title: string; aliases?: readonly string[] };

export const PUBLIC_SCREENS = {
  login: { path: '/login', title: 'Inloggen' },
  forgotPassword: { path: '/wachtwoord-vergeten', title: 'Wachtwoord vergeten' },
  /** Links mailed by the portal: the user id in the path, the secret after `#token=` (use-account-link.ts). */
  resetPassword: { path: '/wachtwoord-vergeten/:userId', title: 'Nieuw wachtwoord instellen' },
  activateAccount: { path: '/invite/:userId', title: 'Account activeren' },
  familySignup: { path: '/registration', title: 'Aanmelding gezin' },
  verifySignature: { path: '/ondertekening-controleren', title: 'Ondertekening controleren' },
  /** The visible opt-out link of a bulk mail (shared/schemas/email.ts UNSUBSCRIBE_PAGE_PATH). */
  unsubscribe: { path: '/afmelden/:token', title: 'Afmelden voor groepsmails' },
} as const satisfies Record<string, Screen>;

export const PROTECTED_SCREENS = {
  dashboard: { path: '/', title: 'Dashboard' },
  volunteers: { path: '/vrijwilligers', title: 'Vrijwilligers' },
  families: { path: '/gezinnen', title: 'Gezinnen', aliases: ['/families'] },
  familySessions: { path: '/gezinnen/:familyId/begeleiding', title: 'Begeleidingsmomenten' },
  impactReport: { path: '/impactrapport', title: 'Impactrapport' },
  declarations: { path: '/declaraties', title: 'Declaraties', aliases: ['/declarations'] },
  /** The phone's quick declarations (issue 35), also the installed app's shortcuts. */
  quickTrip: { path: '/rit', title: 'Nieuwe rit' },
  quickExpense: { path: '/onkost', title: 'Nieuwe onkost' },
  email: { path: '/email', title: 'E-mail Tool' },
  calendar: { path: '/agenda', title: 'Agenda' },
  news: { path: '/nieuws', title: 'Nieuws' },
  drive: { path: '/drive', title: 'Drive' },
  documents: { path: '/documenten', title: 'Documenten' },
  signatures: {
    path: '/digitale-handtekeningen',
    title: 'Digitale Ondertekening',
    aliases: ['/digitale-ondertekeninge'],
  },
  signOnBehalf: { path: '/ondertekenen', title: 'Document ondertekenen' },
  accounting: { path: '/boekhouding', title: 'Boekhouding' },
  /** Issue 31 item 5, linked from the bookkeeping and volunteers screens (not in the sidebar). */
  volunteerRegister: {
    path: '/boekhouding/vrijwilligersregister',
    title: 'Register vrijwilligersvergoedingen',
  },
  externalLinks: { path: '/navigatie', title: 'Externe Links' },
  settings: { path: '/instellingen', title: 'Instellingen' },
  backup: { path: '/backup', title: 'Backup & Herstel' },
  privacy: { path: '/privacy', title: 'Privacy' },
  audit: { path: '/audit', title: 'Auditlog' },
  security: { path: '/beveiliging', title: 'Beveiliging' },
} as const satisfies Record<string, Screen>;

const ALL_SCREENS: readonly Screen[] = [
  ...Object.values(PUBLIC_SCREENS),
  ...Object.values(PROTECTED_SCREENS),
];

/** The screen showing at `pathname`, for the header title and the document title. */
export function findScreen(pathname: string): Screen | undefined {
  return ALL_SCREENS.find((screen) =>
    [screen.path, ...(screen.aliases ?? [])].some((path) => matchPath({ path, end: true }, pathname)),
  );
}

/**
 * The title a user sees for a screen: someone who may only look at the families assigned to them
 * gets "Mijn gezinnen" rather than the staff screen's name (issue 23 point 7).
 */
export function screenTitle(screen: Screen, user: Principal): string {
  if (screen === PROTECTED_SCREENS.families && seesOnlyAssignedFamilies(user)) {
    return MY_FAMILIES_TITLE;
  }
  return screen.title;
}

export const MY_FAMILIES_TITLE = 'Mijn gezinnen';
