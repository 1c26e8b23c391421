import { sortLinks } from '../../../shared/policies/external-links';
import type { ExternalLinkList } from '../../../shared/schemas/external-links';
import { listLinks } from '../../repositories/external-links';

export async function listExternalLinks(): Promise<ExternalLinkList> {
  return { items: sortLinks(await listLinks()) };
}
