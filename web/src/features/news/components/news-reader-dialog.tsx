import { Modal, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { formatDate } from '../../../../../shared/format/dates';
import { sanitizeRichText } from '../../../../../shared/rich-text';
import type { NewsMessage } from '../../../../../shared/schemas/news';
import { EyeOutlined } from '../../../components/icons';
import { URGENT_LABEL, viewCountLabel } from '../lib/labels';

type NewsReaderDialogProps = {
  message: NewsMessage | null;
  /** The count after this reader was counted, once the server answered. */
  viewCount: number | null;
  onClose: () => void;
};

/** The full text of a message ('Lees meer'), rendered with the same rules the server stored it by. */
export function NewsReaderDialog({ message, viewCount, onClose }: NewsReaderDialogProps) {
  const html = useMemo(() => (message ? sanitizeRichText(message.content) : ''), [message]);
  return (
    <Modal
      title={message?.title}
      open={message !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {message && (
        <article className="news-reader">
          <Space wrap size={[8, 4]} className="news-reader__meta">
            {message.isUrgent && <Tag color="red">{URGENT_LABEL}</Tag>}
            <Tag>{message.category}</Tag>
            <Typography.Text type="secondary">{formatDate(message.publishDate)}</Typography.Text>
            <Typography.Text type="secondary">{message.authorName}</Typography.Text>
            <Typography.Text type="secondary" data-testid="news-reader-views">
              <EyeOutlined /> {viewCountLabel(viewCount ?? message.viewCount)}
            </Typography.Text>
          </Space>
          {message.summary && (
            <Typography.Paragraph strong className="news-reader__summary">
              {message.summary}
            </Typography.Paragraph>
          )}
          {/* Sanitised again here with the server's rules (shared/rich-text.ts): no script or handler gets through. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised just above */}
          <div className="news-reader__content" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      )}
    </Modal>
  );
}
