import { EditOutlined, EyeOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import type { Family } from '../../../../../shared/schemas/families';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { ageLabel, formatDate } from '../lib/family-labels';
import { FamilyStatusTag } from './family-status-tag';

type FamiliesTableProps = {
  families: readonly Family[];
  isLoading: boolean;
  emptyText: string;
  /** Edit and delete (manage-families permission); otherwise only viewing. */
  canManage: boolean;
  /** The name of the assigned volunteer, when known. */
  assigneeName: (id: number) => string | null;
  deletingId: number | null;
  onView: (family: Family) => void;
  onEdit: (family: Family) => void;
  onDelete: (family: Family) => void;
};

/** The table of spec §2: Gezin, Contact, Kind, Status, Toegevoegd, Acties. */
export function FamiliesTable({
  families,
  isLoading,
  emptyText,
  canManage,
  assigneeName,
  deletingId,
  onView,
  onEdit,
  onDelete,
}: FamiliesTableProps) {
  const columns: TableColumnsType<Family> = [
    {
      title: 'Gezin',
      key: 'family',
      width: 260,
      render: (_, family) => {
        const assignee = family.assignedTo === null ? null : assigneeName(family.assignedTo);
        return (
          <div className="family-cell">
            <Typography.Text strong>{family.parentName}</Typography.Text>
            {family.address && (
              <Typography.Text type="secondary" className="family-cell__minor">
                {family.address}
              </Typography.Text>
            )}
            <Typography.Text type="secondary" className="family-cell__minor">
              Begeleider:{' '}
              {family.assignedTo === null ? 'nog niet toegewezen' : (assignee ?? `#${family.assignedTo}`)}
            </Typography.Text>
          </div>
        );
      },
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, family) => (
        <div className="family-cell">
          <span className="family-cell__contact">
            <MailOutlined aria-hidden />{' '}
            {family.email ? (
              <a href={`mailto:${family.email}`}>{family.email}</a>
            ) : (
              <Typography.Text type="secondary">Geen email</Typography.Text>
            )}
          </span>
          {family.phone && (
            <span className="family-cell__contact">
              <PhoneOutlined aria-hidden />{' '}
              <a href={`tel:${family.phone.replace(/\s+/g, '')}`}>{family.phone}</a>
            </span>
          )}
        </div>
      ),
    },
    {
      title: 'Kind',
      key: 'child',
      render: (_, family) =>
        family.childName || family.childAge !== null ? (
          <div className="family-cell">
            <Typography.Text>
              {family.childName ?? 'Naam onbekend'}
              {family.childAge !== null && (
                <Typography.Text type="secondary"> · {ageLabel(family.childAge)}</Typography.Text>
              )}
            </Typography.Text>
            {(family.school || family.grade) && (
              <Typography.Text type="secondary" className="family-cell__minor">
                {[family.school, family.grade].filter(Boolean).join(' · ')}
              </Typography.Text>
            )}
          </div>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: 'Status',
      dataIndex: 'guidanceStatus',
      key: 'status',
      width: 150,
      render: (status: Family['guidanceStatus']) => <FamilyStatusTag status={status} />,
    },
    {
      title: 'Toegevoegd',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 120,
      render: (createdAt: string) => formatDate(createdAt),
    },
    {
      title: 'Acties',
      key: 'actions',
      width: canManage ? 110 : 120,
      render: (_, family) =>
        canManage ? (
          <Space size={4}>
            <Tooltip title="Bewerken">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Gezin ${family.parentName} bewerken`}
                onClick={() => onEdit(family)}
              />
            </Tooltip>
            <ConfirmDeleteButton
              title="Gezin verwijderen?"
              description={`Weet u zeker dat u het gezin "${family.parentName}" wilt verwijderen?`}
              onConfirm={() => onDelete(family)}
              loading={deletingId === family.id}
              ariaLabel={`Gezin ${family.parentName} verwijderen`}
            />
          </Space>
        ) : (
          <Button
            icon={<EyeOutlined />}
            onClick={() => onView(family)}
            aria-label={`Gezin ${family.parentName} bekijken`}
          >
            Bekijken
          </Button>
        ),
    },
  ];

  return (
    <Table<Family>
      rowKey="id"
      columns={columns}
      dataSource={families as Family[]}
      loading={isLoading}
      pagination={families.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
      locale={{ emptyText }}
      scroll={{ x: 960 }}
      aria-label="Gezinnen"
    />
  );
}
