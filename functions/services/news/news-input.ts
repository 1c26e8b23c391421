import { newsMessages } from '../../../shared/messages/news';
import { newsStatusOf } from '../../../shared/policies/news';
import { sanitizeRichText } from '../../../shared/rich-text';
import type { NewsBody } from '../../../shared/schemas/news';
import { validationError } from '../../domain/errors';
import { organizationName } from '../auth/organization-name';

const m = newsMessages.news;

/** A publish date a little in the past is "now": the form's clock and the server's differ by seconds. */
const PAST_TOLERANCE_MS = 5 * 60_000;

/**
 * The stored fields a body gives: content sanitised, publish date normalised to UTC (absent = now;
 * earlier than now is refused unless it is the date the message already had), author defaulting to
 * the association's name.
 */
export async function newsFieldsOf(
  body: NewsBody,
  now: Date,
  previous?: { publishDate: string; authorName: string },
) {
  const content = sanitizeRichText(body.content);
  if (content === '')
    throw validationError(m.contentRequired, [{ path: 'content', message: m.contentRequired }]);
  const publishDate = body.publishDate
    ? new Date(body.publishDate).toISOString()
    : (previous?.publishDate ?? now.toISOString());
  const isKept = previous !== undefined && publishDate === previous.publishDate;
  if (!isKept && Date.parse(publishDate) < now.getTime() - PAST_TOLERANCE_MS) {
    throw validationError(m.publishDateInPast, [{ path: 'publishDate', message: m.publishDateInPast }]);
  }
  const authorName = body.authorName || previous?.authorName || (await organizationName());
  return {
    title: body.title,
    content,
    summary: body.summary,
    isPublished: body.isPublished,
    isUrgent: body.isUrgent,
    category: body.category,
    targetRoles: body.targetRoles,
    publishDate,
    status: newsStatusOf({ isPublished: body.isPublished, publishDate }, now),
    authorName,
  };
}
