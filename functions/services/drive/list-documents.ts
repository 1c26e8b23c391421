import { listFolderDocuments } from '../../repositories/drive';
import type { Actor } from '../auth/sessions';
import { presentDocument, visibleDocument } from './document-access';
import { breadcrumbOf, visibleFolder } from './folder-access';

/** The documents of a visible folder, newest first. */
export async function listDocuments(
  actor: Actor,
  query: { folderId: number; limit: number; cursor?: string | undefined },
) {
  await visibleFolder(actor, query.folderId);
  const page = await listFolderDocuments(query.folderId, query);
  return {
    items: page.items.map((document) => presentDocument(actor, document)),
    nextCursor: page.nextCursor,
  };
}

/** One visible document with its folder's breadcrumb. */
export async function getDocumentDetail(actor: Actor, id: number) {
  const { document, path } = await visibleDocument(actor, id);
  return { document: presentDocument(actor, document), path: breadcrumbOf(path) };
}
