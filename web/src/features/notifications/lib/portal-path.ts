import { PORTAL_LINKS } from '../../../../../shared/portal-links';

/**
 * A notification's link as a path inside the portal. The server only writes PORTAL_LINKS, but a
 * link is data: anything that would leave the portal opens the dashboard instead.
 */
export function portalPath(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? link : PORTAL_LINKS.dashboard;
}
