import { userIdParams } from '../schemas/users';
import {
  acknowledgeNoticeBody,
  noticeDownloadResponse,
  noticeStatusResponse,
  organisationNoticeSchema,
  publishNoticeBody,
  screeningBody,
  screeningResponse,
} from '../schemas/volunteer-records';
import { defineRoute } from './define';

/** Issue 31 item 6: the organisation notice and the screening record (Belgian volunteer law). */
export const volunteerRecordRoutes = {
  noticeStatus: defineRoute({
    id: 'notice-status',
    area: 'volunteer-records',
    method: 'GET',
    path: '/api/organisation-notice',
    access: 'authenticated',
    summary:
      'The current organisation notice (version, file name, date) and whether the caller, an active user, must still acknowledge it.',
    response: noticeStatusResponse,
    uses: { tables: ['settings', 'users'] },
  }),
  noticePublish: defineRoute({
    id: 'notice-publish',
    area: 'volunteer-records',
    method: 'POST',
    path: '/api/organisation-notice',
    access: 'administer',
    summary:
      'Publishes a confirmed PDF upload as the next version of the organisation notice; every other active user acknowledges it on their next sign-in (the publisher’s acknowledgement is written with it). Audited.',
    body: publishNoticeBody,
    response: organisationNoticeSchema,
    successStatus: 201,
    idempotent: true,
    uses: { tables: ['documents', 'settings', 'users'], writes: ['settings', 'documents', 'users', 'audit'] },
  }),
  noticeDownload: defineRoute({
    id: 'notice-download',
    area: 'volunteer-records',
    method: 'GET',
    path: '/api/organisation-notice/download',
    access: 'authenticated',
    summary: 'A short-lived link to the current organisation notice (PDF).',
    response: noticeDownloadResponse,
    uses: { tables: ['settings', 'documents'], buckets: ['files'] },
  }),
  noticeAcknowledge: defineRoute({
    id: 'notice-acknowledge',
    area: 'volunteer-records',
    method: 'POST',
    path: '/api/organisation-notice/acknowledge',
    access: 'authenticated',
    summary:
      'The caller acknowledges the version of the notice they read; an older version than the current one answers 409. Audited.',
    body: acknowledgeNoticeBody,
    response: noticeStatusResponse,
    uses: { tables: ['settings'], writes: ['users', 'audit'] },
  }),
  screeningUpdate: defineRoute({
    id: 'users-screening',
    area: 'volunteer-records',
    method: 'PUT',
    path: '/api/users/{id}/screening',
    access: 'manageUsers',
    summary:
      'Sets the date of a volunteer’s last extract of the criminal record (596.2 / VOG; never the document) and whether their work involves minors; coordinators are reminded 30 days before it is three years old. Audited.',
    params: userIdParams,
    body: screeningBody,
    response: screeningResponse,
    uses: { writes: ['users', 'audit'] },
  }),
};
