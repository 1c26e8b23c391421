import { Empty, Space, Tag, Typography } from 'antd';
import { driveMessages } from '../../../../../shared/messages/drive';
import { DRIVE_ACCESS_LEVEL_LABELS, type Folder } from '../../../../../shared/schemas/drive';
import { IconAction } from '../../../components/icon-action';
import { DeleteOutlined, FolderFilled, LockOutlined } from '../../../components/icons';

type FolderListProps = {
  folders: readonly Folder[];
  layout: 'grid' | 'list';
  onOpen: (folder: Folder) => void;
  onRights: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
};

/** The folders of the current level as cards (grid) or rows (list), with rights and delete for managers. */
export function FolderList({ folders, layout, onOpen, onRights, onDelete }: FolderListProps) {
  if (folders.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={driveMessages.drive.noFolders} />;
  return (
    <ul
      className={`drive-folders--${layout}`}
      aria-label="Mappen"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {folders.map((folder) => (
        <li key={folder.id} className="drive-folder">
          <button type="button" className="drive-folder__open" onClick={() => onOpen(folder)}>
            <FolderFilled className="drive-folder__icon" aria-hidden />
            <span>
              <span className="drive-folder__name">{folder.name}</span>
              <br />
              <Typography.Text type="secondary">
                {folder.documentCount} {folder.documentCount === 1 ? 'document' : 'documenten'}
              </Typography.Text>
            </span>
          </button>
          <Space size={4}>
            <Tag>{DRIVE_ACCESS_LEVEL_LABELS[folder.accessLevel]}</Tag>
            {folder.canManage && (
              <>
                <IconAction
                  title="Rechten"
                  icon={<LockOutlined />}
                  label={`Rechten van ${folder.name}`}
                  onClick={() => onRights(folder)}
                />
                <IconAction
                  title="Verwijderen"
                  danger
                  icon={<DeleteOutlined />}
                  label={`Map ${folder.name} verwijderen`}
                  onClick={() => onDelete(folder)}
                />
              </>
            )}
          </Space>
        </li>
      ))}
    </ul>
  );
}
