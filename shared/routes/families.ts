import { messageResponse, okResponse } from '../schemas/common';
import {
  createFamilyBody,
  familyIdParams,
  familyPageSchema,
  familySchema,
  listFamiliesQuery,
  publicRegistrationBody,
  recentRegistrationSchema,
  registerFamilyBody,
  registerFamilyResponse,
  updateFamilyBody,
} from '../schemas/families';
import {
  accessPageSchema,
  familyAccessParams,
  familyAccessQuery,
  renewConsentBody,
} from '../schemas/privacy';
import * as z from '../zod';
import { defineRoute } from './define';

export const familyRoutes = {
  list: defineRoute({
    id: 'families-list',
    area: 'families',
    method: 'GET',
    path: '/api/families',
    access: 'viewFamilies',
    summary:
      'Families by status and search, newest first, paged (limit ≤ 200, cursor); volunteers and homework coaches without manage rights get only the families assigned to them. Each is a summary (who, contact, child, school, guidance): the home situation, external support, notes and consent are read one family at a time (families-get), which writes an access entry.',
    query: listFamiliesQuery,
    response: familyPageSchema,
    uses: { tables: ['families'] },
  }),
  recent: defineRoute({
    id: 'families-recent',
    area: 'families',
    method: 'GET',
    path: '/api/families/recent',
    access: 'viewFamilies',
    summary:
      'Registrations of the last 7 days still in_behandeling, newest first, for everyone who sees every family (the board too); volunteers who see only their assigned families are refused.',
    response: z.array(recentRegistrationSchema),
    uses: { tables: ['families'] },
  }),
  get: defineRoute({
    id: 'families-get',
    area: 'families',
    method: 'GET',
    path: '/api/families/{id}',
    access: 'viewFamilies',
    summary:
      'One family; a family the caller may not see answers 404. Every read writes an access entry (who, when, which fields; never the data) to the audit table first.',
    params: familyIdParams,
    response: familySchema,
    uses: { tables: ['families'], writes: ['audit'] },
  }),
  create: defineRoute({
    id: 'families-create',
    area: 'families',
    method: 'POST',
    path: '/api/families',
    access: 'manageFamilies',
    summary: 'Add a family from the staff dialog.',
    body: createFamilyBody,
    response: familySchema,
    successStatus: 201,
    idempotent: true,
    // Issue 37: the assigned volunteer gets a bell entry and (unless turned off) a mail.
    uses: {
      tables: ['users', 'settings', 'mail'],
      writes: ['families', 'activity', 'statistics', 'notifications'],
      mail: true,
      encryptionKey: true,
    },
  }),
  update: defineRoute({
    id: 'families-update',
    area: 'families',
    method: 'PUT',
    path: '/api/families/{id}',
    access: 'manageFamilies',
    summary: 'Edit a family: replaces every field; conditional on the version, a lost race answers 409.',
    params: familyIdParams,
    body: updateFamilyBody,
    response: familySchema,
    // Issue 37: a newly assigned volunteer gets a bell entry and (unless turned off) a mail.
    uses: {
      tables: ['users', 'settings', 'mail'],
      writes: ['families', 'activity', 'statistics', 'notifications'],
      mail: true,
      encryptionKey: true,
    },
  }),
  remove: defineRoute({
    id: 'families-delete',
    area: 'families',
    method: 'DELETE',
    path: '/api/families/{id}',
    access: 'manageFamilies',
    summary: 'Delete a family.',
    params: familyIdParams,
    response: messageResponse,
    uses: { writes: ['families', 'activity', 'statistics', 'notifications'] },
  }),
  renewConsent: defineRoute({
    id: 'families-consent',
    area: 'families',
    method: 'POST',
    path: '/api/families/{id}/consent',
    access: 'manageFamilies',
    summary:
      'Staff record that the family renewed its consent for the current privacy notice (with its answer on photos); audited.',
    params: familyIdParams,
    body: renewConsentBody,
    response: familySchema,
    uses: { tables: ['families', 'settings'], writes: ['families', 'audit'] },
  }),
  accessLog: defineRoute({
    id: 'families-access-log',
    area: 'families',
    method: 'GET',
    path: '/api/families/{id}/access',
    access: 'viewAudit',
    summary:
      "Who looked at the family's record, newest first, paged (limit ≤ 200, cursor): who, when, which fields, never the data. Kept two years.",
    params: familyAccessParams,
    query: familyAccessQuery,
    response: accessPageSchema,
    uses: { tables: ['families', 'audit'] },
  }),
  register: defineRoute({
    id: 'families-register',
    area: 'families',
    method: 'POST',
    path: '/api/families/register',
    access: 'authenticated',
    summary:
      'The in-portal signup form: any signed-in user may pass on a family, which arrives as a new registration (in_behandeling) for the coordinators.',
    body: registerFamilyBody,
    response: registerFamilyResponse,
    successStatus: 201,
    idempotent: true,
    uses: { tables: ['users'], writes: ['families', 'activity', 'notifications', 'statistics'] },
  }),
  publicRegistration: defineRoute({
    id: 'public-family-registration',
    area: 'families',
    method: 'POST',
    path: '/api/public/family-registration',
    access: 'public',
    summary:
      'The public, embeddable signup form: a honeypot and a per-address limit stand in for a session; creates a registration (in_behandeling).',
    body: publicRegistrationBody,
    response: okResponse,
    // The rate-limit windows live in the sessions table; the confirmation mail (issue 37) needs the mail channel.
    idempotent: true,
    uses: {
      tables: ['users', 'settings', 'mail'],
      writes: ['sessions', 'families', 'activity', 'notifications', 'statistics'],
      mail: true,
      encryptionKey: true,
    },
  }),
};
