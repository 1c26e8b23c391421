import { Button, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { volunteerRegisterMessages } from '../../../shared/messages/volunteer-register';
import { useDownloadStatement } from '../lib/api/volunteer-statement';
import { defaultStatementYear, registerYears } from '../lib/register-years';
import { useToast } from '../lib/toast';
import { FilePdfOutlined } from './icons';

const m = volunteerRegisterMessages.statement;

type StatementDialogProps = {
  open: boolean;
  userId: number;
  /** The volunteer's name when a manager downloads another's statement; none for one's own. */
  volunteerName?: string | undefined;
  onClose: () => void;
};

/** Picks a calendar year and downloads the yearly statement (attest) of flat allowances as a PDF. */
export function StatementDialog({ open, userId, volunteerName, onClose }: StatementDialogProps) {
  const toast = useToast();
  const [year, setYear] = useState(() => defaultStatementYear());
  const download = useDownloadStatement();
  const save = () =>
    download.mutate(
      { year, userId },
      {
        onSuccess: (fileName) => toast.success(m.downloaded(fileName)),
        onError: (error) => toast.failure(error, m.downloadFailed),
      },
    );
  return (
    <Modal
      open={open}
      title={volunteerName ? m.dialogTitle(volunteerName) : m.ownDialogTitle}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {m.help}
        </Typography.Paragraph>
        <Space wrap>
          <Select
            aria-label={m.year}
            value={year}
            onChange={setYear}
            options={registerYears().map((value) => ({ value, label: String(value) }))}
            style={{ width: 96 }}
          />
          <Button type="primary" icon={<FilePdfOutlined />} loading={download.isPending} onClick={save}>
            {m.downloadButton}
          </Button>
        </Space>
      </Space>
    </Modal>
  );
}

/** "Mijn attest": the signed-in volunteer's own yearly statement, from a button that opens the dialog. */
export function OwnStatementButton({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FilePdfOutlined />} onClick={() => setOpen(true)}>
        {m.download}
      </Button>
      <StatementDialog open={open} userId={userId} onClose={() => setOpen(false)} />
    </>
  );
}
