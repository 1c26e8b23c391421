/**
 * Links into the staff app that the server hands out (notification links, digest mails) and the
 * screens answer. One place, so a link the server writes always opens something.
 */
export const PORTAL_LINKS = {
  /** Gezinnenbeheer opened on one family's details (`?family=<id>`). */
  family: (id: number) => `/gezinnen?family=${id}`,
  /** Gezinnenbeheer on the new-registrations tab. */
  registrations: '/gezinnen?tab=aanmeldingen',
  /** Declaraties on the tab of declarations waiting for a decision. */
  pendingDeclarations: '/declaraties?filter=pending',
  /** Declaraties as a volunteer sees them: their own. */
  ownDeclarations: '/declaraties',
  dashboard: '/',
  /** Vrijwilligers: the list with the notice and screening columns. */
  volunteers: '/vrijwilligers',
  /** Nieuws opened on one message's full text (`?bericht=<id>`). */
  news: (id: number) => `/nieuws?bericht=${id}`,
} as const;

/** The query parameter of PORTAL_LINKS.family. */
export const FAMILY_LINK_PARAM = 'family';
/** The query parameter of PORTAL_LINKS.news. */
export const NEWS_LINK_PARAM = 'bericht';
