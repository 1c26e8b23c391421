import { messageResponse } from '../schemas/common';
import {
  externalLinkBody,
  externalLinkIdParams,
  externalLinkListResponse,
  externalLinkSchema,
} from '../schemas/external-links';
import { defineRoute } from './define';

export const externalLinkRoutes = {
  list: defineRoute({
    id: 'external-links-list',
    area: 'external-links',
    method: 'GET',
    path: '/api/external-links',
    access: 'authenticated',
    summary: 'Every external link, by sortOrder (at most 200 exist, so one answer holds them all).',
    response: externalLinkListResponse,
    uses: { tables: ['settings'] },
  }),
  create: defineRoute({
    id: 'external-links-create',
    area: 'external-links',
    method: 'POST',
    path: '/api/external-links',
    access: 'administer',
    summary:
      'Add a link: title and http(s) URL required, icon one of 20 (Globe by default), sortOrder defaults to the current number of links.',
    body: externalLinkBody,
    response: externalLinkSchema,
    successStatus: 201,
    uses: { tables: ['settings'], writes: ['settings', 'audit'] },
  }),
  update: defineRoute({
    id: 'external-links-update',
    area: 'external-links',
    method: 'PUT',
    path: '/api/external-links/{id}',
    access: 'administer',
    summary: 'Edit a link (all fields, as the dialog sends them).',
    params: externalLinkIdParams,
    body: externalLinkBody,
    response: externalLinkSchema,
    uses: { tables: ['settings'], writes: ['settings', 'audit'] },
  }),
  remove: defineRoute({
    id: 'external-links-delete',
    area: 'external-links',
    method: 'DELETE',
    path: '/api/external-links/{id}',
    access: 'administer',
    summary: 'Delete a link.',
    params: externalLinkIdParams,
    response: messageResponse,
    uses: { tables: ['settings'], writes: ['settings', 'audit'] },
  }),
};
