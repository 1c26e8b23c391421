import { Alert, Button, Col, Empty, Row, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { canManageNews } from '../../../../../shared/policies/news';
import { NEWS_LINK_PARAM } from '../../../../../shared/portal-links';
import type { NewsMessage } from '../../../../../shared/schemas/news';
import { PlusOutlined } from '../../../components/icons';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageHeader } from '../../../components/page-header';
import { describeError } from '../../../lib/api/errors';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/toast';
import { useDeleteNews } from '../api/delete-news';
import { useNewsMessage, useNewsOverview, useNewsPages } from '../api/get-news';
import type { NewsCategoryFilter } from '../api/news-keys';
import { useRecordNewsView } from '../api/view-news';
import { NewsCard } from '../components/news-card';
import { NewsFormDialog } from '../components/news-form-dialog';
import { NewsReaderDialog } from '../components/news-reader-dialog';
import { NewsSidebar } from '../components/news-sidebar';
import './news-page.css';

const m = messages.news;
const LOAD_FAILED = 'Het nieuws kon niet worden geladen.';

type FormState = { open: boolean; message: NewsMessage | null };

/**
 * 'Nieuws' (spec §2, issue 16): the messages meant for the user, newest first, the newest marked
 * 'Belangrijk' and urgent ones 'Urgent'; 'Lees meer' opens the full text and counts the reader once.
 * `?bericht=<id>` (the bell's link) opens one message.
 */
export function NewsPage() {
  const currentUser = useCurrentUser();
  const canManage = canManageNews(currentUser);
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [category, setCategory] = useState<NewsCategoryFilter>(null);
  const news = useNewsPages(category);
  const overview = useNewsOverview();
  const deleteNews = useDeleteNews();
  const recordView = useRecordNewsView();

  const [form, setForm] = useState<FormState>({ open: false, message: null });
  const [reading, setReading] = useState<NewsMessage | null>(null);
  const [viewCount, setViewCount] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const linkedId = Number(searchParams.get(NEWS_LINK_PARAM)) || null;
  const linked = useNewsMessage(linkedId);

  const openMessage = (message: NewsMessage) => {
    setReading(message);
    setViewCount(null);
    recordView.mutate(message.id, { onSuccess: (answer) => setViewCount(answer.viewCount) });
  };

  // The bell's link opens its message once it has loaded, then leaves the address clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per loaded linked message
  useEffect(() => {
    if (!linked.data) return;
    openMessage(linked.data);
    const rest = new URLSearchParams(searchParams);
    rest.delete(NEWS_LINK_PARAM);
    setSearchParams(rest, { replace: true });
  }, [linked.data]);

  // A message the user may not read answers 404: say so once and leave the address clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per failed link
  useEffect(() => {
    if (!linked.isError) return;
    toast.failure(linked.error, m.notFound);
    const rest = new URLSearchParams(searchParams);
    rest.delete(NEWS_LINK_PARAM);
    setSearchParams(rest, { replace: true });
  }, [linked.isError]);

  const openById = (id: number) => {
    const next = new URLSearchParams(searchParams);
    next.set(NEWS_LINK_PARAM, String(id));
    setSearchParams(next);
  };

  const remove = async (message: NewsMessage) => {
    setDeletingId(message.id);
    try {
      await deleteNews.mutateAsync(message.id);
      toast.success(m.deleted);
    } catch (error) {
      toast.failure(error, m.deleteFailed);
    } finally {
      setDeletingId(null);
    }
  };

  const items = news.data?.pages.flatMap((page) => page.items) ?? [];
  // Spec §2: the first message of the list is marked 'Belangrijk': the newest published one (a
  // manager's drafts and scheduled messages are listed too, but are not news yet).
  const newestId = category === null ? items.find((item) => item.status === 'published')?.id : undefined;

  return (
    <div className="news-page">
      <PageHeader
        title="Nieuws"
        subtitle="Mededelingen voor vrijwilligers, coördinatoren en bestuur"
        actions={
          canManage && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ open: true, message: null })}
            >
              Nieuw bericht
            </Button>
          )
        }
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <section aria-label="Nieuwsberichten" className="stack">
            {news.isPending ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : news.isError ? (
              <Alert type="error" showIcon message={describeError(news.error, LOAD_FAILED)} />
            ) : items.length === 0 ? (
              <Empty
                description={category ? `Geen berichten in ${category}` : 'Er zijn nog geen berichten'}
              />
            ) : (
              items.map((message) => (
                <NewsCard
                  key={message.id}
                  message={message}
                  isNewest={message.id === newestId}
                  canManage={canManage}
                  isDeleting={deletingId === message.id}
                  onReadMore={openMessage}
                  onEdit={(selected) => setForm({ open: true, message: selected })}
                  onDelete={remove}
                />
              ))
            )}
            <LoadMoreButton
              hasMore={news.hasNextPage}
              isLoading={news.isFetchingNextPage}
              onLoadMore={() => news.fetchNextPage()}
            />
          </section>
        </Col>
        <Col xs={24} lg={8}>
          <NewsSidebar
            overview={overview.data}
            isLoading={overview.isPending}
            category={category}
            onCategory={setCategory}
            canManage={canManage}
            onCreate={() => setForm({ open: true, message: null })}
            onOpen={openById}
          />
        </Col>
      </Row>
      <NewsFormDialog
        open={form.open}
        message={form.message}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        afterClose={() => setForm({ open: false, message: null })}
      />
      <NewsReaderDialog message={reading} viewCount={viewCount} onClose={() => setReading(null)} />
    </div>
  );
}
