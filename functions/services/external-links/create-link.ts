import { settingsMessages } from '../../../shared/messages/settings';
import { MAX_LINKS } from '../../../shared/policies/external-links';
import {
  DEFAULT_LINK_ICON,
  type ExternalLink,
  type ExternalLinkBody,
} from '../../../shared/schemas/external-links';
import { conflict, validationError } from '../../domain/errors';
import { allocateLinkId, countLinks, linkPutNew } from '../../repositories/external-links';
import { transactConditionally } from '../../repositories/table';
import type { Actor } from '../auth/sessions';
import { linkAuditPut } from './link-audit';

/** A new link; without a sortOrder it goes last (the current number of links, spec §5). */
export async function createExternalLink(
  actor: Actor,
  body: ExternalLinkBody,
  now: Date,
): Promise<ExternalLink> {
  const count = await countLinks();
  if (count >= MAX_LINKS) throw validationError(settingsMessages.links.tooMany(MAX_LINKS));
  const at = now.toISOString();
  const link: ExternalLink = {
    id: await allocateLinkId(),
    title: body.title,
    url: body.url,
    icon: body.icon ?? DEFAULT_LINK_ICON,
    description: body.description ?? null,
    sortOrder: body.sortOrder ?? count,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const written = await transactConditionally([
    linkPutNew(link),
    linkAuditPut('external-link-created', actor, null, link, now),
  ]);
  if (!written) throw conflict();
  return link;
}
