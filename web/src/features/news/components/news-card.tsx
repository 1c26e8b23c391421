import { Button, Card, Space, Tag, Typography } from 'antd';
import { formatDate } from '../../../../../shared/format/dates';
import { messages } from '../../../../../shared/messages';
import { richTextPreview } from '../../../../../shared/rich-text';
import { NEWS_PREVIEW_LENGTH, type NewsMessage } from '../../../../../shared/schemas/news';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { IconAction } from '../../../components/icon-action';
import { EditOutlined, EyeOutlined } from '../../../components/icons';
import { NEWEST_LABEL, READ_MORE, STATUS_LABELS, URGENT_LABEL, viewCountLabel } from '../lib/labels';

const m = messages.news;

type NewsCardProps = {
  message: NewsMessage;
  isNewest: boolean;
  canManage: boolean;
  isDeleting: boolean;
  onReadMore: (message: NewsMessage) => void;
  onEdit: (message: NewsMessage) => void;
  onDelete: (message: NewsMessage) => void;
};

/** One message in the list: tags, date, author, read count, summary and the first 300 characters. */
export function NewsCard({
  message,
  isNewest,
  canManage,
  isDeleting,
  onReadMore,
  onEdit,
  onDelete,
}: NewsCardProps) {
  const preview = richTextPreview(message.content, NEWS_PREVIEW_LENGTH);
  return (
    <Card
      className={`news-card${message.isUrgent ? ' news-card--urgent' : ''}`}
      data-testid="news-card"
      data-news-id={message.id}
      title={
        <Typography.Title level={4} className="news-card__title">
          {message.title}
        </Typography.Title>
      }
      extra={
        canManage && (
          <Space size={0}>
            <IconAction title="Bewerken" icon={<EditOutlined />} onClick={() => onEdit(message)} />
            <ConfirmDeleteButton
              title="Nieuwsbericht verwijderen"
              description={m.deleteConfirm(message.title)}
              onConfirm={() => onDelete(message)}
              loading={isDeleting}
            />
          </Space>
        )
      }
    >
      <Space wrap size={[8, 4]} className="news-card__tags">
        {isNewest && <Tag color="gold">{NEWEST_LABEL}</Tag>}
        {message.isUrgent && <Tag color="red">{URGENT_LABEL}</Tag>}
        {message.status !== 'published' && <Tag color="blue">{STATUS_LABELS[message.status]}</Tag>}
        <Tag>{message.category}</Tag>
      </Space>
      <Space wrap size={[16, 4]} className="news-card__meta">
        <Typography.Text type="secondary">{formatDate(message.publishDate)}</Typography.Text>
        <Typography.Text type="secondary">{message.authorName}</Typography.Text>
        <Typography.Text type="secondary" data-testid="news-card-views">
          <EyeOutlined /> {viewCountLabel(message.viewCount)}
        </Typography.Text>
      </Space>
      {message.summary && (
        <Typography.Paragraph strong className="news-card__summary">
          {message.summary}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph className="news-card__preview">{preview.text}</Typography.Paragraph>
      <Button type="link" className="news-card__read-more" onClick={() => onReadMore(message)}>
        {READ_MORE}
        <span className="visually-hidden">: {message.title}</span>
      </Button>
    </Card>
  );
}
