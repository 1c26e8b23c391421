import { Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { formatDate } from '../../../../../shared/format/dates';
import { volunteerRecordMessages } from '../../../../../shared/messages/volunteer-records';
import type { NoticeStatus } from '../../../../../shared/schemas/volunteer-records';
import { FileTextOutlined, UploadOutlined } from '../../../components/icons';
import { useToast } from '../../../lib/toast';
import { describeUploadError, uploadFile } from '../../../lib/upload/upload-file';
import { usePublishNotice } from '../api/organisation-notice';
import { OpenNoticeButton } from './open-notice-button';

const m = volunteerRecordMessages.notice;

/**
 * The organisation notice above the volunteers list: its current version for those who manage users,
 * and for admins the upload of a new version (every active user then acknowledges it again).
 */
export function NoticePanel({
  status,
  canPublish,
}: {
  status: NoticeStatus | undefined;
  canPublish: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const publish = usePublishNotice();
  const [isUploading, setUploading] = useState(false);
  const notice = status?.notice ?? null;

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const confirmed = await uploadFile(file, 'organisation-notice');
      const published = await publish.mutateAsync(confirmed.uploadId);
      toast.success(m.published(published.version));
    } catch (error) {
      const refusal = describeUploadError(error);
      toast.error(refusal.title, refusal.message);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="notice-panel" data-testid="notice-panel">
      <Space align="center" wrap>
        <FileTextOutlined aria-hidden />
        <Typography.Text strong>{m.title}</Typography.Text>
        <Typography.Text type="secondary">
          {notice ? m.current(notice.version, formatDate(notice.publishedAt)) : m.noNotice}
        </Typography.Text>
        {notice && <OpenNoticeButton />}
        {canPublish && (
          <>
            <input
              ref={input}
              type="file"
              accept="application/pdf"
              aria-label={m.upload}
              className="visually-hidden"
              data-testid="notice-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button icon={<UploadOutlined />} loading={isUploading} onClick={() => input.current?.click()}>
              {m.upload}
            </Button>
          </>
        )}
      </Space>
    </div>
  );
}
