import { Table, Tag } from 'antd';
import {
  PRIVACY_ENTITY_LABELS,
  privacyMessages,
  privacyScreenMessages,
} from '../../../../../shared/messages/privacy';
import type { PrivacyReportLine } from '../../../../../shared/schemas/privacy';

const m = privacyScreenMessages;
const TREATMENT_COLORS = { erase: 'red', pseudonymise: 'gold', keep: 'blue' } as const;

/** Per kind of record: what is (or would be) erased, pseudonymised or kept, how many, and why. */
export function PrivacyReport({ lines }: { lines: readonly PrivacyReportLine[] }) {
  return (
    <Table<PrivacyReportLine>
      size="small"
      pagination={false}
      rowKey={(line) => `${line.table}|${line.entity}|${line.treatment}|${line.reason}`}
      dataSource={[...lines]}
      locale={{ emptyText: m.noneFound }}
      columns={[
        {
          title: m.columns.entity,
          dataIndex: 'entity',
          render: (entity: string) => PRIVACY_ENTITY_LABELS[entity] ?? entity,
        },
        {
          title: m.columns.treatment,
          dataIndex: 'treatment',
          render: (treatment: PrivacyReportLine['treatment']) => (
            <Tag color={TREATMENT_COLORS[treatment]}>{privacyMessages.privacy.treatments[treatment]}</Tag>
          ),
        },
        { title: m.columns.count, dataIndex: 'count', align: 'right' },
        { title: m.columns.files, dataIndex: 'files', align: 'right' },
        { title: m.columns.reason, dataIndex: 'reason', className: 'privacy-report__reason' },
      ]}
    />
  );
}
