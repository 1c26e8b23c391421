import { Alert, Button, Card, Popconfirm, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../../../shared/format/dates';
import { privacyScreenMessages } from '../../../../../shared/messages/privacy';
import type { RetentionPage } from '../../../../../shared/schemas/privacy';
import { useToast } from '../../../lib/toast';
import { useConfirmRetention, usePrivacyJob, useRetention } from '../api/privacy-jobs';
import { PrivacyReport } from './privacy-report';

const m = privacyScreenMessages;
type Rule = RetentionPage['rules'][number];
type Item = RetentionPage['items'][number];
const itemKey = (item: Item) => `${item.subject.kind}#${item.subject.id}`;

/** One confirmed item's job: running, failed, or done with the count of what it erased and pseudonymised. */
function RetentionJobResult({ jobId }: { jobId: string }) {
  const job = usePrivacyJob(jobId).data;
  if (job?.status === 'failed') return <Alert type="error" showIcon message={m.failed} />;
  if (job?.status !== 'done')
    return (
      <Typography.Text type="secondary">
        <Spin size="small" /> {m.running}
      </Typography.Text>
    );
  return (
    <div className="privacy-card__body">
      <Alert type="success" showIcon message={m.retentionDone(job.subjectName)} description={job.notice} />
      <PrivacyReport lines={job.report ?? []} />
    </div>
  );
}

/** The retention rules with their reason, and what the daily check listed, erased only on confirmation. */
export function RetentionCard() {
  const retention = useRetention();
  const confirm = useConfirmRetention();
  const toast = useToast();
  const [selected, setSelected] = useState<string[]>([]);
  const [jobIds, setJobIds] = useState<string[]>([]);
  const items = retention.data?.items ?? [];

  const erase = async () => {
    const subjects = items.filter((item) => selected.includes(itemKey(item))).map((item) => item.subject);
    try {
      const started = await confirm.mutateAsync(subjects);
      setSelected([]);
      setJobIds((shown) => [...started.jobIds, ...shown]);
      toast.success(m.retentionStarted);
    } catch (error) {
      toast.failure(error, m.failed, m.startFailed);
    }
  };

  return (
    <Card title={m.retentionCard}>
      <div className="privacy-card__body">
        <Typography.Paragraph type="secondary">{m.retentionHint}</Typography.Paragraph>
        <Table<Rule>
          size="small"
          pagination={false}
          rowKey="entity"
          loading={retention.isLoading}
          dataSource={retention.data?.rules ?? []}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: m.ruleColumns.label, dataIndex: 'label' },
            { title: m.ruleColumns.period, dataIndex: 'period' },
            { title: m.ruleColumns.reason, dataIndex: 'reason', className: 'privacy-report__reason' },
            {
              title: m.ruleColumns.enforcedBy,
              dataIndex: 'enforcedBy',
              render: (value: Rule['enforcedBy']) => m.enforcedBy[value],
            },
          ]}
        />
        <Typography.Title level={5}>{m.retentionDue}</Typography.Title>
        <Table<Item>
          size="small"
          pagination={false}
          rowKey={itemKey}
          dataSource={items}
          locale={{ emptyText: m.retentionNone }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
          }}
          columns={[
            { title: m.subjectLabel, dataIndex: 'name' },
            { title: m.kindLabel, render: (_value, item) => m.kinds[item.subject.kind] },
            { title: m.retentionSince, dataIndex: 'since', render: (since: string) => formatDate(since) },
          ]}
        />
        <Popconfirm
          title={m.retentionConfirmQuestion}
          okText={m.eraseConfirmOk}
          cancelText={m.cancel}
          okButtonProps={{ danger: true }}
          disabled={selected.length === 0}
          onConfirm={() => void erase()}
        >
          <Button danger disabled={selected.length === 0} loading={confirm.isPending}>
            {m.retentionConfirm}
          </Button>
        </Popconfirm>
        {jobIds.length > 0 && (
          <>
            <Typography.Title level={5}>{m.retentionResults}</Typography.Title>
            {jobIds.map((jobId) => (
              <RetentionJobResult key={jobId} jobId={jobId} />
            ))}
          </>
        )}
      </div>
    </Card>
  );
}
