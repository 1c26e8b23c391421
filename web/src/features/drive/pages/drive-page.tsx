import { useQueryClient } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Input, Modal, Segmented, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { driveMessages } from '../../../../../shared/messages/drive';
import { canCreateFolder } from '../../../../../shared/policies/drive';
import type { DriveDocument, Folder } from '../../../../../shared/schemas/drive';
import { CLEAR_INPUT } from '../../../components/control-icons';
import {
  AppstoreOutlined,
  ArrowLeftOutlined,
  CloudUploadOutlined,
  FolderAddOutlined,
  SearchOutlined,
  UnorderedListOutlined,
} from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  documentLink,
  useDeleteDocument,
  useDocument,
  useDocumentPages,
  useDocumentSearch,
} from '../api/documents';
import { invalidateDrive } from '../api/drive-keys';
import {
  getFolderDetail,
  useDeleteFolder,
  useDeleteJob,
  useFolder,
  useFolders,
  useSaveFolder,
} from '../api/folders';
import { DocumentsTable } from '../components/documents-table';
import { DriveSidebar } from '../components/drive-sidebar';
import { FolderDialog, type FolderValues } from '../components/folder-dialog';
import { FolderList } from '../components/folder-list';
import { UploadDialog } from '../components/upload-dialog';
import './drive-page.css';

const m = driveMessages.drive;

type PendingDelete = { folder: Folder; documentCount: number; folderCount: number };

