import { Button } from 'antd';
import { volunteerRecordMessages } from '../../../../../shared/messages/volunteer-records';
import { DownloadOutlined } from '../../../components/icons';
import { useToast } from '../../../lib/toast';
import { useNoticeLink } from '../api/organisation-notice';

/** Saves the current organisation notice (a presigned link of minutes, asked for on the click). */
export function OpenNoticeButton({ type = 'default' }: { type?: 'default' | 'link' }) {
  const link = useNoticeLink();
  const toast = useToast();
  return (
    <Button
      type={type}
      icon={<DownloadOutlined />}
      loading={link.isPending}
      onClick={() =>
        link.mutate(undefined, {
          onSuccess: ({ url }) => {
            const anchor = document.createElement('a');
            anchor.href = url;
            anchor.rel = 'noopener';
            document.body.append(anchor);
            anchor.click();
            anchor.remove();
          },
          onError: (error) => toast.failure(error, volunteerRecordMessages.notice.noNotice),
        })
      }
    >
      {volunteerRecordMessages.notice.open}
    </Button>
  );
}
