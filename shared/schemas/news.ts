import { newsMessages } from '../messages/news';
import { normalizeRole, ROLES, type Role } from '../permissions';
import * as z from '../zod';
import { idParam, pageOf, pageQuery } from './common';

const m = newsMessages.news;

/** Spec §2: the fixed categories of the news sidebar. */
export const NEWS_CATEGORIES = ['Algemeen', 'Activiteiten', 'Bestuursmededelingen', 'Trainingen'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Spec §6: "News targetRoles default to vrijwilliger, coördinator, bestuurslid". */
export const DEFAULT_NEWS_TARGET_ROLES: readonly Role[] = ['vrijwilliger', 'coordinator', 'bestuurslid'];

/**
 * draft: saved unpublished; scheduled: published with a publishDate still to come (the hourly check
 * publishes it); published: visible to its target roles.
 */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Spec §9: the list shows the content cut at 300 characters. */
export const NEWS_PREVIEW_LENGTH = 300;
export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 500;
export const NEWS_CONTENT_MAX = 50_000;
export const NEWS_AUTHOR_MAX = 100;

export const newsIdParams = z.strictObject({ id: idParam });

/** Roles as stored (`coordinator`); the spelling `coördinator` is accepted on input. */
const targetRole = z.preprocess(normalizeRole, z.enum(ROLES, { error: m.targetRolesRequired }));

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/**
 * Spec §7 POST /api/news and PUT /api/news/:id. `content` is rich text (HTML); the server stores it
 * sanitised (shared/rich-text.ts). An absent publishDate means now; a later one schedules the message.
 */
export const newsBody = z.strictObject({
  title: requiredText(NEWS_TITLE_MAX, m.titleRequired, m.titleTooLong),
  content: requiredText(NEWS_CONTENT_MAX, m.contentRequired, m.contentTooLong),
  summary: z
    .string({ error: m.summaryTooLong })
    .trim()
    .max(NEWS_SUMMARY_MAX, { error: m.summaryTooLong })
    .default(''),
  isPublished: z.boolean().default(true),
  isUrgent: z.boolean().default(false),
  category: z.enum(NEWS_CATEGORIES, { error: m.categoryInvalid }).default('Algemeen'),
  targetRoles: z
    .array(targetRole, { error: m.targetRolesRequired })
    .min(1, { error: m.targetRolesRequired })
    .max(20, { error: m.targetRolesRequired })
    .transform((roles) => [...new Set(roles)])
    .default([...DEFAULT_NEWS_TARGET_ROLES]),
  publishDate: z.iso.datetime({ offset: true, error: m.publishDateInvalid }).nullable().optional(),
  authorName: z.string().trim().max(NEWS_AUTHOR_MAX, { error: m.authorTooLong }).optional(),
});
export type NewsBody = z.output<typeof newsBody>;
export type NewsBodyInput = z.input<typeof newsBody>;

/** Spec §3 "News message", plus its category, status and version. */
export const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  summary: z.string(),
  isPublished: z.boolean(),
  isUrgent: z.boolean(),
  category: z.enum(NEWS_CATEGORIES),
  targetRoles: z.array(z.enum(ROLES)),
  publishDate: z.string(),
  status: z.enum(NEWS_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  authorName: z.string(),
  viewCount: z.number().int(),
  version: z.number().int(),
});
export type NewsMessage = z.infer<typeof newsSchema>;

export const listNewsQuery = z.strictObject({
  ...pageQuery({ defaultSize: 20, max: 100 }),
  category: z.enum(NEWS_CATEGORIES, { error: m.categoryInvalid }).optional(),
});
export type ListNewsQuery = z.output<typeof listNewsQuery>;

export const newsPageSchema = pageOf(newsSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

/** The sidebar: overview figures, real counts per category and the last news events the caller may see. */
export const newsOverviewSchema = z.object({
  total: z.number().int(),
  urgent: z.number().int(),
  scheduled: z.number().int(),
  drafts: z.number().int(),
  categories: z.array(z.object({ category: z.enum(NEWS_CATEGORIES), count: z.number().int() })),
  recent: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      event: z.enum(['published', 'updated', 'scheduled']),
      at: z.string(),
    }),
  ),
});
export type NewsOverview = z.infer<typeof newsOverviewSchema>;

export const newsViewResponse = z.object({ viewCount: z.number().int() });
