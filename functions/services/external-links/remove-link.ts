import { settingsMessages } from '../../../shared/messages/settings';
import { conflict, notFound } from '../../domain/errors';
import { getLink, linkDeleteUnchanged } from '../../repositories/external-links';
import { transactConditionally } from '../../repositories/table';
import type { Actor } from '../auth/sessions';
import { linkAuditPut } from './link-audit';

export async function removeExternalLink(actor: Actor, id: number, now: Date) {
  const link = await getLink(id);
  if (!link) throw notFound(settingsMessages.links.notFound);
  const written = await transactConditionally([
    linkDeleteUnchanged(link),
    linkAuditPut('external-link-deleted', actor, link, null, now),
  ]);
  if (!written) throw conflict();
  return { message: settingsMessages.links.deleted };
}
