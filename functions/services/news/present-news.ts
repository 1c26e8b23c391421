import type { NewsMessage } from '../../../shared/schemas/news';
import type { NewsRecord } from '../../repositories/news';
import { effectiveStatus } from './news-access';

/** The wire shape of spec §3 "News message": the author's id and the notification mark stay inside. */
export function presentNews(record: NewsRecord, now: Date): NewsMessage {
  return {
    id: record.id,
    title: record.title,
    content: record.content,
    summary: record.summary,
    isPublished: record.isPublished,
    isUrgent: record.isUrgent,
    category: record.category,
    targetRoles: record.targetRoles,
    publishDate: record.publishDate,
    status: effectiveStatus(record, now),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    authorName: record.authorName,
    viewCount: record.viewCount,
    version: record.version,
  };
}
