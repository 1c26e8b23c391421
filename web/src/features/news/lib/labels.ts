import type { NewsStatus } from '../../../../../shared/schemas/news';

export const STATUS_LABELS: Record<Exclude<NewsStatus, 'published'>, string> = {
  draft: 'Concept',
  scheduled: 'Ingepland',
};

export const NEWEST_LABEL = 'Belangrijk';
export const URGENT_LABEL = 'Urgent';
export const READ_MORE = 'Lees meer';

export const viewCountLabel = (count: number) => (count === 1 ? '1 keer gelezen' : `${count} keer gelezen`);

export const RECENT_EVENT_LABELS = {
  published: 'Gepubliceerd',
  updated: 'Bijgewerkt',
  scheduled: 'Ingepland',
} as const;
