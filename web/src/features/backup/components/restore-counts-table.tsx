import { Table, type TableColumnsType } from 'antd';
import { backupScreenMessages } from '../../../../../shared/messages/backup-screen';
import type { RestoreEntityCount } from '../../../../../shared/schemas/backup';
import { entityLabel } from '../lib/format';

const m = backupScreenMessages.backupScreen;

type RestoreCountsTableProps = {
  entities: readonly RestoreEntityCount[];
  /** 'plan': the dry run (toe te voegen, te wijzigen); 'result': what the restore did. */
  kind: 'plan' | 'result';
};

/** Per entity how many records are (or were) added, changed and left alone. */
export function RestoreCountsTable({ entities, kind }: RestoreCountsTableProps) {
  const columns: TableColumnsType<RestoreEntityCount> = [
    {
      title: m.entity,
      dataIndex: 'entity',
      render: (entity: string) => entityLabel(entity),
    },
    { title: kind === 'plan' ? m.toAdd : m.added, dataIndex: 'added', align: 'right', width: 76 },
    { title: kind === 'plan' ? m.toChange : m.changed, dataIndex: 'changed', align: 'right', width: 76 },
    { title: m.unchangedCount, dataIndex: 'unchanged', align: 'right', width: 76 },
  ];
  return (
    <Table<RestoreEntityCount>
      className="restore-counts"
      aria-label={kind === 'plan' ? m.dryRunTitle : m.resultTitle}
      size="small"
      rowKey="entity"
      columns={columns}
      dataSource={entities as RestoreEntityCount[]}
      pagination={false}
      rowClassName={(row) => (row.added + row.changed > 0 ? 'restore-counts__changed' : '')}
    />
  );
}
