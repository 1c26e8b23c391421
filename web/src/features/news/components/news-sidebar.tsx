import { Button, Card, Empty, List, Skeleton, Statistic, Typography } from 'antd';
import { formatDate } from '../../../../../shared/format/dates';
import type { NewsCategory, NewsOverview } from '../../../../../shared/schemas/news';
import { PlusOutlined } from '../../../components/icons';
import type { NewsCategoryFilter } from '../api/news-keys';
import { RECENT_EVENT_LABELS } from '../lib/labels';

type NewsSidebarProps = {
  overview: NewsOverview | undefined;
  isLoading: boolean;
  category: NewsCategoryFilter;
  onCategory: (category: NewsCategoryFilter) => void;
  canManage: boolean;
  onCreate: () => void;
  onOpen: (id: number) => void;
};

/** Overview, categories with their real counts (filtering the list), management and recent news events. */
export function NewsSidebar({
  overview,
  isLoading,
  category,
  onCategory,
  canManage,
  onCreate,
  onOpen,
}: NewsSidebarProps) {
  const select = (next: NewsCategory) => onCategory(category === next ? null : next);
  return (
    <aside className="stack news-sidebar" aria-label="Nieuwsoverzicht">
      <Card title="Overzicht" size="small">
        {isLoading || !overview ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <div className="news-sidebar__figures">
            <Statistic title="Berichten" value={overview.total} />
            <Statistic title="Urgent" value={overview.urgent} />
            {canManage && <Statistic title="Ingepland" value={overview.scheduled} />}
            {canManage && <Statistic title="Concepten" value={overview.drafts} />}
          </div>
        )}
      </Card>
      <Card title="Categorieën" size="small">
        <ul className="plain-list news-sidebar__categories">
          <li>
            <Button
              type={category === null ? 'primary' : 'text'}
              block
              className="news-sidebar__category"
              aria-pressed={category === null}
              onClick={() => onCategory(null)}
            >
              <span>Alle categorieën</span>
              <span>{overview?.total ?? ''}</span>
            </Button>
          </li>
          {(overview?.categories ?? []).map((entry) => (
            <li key={entry.category}>
              <Button
                type={category === entry.category ? 'primary' : 'text'}
                block
                className="news-sidebar__category"
                aria-pressed={category === entry.category}
                onClick={() => select(entry.category)}
              >
                <span>{entry.category}</span>
                <span data-testid={`news-category-count-${entry.category}`}>{entry.count}</span>
              </Button>
            </li>
          ))}
        </ul>
      </Card>
      {canManage && (
        <Card title="Beheer" size="small">
          <Typography.Paragraph type="secondary">
            Schrijf een bericht voor de gekozen doelgroepen, meteen of op een later moment.
          </Typography.Paragraph>
          <Button type="primary" icon={<PlusOutlined />} block onClick={onCreate}>
            Nieuw bericht
          </Button>
        </Card>
      )}
      <Card title="Recente activiteit" size="small">
        {isLoading || !overview ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : overview.recent.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nog geen nieuws" />
        ) : (
          <List
            size="small"
            dataSource={overview.recent}
            renderItem={(event) => (
              <List.Item key={`${event.id}-${event.event}`}>
                <Button type="link" className="news-sidebar__event" onClick={() => onOpen(event.id)}>
                  <span className="news-sidebar__event-title">{event.title}</span>
                  <Typography.Text type="secondary" className="news-sidebar__event-meta">
                    {RECENT_EVENT_LABELS[event.event]} · {formatDate(event.at)}
                  </Typography.Text>
                </Button>
              </List.Item>
            )}
          />
        )}
      </Card>
    </aside>
  );
}
