import { okResponse } from '../schemas/common';
import {
  markAllReadResponse,
  notificationIdParams,
  notificationsResponse,
  recentActivitiesQuery,
  recentActivitiesResponse,
  statisticsSchema,
} from '../schemas/dashboard';
import { defineRoute } from './define';

export const dashboardRoutes = {
  statistics: defineRoute({
    id: 'statistics-get',
    area: 'dashboard',
    method: 'GET',
    path: '/api/statistics',
    access: 'authenticated',
    summary:
      'Dashboard and sidebar counts, growth and the monthly overview, read from counters kept on write (three items, whatever the size of the data).',
    response: statisticsSchema,
    uses: { tables: ['statistics'] },
  }),
  recentActivities: defineRoute({
    id: 'recent-activities-list',
    area: 'dashboard',
    method: 'GET',
    path: '/api/recent-activities',
    access: 'viewActivities',
    summary: 'The activity feed newest first, one page at a time (cursor from the previous page).',
    query: recentActivitiesQuery,
    response: recentActivitiesResponse,
    uses: { tables: ['activity', 'users', 'families'] },
  }),
};

export const notificationRoutes = {
  list: defineRoute({
    id: 'notifications-list',
    area: 'notifications',
    method: 'GET',
    path: '/api/notifications',
    access: 'authenticated',
    summary:
      "The caller's newest notifications and how many are unread (polled every 30 s by the bell): every signed-in user's own, only what shared/policies/notifications.ts lets them see.",
    response: notificationsResponse,
    uses: { tables: ['notifications'] },
  }),
  read: defineRoute({
    id: 'notifications-read',
    area: 'notifications',
    method: 'POST',
    path: '/api/notifications/{id}/read',
    access: 'authenticated',
    summary:
      "Marks one of the caller's notifications read; another user's, or one they may not see, answers 404.",
    params: notificationIdParams,
    response: okResponse,
    uses: { writes: ['notifications'] },
  }),
  markAllRead: defineRoute({
    id: 'notifications-mark-all-read',
    area: 'notifications',
    method: 'POST',
    path: '/api/notifications/mark-all-read',
    access: 'authenticated',
    summary: 'Marks every unread notification of the caller read.',
    response: markAllReadResponse,
    uses: { writes: ['notifications'] },
  }),
};
