import { messageResponse } from '../schemas/common';
import {
  completeAppointmentBody,
  createSessionLogBody,
  familySessionsParams,
  listSessionLogsQuery,
  plannedSessionListSchema,
  plannedSessionsQuery,
  sessionLogIdParams,
  sessionLogPageSchema,
  sessionLogSchema,
  sessionOptionsSchema,
  updateSessionLogBody,
} from '../schemas/sessions';
import { defineRoute } from './define';

/** The session log (issue 33): begeleidingsmomenten per family, with the figures kept on write. */
export const sessionRoutes = {
  list: defineRoute({
    id: 'session-logs-list',
    area: 'sessions',
    method: 'GET',
    path: '/api/families/{familyId}/sessions',
    access: 'viewFamilies',
    summary:
      'The sessions of one family, newest first, paged (limit ≤ 200, cursor); a family not assigned to a volunteer answers 404.',
    params: familySessionsParams,
    query: listSessionLogsQuery,
    response: sessionLogPageSchema,
    uses: { tables: ['families', 'sessionlogs'] },
  }),
  options: defineRoute({
    id: 'session-options',
    area: 'sessions',
    method: 'GET',
    path: '/api/sessions/options',
    access: 'viewFamilies',
    summary: 'What the session dialog offers: the subjects of the session_subjects setting and the kinds.',
    response: sessionOptionsSchema,
    uses: { tables: ['settings'] },
  }),
  create: defineRoute({
    id: 'session-logs-create',
    area: 'sessions',
    method: 'POST',
    path: '/api/sessions',
    access: 'viewFamilies',
    summary:
      'Log a session of a family: volunteers for the families assigned to them (else 404), coordinators and admins for every family; the figures kept on write and the audit entry change in the same transaction.',
    body: createSessionLogBody,
    response: sessionLogSchema,
    successStatus: 201,
    idempotent: true,
    uses: { tables: ['families', 'users', 'settings'], writes: ['sessionlogs', 'activity', 'audit'] },
  }),
  update: defineRoute({
    id: 'session-logs-update',
    area: 'sessions',
    method: 'PUT',
    path: '/api/sessions/{id}',
    access: 'viewFamilies',
    summary:
      'Edit a session: replaces every field and keeps the previous version; conditional on the version, a lost race answers 409.',
    params: sessionLogIdParams,
    body: updateSessionLogBody,
    response: sessionLogSchema,
    uses: { tables: ['families', 'users', 'settings'], writes: ['sessionlogs', 'activity', 'audit'] },
  }),
  remove: defineRoute({
    id: 'session-logs-delete',
    area: 'sessions',
    method: 'DELETE',
    path: '/api/sessions/{id}',
    access: 'manageSessions',
    summary: 'Delete a session (coordinators and admins), with its versions; the figures follow.',
    params: sessionLogIdParams,
    response: messageResponse,
    uses: { tables: ['families'], writes: ['sessionlogs', 'activity', 'audit'] },
  }),
  complete: defineRoute({
    id: 'session-logs-complete',
    area: 'sessions',
    method: 'POST',
    path: '/api/sessions/from-appointment',
    access: 'viewFamilies',
    summary:
      'Complete an appointment with a family (one occurrence of a series) into a session, after it took place: once, a second completion answers the same session and writes nothing.',
    body: completeAppointmentBody,
    response: sessionLogSchema,
    successStatus: 201,
    idempotent: true,
    uses: {
      tables: ['calendar', 'families', 'users', 'settings'],
      writes: ['sessionlogs', 'activity', 'audit'],
    },
  }),
  planned: defineRoute({
    id: 'session-logs-planned',
    area: 'sessions',
    method: 'GET',
    path: '/api/sessions/planned',
    access: 'viewFamilies',
    summary:
      'The appointments with a family in a window (a week by default, at most 31 days) in the calendars the caller sees, of the families whose sessions they log, that have no session yet.',
    query: plannedSessionsQuery,
    response: plannedSessionListSchema,
    uses: { tables: ['calendar', 'families', 'sessionlogs'] },
  }),
};
