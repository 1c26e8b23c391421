import { Button, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import type { SignedDocument, SignedFilePart } from '../../../../../shared/schemas/signing';
import { EditOutlined } from '../../../components/icons';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { describeError } from '../../../lib/api/errors';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signedDocumentLink, useDeleteSignedDocument, useSignedDocuments } from '../api/signed-documents';
import { EidasInfo } from '../components/eidas-info';
import { SignForm } from '../components/sign-form';
import { SignedDocumentsTable } from '../components/signed-documents-table';
import { VerificationPanel } from '../components/verification-panel';
import { downloadProof, saveFrom } from '../lib/files';
import './signing.css';

const m = messages.signing;
const v = messages.verification;
type Tab = 'upload' | 'documents' | 'verify';

/** 'Digitale Ondertekening' (spec §2, §4): upload and sign, the signed documents, verification. */
export function SignaturesPage() {
  useDocumentTitle('Digitale Ondertekening');
  const toast = useToast();
  const [tab, setTab] = useState<Tab>('upload');
  const documents = useSignedDocuments();
  const remove = useDeleteSignedDocument();
  const items = documents.data?.pages.flatMap((page) => page.items) ?? [];

  const openFile = async (document: SignedDocument, failure: string, part: SignedFilePart = 'document') => {
    try {
      const link = await signedDocumentLink(document.id, part);
      saveFrom(link.url, link.fileName);
    } catch (error) {
      toast.error(failure, describeError(error, messages.generic.error));
    }
  };

  // 'Bekijken': a signed PDF opens in a new tab, shown inline; a Word document is saved as before.
  const viewFile = async (document: SignedDocument) => {
    try {
      const link = await signedDocumentLink(document.id, 'document', 'inline');
      if (!window.open(link.url, '_blank', 'noopener')) saveFrom(link.url, link.fileName);
    } catch (error) {
      toast.error(m.viewFailed, describeError(error, messages.generic.error));
    }
  };

  const actions = {
    download: (document: SignedDocument) => void openFile(document, m.downloadFailed),
    downloadSignature: (document: SignedDocument) => void openFile(document, m.downloadFailed, 'signature'),
    view: (document: SignedDocument) => void viewFile(document),
    proof: (document: SignedDocument) =>
      void downloadProof(document.signatureToken).then(
        () => toast.success(v.proofDownloaded),
        () => toast.error(v.proofDownloadFailedTitle, v.proofDownloadFailed),
      ),
    copyLink: (document: SignedDocument) =>
      void navigator.clipboard.writeText(document.verificationUrl).then(
        () => toast.success(m.linkCopied),
        () => toast.error(m.copyFailedTitle, m.copyFailed),
      ),
    remove: (document: SignedDocument) =>
      remove.mutate(document.id, {
        onSuccess: () => toast.success(m.deleted),
        onError: (error) => toast.error(m.deleteFailed, describeError(error, messages.generic.error)),
      }),
  };

  return (
    <div className="list-screen">
      <PageHeader
        title="Digitale Ondertekening"
        subtitle="Onderteken documenten namens de vereniging en controleer ondertekeningen."
        actions={
          <Link to="/ondertekenen">
            <Button icon={<EditOutlined />}>PDF ondertekenen</Button>
          </Link>
        }
      />
      <ScreenTabs<Tab>
        activeKey={tab}
        onChange={setTab}
        selectLabel="Onderdeel van digitale ondertekening"
        sections={[
          {
            key: 'upload',
            label: 'Document uploaden',
            children: <SignForm pdfOnly={false} onSigned={() => setTab('documents')} />,
          },
          {
            key: 'documents',
            label: 'Ondertekende documenten',
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <SignedDocumentsTable
                  documents={items}
                  isLoading={documents.isLoading}
                  deletingId={remove.isPending ? (remove.variables ?? null) : null}
                  actions={actions}
                />
                <LoadMoreButton
                  hasMore={documents.hasNextPage}
                  isLoading={documents.isFetchingNextPage}
                  onLoadMore={() => void documents.fetchNextPage()}
                />
              </Space>
            ),
          },
          {
            key: 'verify',
            label: 'Verificatie',
            children: (
              <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                <VerificationPanel />
                <EidasInfo />
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
