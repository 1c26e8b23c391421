import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, Select } from 'antd';
import { displayName } from '../../../../../shared/format/names';
import { driveMessages } from '../../../../../shared/messages/drive';
import { levelKeepsViewer } from '../../../../../shared/policies/drive';
import {
  DRIVE_ACCESS_LEVEL_LABELS,
  DRIVE_ACCESS_LEVELS,
  type DriveAccessLevel,
  type Folder,
  folderNameSchema,
} from '../../../../../shared/schemas/drive';
import { FormDialog } from '../../../components/form-dialog';
import { getUserDirectory } from '../../../lib/api/user-directory';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { zodRule } from '../../../lib/forms/zod-rule';

const m = driveMessages.drive;

export type FolderValues = {
  name: string;
  description: string;
  accessLevel: DriveAccessLevel;
  allowedUserIds: number[];
  volunteerUploads: boolean;
};

type FolderDialogProps = {
  /** null: a new folder; otherwise the folder whose name and rights are edited. */
  folder: Folder | null;
  open: boolean;
  isSaving: boolean;
  onClose: () => void;
  onSave: (values: FolderValues) => void;
};

/**
 * New folder and the real rights dialog (spec §2: the stub made real): name, description, the
 * access level, the users for level 'specific' and whether volunteers may upload. Only levels that
 * keep the folder visible to the one setting them are offered.
 */
export function FolderDialog({ folder, open, isSaving, onClose, onSave }: FolderDialogProps) {
  const [form] = Form.useForm<FolderValues>();
  const user = useCurrentUser();
  const level = Form.useWatch('accessLevel', form);
  const users = useQuery({
    queryKey: ['drive', 'user-directory'],
    queryFn: ({ signal }) => getUserDirectory(signal),
    enabled: open,
    staleTime: 60_000,
  });
  const levels = DRIVE_ACCESS_LEVELS.filter((each) =>
    levelKeepsViewer(user, {
      accessLevel: each,
      allowedUserIds: [],
      createdBy: folder?.createdBy ?? user.id,
    }),
  );
  return (
    <FormDialog<FolderValues>
      open={open}
      title={folder ? `Rechten en gegevens van "${folder.name}"` : 'Nieuwe map'}
      okText={folder ? 'Opslaan' : 'Aanmaken'}
      onClose={onClose}
      onFinish={onSave}
      form={form}
      isSaving={isSaving}
      initialValues={
        folder
          ? {
              name: folder.name,
              description: folder.description,
              accessLevel: folder.accessLevel,
              allowedUserIds: folder.allowedUserIds,
              volunteerUploads: folder.volunteerUploads,
            }
          : {
              name: '',
              description: '',
              accessLevel: levels.includes('admin') ? 'admin' : 'coordinator',
              allowedUserIds: [],
              volunteerUploads: false,
            }
      }
    >
      <Form.Item name="name" label="Mapnaam" rules={[zodRule(folderNameSchema)]}>
        <Input maxLength={100} autoFocus />
      </Form.Item>
      <Form.Item name="description" label="Beschrijving">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item name="accessLevel" label="Toegang">
        <Select
          options={levels.map((each) => ({ value: each, label: DRIVE_ACCESS_LEVEL_LABELS[each] }))}
          aria-label="Toegang"
        />
      </Form.Item>
      {level === 'specific' && (
        <Form.Item
          name="allowedUserIds"
          label="Gebruikers met toegang"
          rules={[{ required: true, type: 'array', min: 1, message: m.usersRequired }]}
        >
          <Select
            mode="multiple"
            aria-label="Gebruikers met toegang"
            loading={users.isLoading}
            optionFilterProp="label"
            placeholder="Zoek een gebruiker"
            options={(users.data ?? []).map((each) => ({ value: each.id, label: displayName(each) }))}
          />
        </Form.Item>
      )}
      <Form.Item name="volunteerUploads" valuePropName="checked">
        <Checkbox>Vrijwilligers die de map zien, mogen er ook documenten in uploaden</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
