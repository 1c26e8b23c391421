import { Empty, Space, Table, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../../../shared/format/dates';
import { messages } from '../../../../../shared/messages';
import { canDeleteSignedDocument, canDownloadSignedDocument } from '../../../../../shared/policies/signing';
import type { SignedDocument } from '../../../../../shared/schemas/signing';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { IconAction } from '../../../components/icon-action';
import {
  CopyOutlined,
  DownloadOutlined,
  EyeOutlined,
  FilePdfOutlined,
  LinkOutlined,
  SafetyCertificateOutlined,
} from '../../../components/icons';
import { useCurrentUser } from '../../../lib/auth/auth-context';

const m = messages.signing;

export type SignedDocumentActions = {
  download: (document: SignedDocument) => void;
  downloadSignature: (document: SignedDocument) => void;
  view: (document: SignedDocument) => void;
  proof: (document: SignedDocument) => void;
  copyLink: (document: SignedDocument) => void;
  remove: (document: SignedDocument) => void;
};

type SignedDocumentsTableProps = {
  documents: SignedDocument[];
  isLoading: boolean;
  deletingId: number | null;
  actions: SignedDocumentActions;
};

/** Spec §4 'Ondertekende documenten': name, signer, date, Geldig badge, token and link, and every action. */
export function SignedDocumentsTable({
  documents,
  isLoading,
  deletingId,
  actions,
}: SignedDocumentsTableProps) {
  const user = useCurrentUser();
  return (
    <Table<SignedDocument>
      rowKey="id"
      loading={isLoading}
      dataSource={documents}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: <Empty description={m.empty} /> }}
      columns={[
        {
          title: 'Document',
          key: 'name',
          render: (_, document) => (
            <Space orientation="vertical" size={0}>
              <Typography.Text strong>{document.documentName}</Typography.Text>
              {document.documentDeleted && <Tag color="orange">Document verwijderd</Tag>}
            </Space>
          ),
        },
        { title: 'Ondertekenaar', dataIndex: 'signerName' },
        { title: 'Datum', key: 'signedAt', render: (_, document) => formatDateTime(document.signedAt) },
        {
          title: 'Status',
          key: 'status',
          render: (_, document) =>
            document.isValid ? <Tag color="green">Geldig</Tag> : <Tag color="red">Ongeldig</Tag>,
        },
        {
          title: 'Token en link',
          key: 'token',
          render: (_, document) => (
            <Space orientation="vertical" size={0}>
              <Typography.Text code className="signing-token">
                {document.signatureToken}
              </Typography.Text>
              <Typography.Link href={document.verificationUrl} target="_blank" rel="noopener">
                Verificatielink
              </Typography.Link>
            </Space>
          ),
        },
        {
          title: 'Acties',
          key: 'actions',
          render: (_, document) => {
            const canFile = canDownloadSignedDocument(user, document);
            return (
              <Space size={0} wrap>
                <IconAction
                  title="PDF downloaden"
                  icon={<DownloadOutlined />}
                  disabled={!canFile}
                  onClick={() => actions.download(document)}
                />
                {document.kind === 'detached' && (
                  <IconAction
                    title="Handtekening (.p7s) downloaden"
                    icon={<SafetyCertificateOutlined />}
                    disabled={!canFile}
                    onClick={() => actions.downloadSignature(document)}
                  />
                )}
                <IconAction
                  title="Bekijken"
                  icon={<EyeOutlined />}
                  disabled={!canFile}
                  onClick={() => actions.view(document)}
                />
                <IconAction
                  title="Verificatiebewijs downloaden"
                  icon={<FilePdfOutlined />}
                  onClick={() => actions.proof(document)}
                />
                <IconAction
                  title="Link kopiëren"
                  icon={<CopyOutlined />}
                  onClick={() => actions.copyLink(document)}
                />
                <IconAction
                  title="Link openen"
                  icon={<LinkOutlined />}
                  href={document.verificationUrl}
                  target="_blank"
                  rel="noopener"
                />
                {canDeleteSignedDocument(user, document) && (
                  <ConfirmDeleteButton
                    title="Document verwijderen"
                    description={m.deleteConfirm(document.documentName)}
                    onConfirm={() => actions.remove(document)}
                    loading={deletingId === document.id}
                    ariaLabel={`${document.documentName} verwijderen`}
                  />
                )}
              </Space>
            );
          },
        },
      ]}
    />
  );
}
