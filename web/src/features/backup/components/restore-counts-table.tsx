import { List, Table, type TableColumnsType, Typography } from 'antd';
import { backupScreenMessages } from '../../../../../shared/messages/backup-screen';
import type { RestoreEntityCount } from '../../../../../shared/schemas/backup';
import { useIsPhone } from '../../../lib/use-media-query';
import { entityLabel } from '../lib/format';

const m = backupScreenMessages.backupScreen;

/** Below this the four columns do not fit: one line per entity instead. */

/** Entities the backup and this installation both lack say nothing; they are left out. */
const hasRecords = (row: RestoreEntityCount) => row.added + row.changed + row.unchanged > 0;

type RestoreCountsTableProps = {
  entities: readonly RestoreEntityCount[];
  /** 'plan': the dry run (toe te voegen, te wijzigen); 'result': what the restore did. */
  kind: 'plan' | 'result';
};

/** Per entity how many records are (or were) added, changed and left alone. */
export function RestoreCountsTable({ entities, kind }: RestoreCountsTableProps) {
  const isPhone = useIsPhone();
  const rows = entities.filter(hasRecords);
  const label = kind === 'plan' ? m.dryRunTitle : m.resultTitle;
  const headers = {
    added: kind === 'plan' ? m.toAdd : m.added,
    changed: kind === 'plan' ? m.toChange : m.changed,
    unchanged: m.unchangedCount,
  };

  if (isPhone) {
    return (
      <List<RestoreEntityCount>
        className="restore-counts"
        size="small"
        bordered
        dataSource={rows}
        rowKey="entity"
        renderItem={(row) => (
          <List.Item className={row.added + row.changed > 0 ? 'restore-counts__changed' : undefined}>
            <div className="restore-counts__line">
              <Typography.Text strong>{entityLabel(row.entity)}</Typography.Text>
              <Typography.Text type="secondary">
                {`${headers.added}: ${row.added} · ${headers.changed}: ${row.changed} · ${headers.unchanged}: ${row.unchanged}`}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
    );
  }

  const columns: TableColumnsType<RestoreEntityCount> = [
    { title: m.entity, dataIndex: 'entity', render: (entity: string) => entityLabel(entity) },
    { title: headers.added, dataIndex: 'added', align: 'right' },
    { title: headers.changed, dataIndex: 'changed', align: 'right' },
    { title: headers.unchanged, dataIndex: 'unchanged', align: 'right' },
  ];
  return (
    <Table<RestoreEntityCount>
      className="restore-counts"
      aria-label={label}
      size="small"
      rowKey="entity"
      columns={columns}
      dataSource={rows}
      pagination={false}
      rowClassName={(row) => (row.added + row.changed > 0 ? 'restore-counts__changed' : '')}
    />
  );
}
