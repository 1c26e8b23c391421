import {
  confirmRetentionBody,
  listRetentionQuery,
  privacyDownloadSchema,
  privacyJobParams,
  privacyJobSchema,
  privacyJobStarted,
  processingRegisterSchema,
  retentionConfirmedSchema,
  retentionPageSchema,
  startPrivacyJobBody,
} from '../schemas/privacy';
import type { TableName } from '../tables';
import * as z from '../zod';
import { defineRoute } from './define';

/** Privacy jobs live beside the backup jobs (they expire the same way); the workers do the work. */
const JOBS: readonly TableName[] = ['backups'];

/** A person's copy, erasure and retention (issue 32 items 3–5) and the register of processing (item 6): admin only. */
export const privacyRoutes = {
  start: defineRoute({
    id: 'privacy-job-start',
    area: 'privacy',
    method: 'POST',
    path: '/api/privacy/jobs',
    access: 'administer',
    summary:
      "Starts a privacy job for a volunteer or a family: a person's copy (zip with JSON per entity, receipts and a Dutch PDF summary), an erasure dry run, or the erasure; answers the job to follow. Made by the privacy catalogue, which covers every table.",
    body: startPrivacyJobBody,
    response: privacyJobStarted,
    successStatus: 202,
    uses: { tables: ['users', 'families', ...JOBS], writes: [...JOBS, 'audit'], enqueues: ['privacy'] },
  }),
  get: defineRoute({
    id: 'privacy-job-get',
    area: 'privacy',
    method: 'GET',
    path: '/api/privacy/jobs/{id}',
    access: 'administer',
    summary:
      'A privacy job: its status and, once done, per entity what is (or would be) erased, pseudonymised or kept and why.',
    params: privacyJobParams,
    response: privacyJobSchema,
    uses: { tables: JOBS },
  }),
  download: defineRoute({
    id: 'privacy-export-download',
    area: 'privacy',
    method: 'POST',
    path: '/api/privacy/jobs/{id}/download',
    access: 'administer',
    summary:
      "A short-lived download link for a finished person's copy; each link handed out is an audit entry (personal-data-downloaded).",
    params: privacyJobParams,
    response: privacyDownloadSchema,
    uses: { tables: JOBS, writes: ['audit'], buckets: ['backups'] },
  }),
  retentionList: defineRoute({
    id: 'privacy-retention-list',
    area: 'privacy',
    method: 'GET',
    path: '/api/privacy/retention',
    access: 'administer',
    summary:
      'The retention rules with their reason, and the people the daily retention check listed as past their date (paged); nothing is erased without a confirmation.',
    query: listRetentionQuery,
    response: retentionPageSchema,
    // The retention periods in force come from the settings (issue 32 item 3).
    uses: { tables: [...JOBS, 'settings'] },
  }),
  retentionConfirm: defineRoute({
    id: 'privacy-retention-confirm',
    area: 'privacy',
    method: 'POST',
    path: '/api/privacy/retention/confirm',
    access: 'administer',
    summary:
      'Confirms the erasure of people the retention check listed: one erasure job each (each with its audit entry); refuses anyone not on the list.',
    body: confirmRetentionBody,
    response: retentionConfirmedSchema,
    successStatus: 202,
    uses: { tables: ['users', 'families', ...JOBS], writes: [...JOBS, 'audit'], enqueues: ['privacy'] },
  }),
  processingRegister: defineRoute({
    id: 'privacy-register',
    area: 'settings',
    method: 'GET',
    path: '/api/privacy/register',
    access: 'administer',
    summary:
      'The register of processing (AVG art. 30), built from the table definitions and the purpose text per table in shared/processing-register.ts.',
    response: processingRegisterSchema,
    uses: {},
  }),
  processingRegisterPdf: defineRoute({
    id: 'privacy-register-pdf',
    area: 'settings',
    method: 'GET',
    path: '/api/privacy/register/pdf',
    access: 'administer',
    summary: 'The register of processing as a PDF to download.',
    response: z.string(),
    responseMediaType: 'application/pdf',
    uses: {},
  }),
};