/** The drive (spec §2) at /drive and /documenten: folders by level, documents, rights, storage and activity. */
export function DrivePage() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const toast = useToast();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const folderParam = Number(searchParams.get('map'));
  const folderId = Number.isSafeInteger(folderParam) && folderParam > 0 ? folderParam : null;
  const documentParam = Number(searchParams.get('document'));
  const linkedId = Number.isSafeInteger(documentParam) && documentParam > 0 ? documentParam : null;

  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [search, setSearch] = useState('');
  const searchText = useDebouncedValue(search.trim(), 300);
  const [folderDialog, setFolderDialog] = useState<{ open: boolean; folder: Folder | null }>({
    open: false,
    folder: null,
  });
  const [isUploadOpen, setUploadOpen] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [linkNotice, setLinkNotice] = useState<string | null>(null);

  const current = useFolder(folderId);
  const folders = useFolders(folderId);
  const documentPages = useDocumentPages(folderId);
  const linked = useDocument(linkedId);
  const results = useDocumentSearch(searchText);
  const saveFolder = useSaveFolder();
  const deleteFolder = useDeleteFolder();
  const deleteDocument = useDeleteDocument();
  const job = useDeleteJob(jobId);

  const title = location.pathname.startsWith('/documenten') ? 'Documenten' : 'Drive';
  const folder = current.data?.folder ?? null;
  const mayCreate = canCreateFolder(user);
  const mayUpload = folder?.canUpload ?? false;

  const openFolder = (id: number | null) => setSearchParams(id === null ? {} : { map: String(id) });

  // A shared link (?document=…) opens the document's folder, with the document marked.
  useEffect(() => {
    if (linked.data && linked.data.document.folderId !== folderId)
      setSearchParams({
        map: String(linked.data.document.folderId),
        document: String(linked.data.document.id),
      });
  }, [linked.data, folderId, setSearchParams]);
  useEffect(() => {
    if (current.error) toast.failure(current.error, m.folderNotFound);
  }, [current.error, toast]);
  useEffect(() => {
    if (job.data?.status === 'done') {
      // The worker freed the bytes after the delete answered: the storage card and activity move now.
      void invalidateDrive(queryClient);
      toast.success(m.folderDeleted);
      setJobId(null);
    } else if (job.data?.status === 'failed') {
      toast.error(m.folderDeleteFailed);
      setJobId(null);
    }
  }, [job.data?.status, toast, queryClient]);

  const save = async (values: FolderValues) => {
    const editing = folderDialog.folder;
    try {
      await saveFolder.mutateAsync({
        id: editing?.id ?? null,
        body: { ...values, parentId: editing ? undefined : folderId },
      });
      toast.success(editing ? m.rightsSaved : m.folderCreated);
      setFolderDialog({ open: false, folder: null });
    } catch (error) {
      toast.failure(error, m.folderSaveFailed, 'Opslaan mislukt');
    }
  };

  const askDelete = async (target: Folder) => {
    try {
      const detail = await getFolderDetail(target.id);
      setPendingDelete({ folder: target, ...detail.contents });
    } catch (error) {
      toast.failure(error, m.cannotDeleteFolder);
    }
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    try {
      const started = await deleteFolder.mutateAsync(pendingDelete.folder.id);
      setJobId(started.id);
      toast.info(m.folderDeleteStarted);
      if (pendingDelete.folder.id === folderId) openFolder(pendingDelete.folder.parentId);
    } catch (error) {
      toast.failure(error, m.cannotDeleteFolder);
    } finally {
      setPendingDelete(null);
    }
  };

  const open = async (document: DriveDocument, purpose: 'view' | 'download') => {
    // The tab is opened at the click, so no popup blocker refuses it; the link follows.
    const tab = purpose === 'view' ? window.open('', '_blank') : null;
    try {
      const link = await documentLink(document.id, purpose);
      if (tab) tab.location.href = link.url;
      else if (purpose === 'view') window.location.assign(link.url);
      else {
        const anchor = window.document.createElement('a');
        anchor.href = link.url;
        anchor.rel = 'noopener';
        anchor.click();
      }
    } catch (error) {
      tab?.close();
      toast.failure(error, purpose === 'view' ? 'Bekijken mislukt' : 'Download mislukt');
    }
  };

  const copyLink = async (document: DriveDocument) => {
    const url = `${window.location.origin}/drive?document=${document.id}`;
    try {
      await navigator.clipboard.writeText(url);
      setLinkNotice(null);
      toast.success(m.copied);
    } catch {
      // Spec §8: when the clipboard is refused the link is shown in a notice instead.
      setLinkNotice(url);
    }
  };

  const removeDocument = async (document: DriveDocument) => {
    try {
      await deleteDocument.mutateAsync(document.id);
      toast.success(m.documentDeleted);
    } catch (error) {
      toast.failure(error, 'Verwijdering mislukt');
    }
  };

  const loaded = documentPages.data?.pages.flatMap((page) => page.items) ?? [];
  // A shared document is shown even when it lies beyond the pages loaded so far: first, marked.
  const linkedDocument = linked.data?.document.folderId === folderId ? linked.data.document : null;
  const documents =
    linkedDocument && !loaded.some((document) => document.id === linkedDocument.id)
      ? [linkedDocument, ...loaded]
      : loaded;
  const path = current.data?.path ?? [];
  const isSearching = searchText.length >= 2;
  return (
    <div className="drive-page">
      <PageHeader
        title={title}
        subtitle={m.subtitle}
        actions={
          <Space wrap>
            {mayCreate && (
              <Button
                icon={<FolderAddOutlined />}
                onClick={() => setFolderDialog({ open: true, folder: null })}
              >
                Nieuwe map
              </Button>
            )}
            {mayUpload && (
              <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setUploadOpen(true)}>
                Uploaden
              </Button>
            )}
          </Space>
        }
      />
      <div className="main-with-side drive-page__layout">
        <main className="drive-page__main">
          <div className="drive-page__toolbar">
            <Space wrap>
              {folderId !== null && (
                <Button icon={<ArrowLeftOutlined />} onClick={() => openFolder(folder?.parentId ?? null)}>
                  Terug
                </Button>
              )}
              <Breadcrumb
                items={[
                  { title: <Link to={{ search: '' }}>{title}</Link> },
                  ...path.map((crumb, index) =>
                    index === path.length - 1
                      ? { title: crumb.name }
                      : { title: <Link to={{ search: `?map=${crumb.id}` }}>{crumb.name}</Link> },
                  ),
                ]}
              />
            </Space>
            <Space wrap>
              <Input
                prefix={<SearchOutlined />}
                allowClear={CLEAR_INPUT}
                placeholder="Zoek op bestandsnaam"
                aria-label="Zoek op bestandsnaam"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Segmented
                aria-label="Weergave"
                value={layout}
                onChange={(value) => setLayout(value as 'grid' | 'list')}
                options={[
                  { value: 'grid', icon: <AppstoreOutlined />, title: 'Raster' },
                  { value: 'list', icon: <UnorderedListOutlined />, title: 'Lijst' },
                ]}
              />
            </Space>
          </div>
          {linked.isError && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={m.documentNotFound}
              description={m.documentNotFoundHint}
            />
          )}
          {linkNotice && (
            <Alert
              type="info"
              showIcon
              closable
              onClose={() => setLinkNotice(null)}
              style={{ marginBottom: 16 }}
              message={m.copyManually}
              description={
                <>
                  <Typography.Text copyable code>
                    {linkNotice}
                  </Typography.Text>
                  <div>{m.linkOpensAfterSignIn}</div>
                </>
              }
            />
          )}
          {isSearching ? (
            <section className="drive-page__section" aria-label="Zoekresultaten">
              <Typography.Title level={5}>Zoekresultaten</Typography.Title>
              <DocumentsTable
                documents={(results.data?.items ?? []).map((item) => item.document)}
                isLoading={results.isLoading}
                highlightId={null}
                onView={(document) => void open(document, 'view')}
                onDownload={(document) => void open(document, 'download')}
                onCopyLink={(document) => void copyLink(document)}
                onDelete={(document) => void removeDocument(document)}
                folderOf={(document) =>
                  results.data?.items
                    .find((item) => item.document.id === document.id)
                    ?.path.map((crumb) => crumb.name)
                    .join(' / ') ?? ''
                }
              />
            </section>
          ) : (
            <>
              {(folderId === null || (folders.data ?? []).length > 0) && (
                <section className="drive-page__section" aria-label="Mappen">
                  <Typography.Title level={5}>
                    {folder ? `Mappen in ${folder.name}` : 'Mappen'}
                  </Typography.Title>
                  <FolderList
                    folders={folders.data ?? []}
                    layout={layout}
                    onOpen={(each) => openFolder(each.id)}
                    onRights={(each) => setFolderDialog({ open: true, folder: each })}
                    onDelete={(each) => void askDelete(each)}
                  />
                </section>
              )}
              {folderId !== null && (
                <section className="drive-page__section" aria-label="Documenten">
                  <Typography.Title level={5}>Documenten</Typography.Title>
                  <DocumentsTable
                    documents={documents}
                    isLoading={documentPages.isLoading}
                    highlightId={linkedId}
                    paging={{
                      hasMore: documentPages.hasNextPage,
                      isLoadingMore: documentPages.isFetchingNextPage,
                      onLoadMore: () => void documentPages.fetchNextPage(),
                    }}
                    onView={(document) => void open(document, 'view')}
                    onDownload={(document) => void open(document, 'download')}
                    onCopyLink={(document) => void copyLink(document)}
                    onDelete={(document) => void removeDocument(document)}
                  />
                </section>
              )}
            </>
          )}
        </main>
        <DriveSidebar
          canCreateFolder={mayCreate}
          canUpload={mayUpload}
          onCreateFolder={() => setFolderDialog({ open: true, folder: null })}
          onUpload={() => setUploadOpen(true)}
        />
      </div>
      <FolderDialog
        open={folderDialog.open}
        folder={folderDialog.folder}
        isSaving={saveFolder.isPending}
        onClose={() => setFolderDialog({ open: false, folder: null })}
        onSave={(values) => void save(values)}
      />
      {folder && (
        <UploadDialog
          open={isUploadOpen}
          folderId={folder.id}
          folderName={folder.name}
          onClose={() => setUploadOpen(false)}
          onUploaded={(count) => {
            if (count > 0) toast.success(m.documentUploaded);
          }}
        />
      )}
      <Modal
        open={pendingDelete !== null}
        title="Map verwijderen"
        okText="Verwijderen"
        cancelText="Annuleren"
        okButtonProps={{ danger: true, loading: deleteFolder.isPending }}
        onOk={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      >
        {pendingDelete &&
          (pendingDelete.documentCount + pendingDelete.folderCount === 0
            ? m.confirmEmptyFolderDelete(pendingDelete.folder.name)
            : m.confirmFolderDelete(
                pendingDelete.folder.name,
                pendingDelete.documentCount,
                pendingDelete.folderCount,
              ))}
      </Modal>
    </div>
  );
}
