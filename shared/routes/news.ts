import { messageResponse } from '../schemas/common';
import {
  listNewsQuery,
  newsBody,
  newsIdParams,
  newsOverviewSchema,
  newsPageSchema,
  newsSchema,
  newsViewResponse,
} from '../schemas/news';
import { defineRoute, type RouteResources } from './define';

/** Creating or editing a message may publish it, and an urgent one notifies its targeted users. */
const PUBLISHING: RouteResources = {
  tables: ['news', 'sessions', 'settings', 'users', 'notifications', 'activity', 'mail'],
  writes: ['news', 'notifications', 'activity', 'statistics'],
  // Issue 37: urgent news is also mailed to its readers when Settings turn that on.
  mail: true,
  encryptionKey: true,
};

export const newsRoutes = {
  list: defineRoute({
    id: 'news-list',
    area: 'news',
    method: 'GET',
    path: '/api/news',
    access: 'authenticated',
    summary:
      'Published messages meant for the caller’s role, newest publish date first, paged (limit ≤ 100, cursor), optionally of one category. Managers (manage-users) also see drafts and scheduled messages.',
    query: listNewsQuery,
    response: newsPageSchema,
    uses: { tables: ['news', 'sessions'] },
  }),
  overview: defineRoute({
    id: 'news-overview',
    area: 'news',
    method: 'GET',
    path: '/api/news/overview',
    access: 'authenticated',
    summary:
      'The news sidebar: how many messages the caller may read (urgent, per category; scheduled and drafts for managers) and the last news events among them.',
    response: newsOverviewSchema,
    uses: { tables: ['news', 'sessions'] },
  }),
  get: defineRoute({
    id: 'news-get',
    area: 'news',
    method: 'GET',
    path: '/api/news/{id}',
    access: 'authenticated',
    summary: 'One message, by the same rule as the list: a message the caller may not read answers 404.',
    params: newsIdParams,
    response: newsSchema,
    uses: { tables: ['news', 'sessions'] },
  }),
  create: defineRoute({
    id: 'news-create',
    area: 'news',
    method: 'POST',
    path: '/api/news',
    access: 'manageUsers',
    summary:
      'Publish (now or at a later publishDate: scheduled) or save a draft; content is stored sanitised. An urgent message notifies every targeted user once it is published.',
    body: newsBody,
    response: newsSchema,
    successStatus: 201,
    uses: PUBLISHING,
  }),
  update: defineRoute({
    id: 'news-update',
    area: 'news',
    method: 'PUT',
    path: '/api/news/{id}',
    access: 'manageUsers',
    summary:
      'Edit a message (publishing, rescheduling or unpublishing it); an urgent message published by the edit notifies its targeted users once.',
    params: newsIdParams,
    body: newsBody,
    response: newsSchema,
    uses: PUBLISHING,
  }),
  remove: defineRoute({
    id: 'news-delete',
    area: 'news',
    method: 'DELETE',
    path: '/api/news/{id}',
    access: 'manageUsers',
    summary: 'Delete a message with its read marks.',
    params: newsIdParams,
    response: messageResponse,
    uses: { tables: ['news', 'sessions', 'activity'], writes: ['news', 'activity'] },
  }),
  view: defineRoute({
    id: 'news-view',
    area: 'news',
    method: 'POST',
    path: '/api/news/{id}/view',
    access: 'authenticated',
    summary:
      'Counts the caller as a reader of a message they may read, once (a conditional write per reader): viewCount is the number of distinct readers.',
    params: newsIdParams,
    response: newsViewResponse,
    uses: { tables: ['news', 'sessions'], writes: ['news'] },
  }),
};
