import { Empty, Space, Table } from 'antd';
import { formatDate } from '../../../../../shared/format/dates';
import { formatFileSize } from '../../../../../shared/format/sizes';
import { driveMessages } from '../../../../../shared/messages/drive';
import type { DriveDocument } from '../../../../../shared/schemas/drive';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { IconAction } from '../../../components/icon-action';
import { DownloadOutlined, EyeOutlined, LinkOutlined } from '../../../components/icons';
import { LoadMoreButton } from '../../../components/load-more-button';

const m = driveMessages.drive;

type DocumentsTableProps = {
  documents: readonly DriveDocument[];
  isLoading: boolean;
  highlightId: number | null;
  onView: (document: DriveDocument) => void;
  onDownload: (document: DriveDocument) => void;
  onCopyLink: (document: DriveDocument) => void;
  onDelete: (document: DriveDocument) => void;
  /** Shown instead of the folder column in search results. */
  folderOf?: (document: DriveDocument) => string;
  /** Another page waits on the server ("Meer laden"). */
  paging?: { hasMore: boolean; isLoadingMore: boolean; onLoadMore: () => void };
};

export function DocumentsTable({
  documents,
  isLoading,
  highlightId,
  onView,
  onDownload,
  onCopyLink,
  onDelete,
  folderOf,
  paging,
}: DocumentsTableProps) {
  return (
    <>
      <Table<DriveDocument>
        rowKey="id"
        size="middle"
        loading={isLoading}
        dataSource={[...documents]}
        pagination={false}
        rowClassName={(document) => (document.id === highlightId ? 'ant-table-row-selected' : '')}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={folderOf ? m.noResults : m.noDocuments}
            />
          ),
        }}
        columns={[
          {
            title: 'Naam',
            dataIndex: 'name',
            key: 'name',
            render: (name: string) => <strong>{name}</strong>,
          },
          ...(folderOf
            ? [
                {
                  title: 'Map',
                  key: 'folder',
                  render: (_: unknown, document: DriveDocument) => folderOf(document),
                },
              ]
            : []),
          {
            title: 'Grootte',
            dataIndex: 'fileSize',
            key: 'size',
            render: (size: number) => formatFileSize(size),
            responsive: ['sm'],
          },
          {
            title: 'Geüpload',
            dataIndex: 'createdAt',
            key: 'createdAt',
            render: (at: string) => formatDate(at),
            responsive: ['md'],
          },
          {
            title: 'Acties',
            key: 'actions',
            render: (_, document) => (
              <Space size={0}>
                <IconAction
                  title="Bekijken"
                  icon={<EyeOutlined />}
                  label={`${document.name} bekijken`}
                  onClick={() => onView(document)}
                />
                <IconAction
                  title="Downloaden"
                  icon={<DownloadOutlined />}
                  label={`${document.name} downloaden`}
                  onClick={() => onDownload(document)}
                />
                <IconAction
                  title="Link kopiëren"
                  icon={<LinkOutlined />}
                  label={`Link naar ${document.name} kopiëren`}
                  onClick={() => onCopyLink(document)}
                />
                {document.canDelete && (
                  <ConfirmDeleteButton
                    title="Document verwijderen"
                    description={m.confirmDocumentDelete(document.name)}
                    ariaLabel={`${document.name} verwijderen`}
                    onConfirm={() => onDelete(document)}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      {paging && (
        <LoadMoreButton
          hasMore={paging.hasMore}
          isLoading={paging.isLoadingMore}
          onLoadMore={paging.onLoadMore}
        />
      )}
    </>
  );
}
