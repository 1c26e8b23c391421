import { settingsMessages } from '../../../shared/messages/settings';
import {
  DEFAULT_LINK_ICON,
  type ExternalLink,
  type ExternalLinkBody,
} from '../../../shared/schemas/external-links';
import { conflict, notFound } from '../../domain/errors';
import { getLink, linkPutUnchanged } from '../../repositories/external-links';
import { transactConditionally } from '../../repositories/table';
import type { Actor } from '../auth/sessions';
import { linkAuditPut } from './link-audit';

/** Replaces a link's fields as the dialog sends them; a lost race answers 409 and changes nothing. */
export async function updateExternalLink(
  actor: Actor,
  id: number,
  body: ExternalLinkBody,
  now: Date,
): Promise<ExternalLink> {
  const previous = await getLink(id);
  if (!previous) throw notFound(settingsMessages.links.notFound);
  const link: ExternalLink = {
    ...previous,
    title: body.title,
    url: body.url,
    icon: body.icon ?? DEFAULT_LINK_ICON,
    description: body.description ?? null,
    sortOrder: body.sortOrder ?? previous.sortOrder,
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  const written = await transactConditionally([
    linkPutUnchanged(link, previous.version),
    linkAuditPut('external-link-updated', actor, previous, link, now),
  ]);
  if (!written) throw conflict();
  return link;
}
