import { Alert, Button, Card, Col, Popconfirm, Radio, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { privacyScreenMessages } from '../../../../../shared/messages/privacy';
import type { PrivacyJobMode, PrivacySubject } from '../../../../../shared/schemas/privacy';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  getPrivacyDownloadUrl,
  isFinished,
  usePrivacyJob,
  useStartPrivacyJob,
  useSubjectOptions,
} from '../api/privacy-jobs';
import { PrivacyReport } from '../components/privacy-report';
import { RetentionCard } from '../components/retention-card';
import './privacy-page.css';

const m = privacyScreenMessages;
type Kind = PrivacySubject['kind'];

/** A job of one mode for the chosen person: its start button, its progress, and once done its result. */
function useJob(subject: PrivacySubject | null) {
  const [run, setRun] = useState<{ id: string; mode: PrivacyJobMode; subject: PrivacySubject } | null>(null);
  const start = useStartPrivacyJob();
  const toast = useToast();
  const job = usePrivacyJob(run?.id ?? null);
  const begin = async (mode: PrivacyJobMode) => {
    if (!subject) return;
    try {
      const started = await start.mutateAsync({ mode, subject });
      setRun({ id: started.jobId, mode, subject });
    } catch (error) {
      toast.failure(error, m.failed, m.startFailed);
    }
  };
  const isCurrent =
    run !== null && subject !== null && run.subject.kind === subject.kind && run.subject.id === subject.id;
  return {
    run: isCurrent ? run : null,
    job: isCurrent ? job.data : undefined,
    begin,
    isStarting: start.isPending,
  };
}

/** /privacy: admins only; the router refuses everyone else before this loads (screen-access.tsx). */
export function PrivacyPage() {
  const [kind, setKind] = useState<Kind>('volunteer');
  const [search, setSearch] = useState('');
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const options = useSubjectOptions(kind, useDebouncedValue(search, 300));
  const subject = subjectId === null ? null : { kind, id: subjectId };
  const copy = useJob(subject);
  const erasure = useJob(subject);
  const toast = useToast();

  const download = async (id: string) => {
    try {
      const anchor = document.createElement('a');
      anchor.href = await getPrivacyDownloadUrl(id);
      anchor.rel = 'noopener';
      anchor.click();
    } catch (error) {
      toast.failure(error, m.failed, m.downloadFailed);
    }
  };

  const erasureJob = erasure.job;
  const hasDryRun = erasure.run?.mode === 'dry-run' && erasureJob?.status === 'done';
  const isErased = erasure.run?.mode === 'erase' && erasureJob?.status === 'done';
  const isBusy = (job: { status: string } | undefined, run: unknown) =>
    run !== null && !isFinished(job?.status);

  return (
    <div className="stack">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <Card title={m.subjectCard}>
        <div className="privacy-subject">
          <Radio.Group
            aria-label={m.kindLabel}
            value={kind}
            optionType="button"
            options={[
              { value: 'volunteer', label: m.kinds.volunteer },
              { value: 'family', label: m.kinds.family },
            ]}
            onChange={(event) => {
              setKind(event.target.value as Kind);
              setSubjectId(null);
              setSearch('');
            }}
          />
          <Select<number>
            aria-label={m.subjectLabel}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder={m.subjectPlaceholder}
            value={subjectId ?? undefined}
            options={options.data ?? []}
            loading={options.isFetching}
            onChange={(value) => setSubjectId(value)}
          />
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card className="privacy-card" title={m.exportCard}>
            <div className="privacy-card__body">
              <Typography.Paragraph type="secondary">{m.exportHint}</Typography.Paragraph>
              <Button
                type="primary"
                disabled={!subject}
                loading={copy.isStarting || isBusy(copy.job, copy.run)}
                onClick={() => void copy.begin('export')}
              >
                {m.makeExport}
              </Button>
              {copy.job?.status === 'failed' && <Alert type="error" showIcon message={m.failed} />}
              {copy.job?.status === 'done' && copy.run && (
                <Space orientation="vertical">
                  <Alert type="success" showIcon message={m.exportDone} description={copy.job.fileName} />
                  <Button onClick={() => void download(copy.run?.id ?? '')}>{m.download}</Button>
                </Space>
              )}
            </div>
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card className="privacy-card" title={m.eraseCard}>
            <div className="privacy-card__body">
              <Typography.Paragraph type="secondary">{m.eraseHint}</Typography.Paragraph>
              <Space wrap>
                <Button
                  disabled={!subject || isErased}
                  loading={
                    erasure.isStarting || (erasure.run?.mode === 'dry-run' && isBusy(erasureJob, erasure.run))
                  }
                  onClick={() => void erasure.begin('dry-run')}
                >
                  {m.dryRun}
                </Button>
                <Popconfirm
                  title={m.eraseConfirm}
                  okText={m.eraseConfirmOk}
                  cancelText={m.cancel}
                  okButtonProps={{ danger: true }}
                  disabled={!hasDryRun}
                  onConfirm={() => void erasure.begin('erase')}
                >
                  <Button
                    danger
                    type="primary"
                    disabled={!hasDryRun}
                    loading={erasure.run?.mode === 'erase' && isBusy(erasureJob, erasure.run)}
                  >
                    {m.erase}
                  </Button>
                </Popconfirm>
              </Space>
              {erasureJob?.status === 'failed' && <Alert type="error" showIcon message={m.failed} />}
              {erasureJob?.status === 'done' && (
                <>
                  <Alert
                    type={isErased ? 'success' : 'info'}
                    showIcon
                    message={isErased ? m.eraseDone : m.dryRunDone}
                    description={erasureJob.notice}
                  />
                  <PrivacyReport lines={erasureJob.report ?? []} />
                </>
              )}
            </div>
          </Card>
        </Col>
        <Col span={24}>
          <RetentionCard />
        </Col>
      </Row>
    </div>
  );
}
