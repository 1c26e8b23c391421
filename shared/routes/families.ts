import { messageResponse, okResponse } from '../schemas/common';
import {
  createFamilyBody,
  familyIdParams,
  familySchema,
  listFamiliesQuery,
  publicRegistrationBody,
  recentRegistrationSchema,
  registerFamilyBody,
  registerFamilyResponse,
  updateFamilyBody,
} from '../schemas/families';
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
      'Families by status and search, newest first; volunteers and homework coaches without manage rights get only the families assigned to them.',
    query: listFamiliesQuery,
    response: z.array(familySchema),
    uses: { tables: ['families', 'sessions'] },
  }),
  recent: defineRoute({
    id: 'families-recent',
    area: 'families',
    method: 'GET',
    path: '/api/families/recent',
    access: 'manageFamilies',
    summary: 'Registrations of the last 7 days still in_behandeling, newest first.',
    response: z.array(recentRegistrationSchema),
    uses: { tables: ['families', 'sessions'] },
  }),
  get: defineRoute({
    id: 'families-get',
    area: 'families',
    method: 'GET',
    path: '/api/families/{id}',
    access: 'viewFamilies',
    summary: 'One family; a family the caller may not see answers 404.',
    params: familyIdParams,
    response: familySchema,
    uses: { tables: ['families', 'sessions'] },
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
    uses: {
      tables: ['families', 'sessions', 'users', 'activity', 'statistics'],
      writes: ['families', 'activity', 'statistics'],
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
    uses: {
      tables: ['families', 'sessions', 'users', 'activity', 'statistics'],
      writes: ['families', 'activity', 'statistics'],
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
    uses: {
      tables: ['families', 'sessions', 'activity', 'statistics'],
      writes: ['families', 'activity', 'statistics'],
    },
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
    uses: {
      tables: ['families', 'sessions', 'users', 'activity', 'notifications', 'statistics'],
      writes: ['families', 'activity', 'notifications', 'statistics'],
    },
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
    // The rate-limit windows live in the sessions table.
    idempotent: true,
    uses: {
      tables: ['families', 'sessions', 'users', 'activity', 'notifications', 'statistics'],
      writes: ['sessions', 'families', 'activity', 'notifications', 'statistics'],
    },
  }),
};
