import { Progress, Typography } from 'antd';
import { backupScreenMessages } from '../../../../../shared/messages/backup-screen';
import type { JobStatus } from '../../../../../shared/schemas/backup';
import { progressPercent } from '../lib/format';

const m = backupScreenMessages.backupScreen;

type JobProgressProps = {
  /** What the job is doing, above the bar ("De backup wordt gemaakt…"). */
  label: string;
  status: JobStatus;
  done: number;
  total: number;
};

/** A job's real progress as the server reports it: records done of total, never a timer. */
export function JobProgress({ label, status, done, total }: JobProgressProps) {
  const isFinished = status === 'done' || status === 'failed';
  return (
    <div className="backup-job" data-status={status}>
      {!isFinished && <Typography.Text>{total === 0 ? m.counting : label}</Typography.Text>}
      <Progress
        percent={status === 'done' ? 100 : progressPercent(done, total)}
        status={status === 'failed' ? 'exception' : status === 'done' ? 'success' : 'active'}
        format={() => m.progress(done, total)}
        aria-label={label}
        aria-valuetext={m.progress(done, total)}
      />
    </div>
  );
}
