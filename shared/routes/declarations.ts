import { messageResponse } from '../schemas/common';
import {
  declarationBody,
  declarationIdParams,
  declarationPageSchema,
  declarationSchema,
  declarationStatusBody,
  listDeclarationsQuery,
  undoApprovalBody,
} from '../schemas/declarations';
import { downloadLinkResponse } from '../schemas/uploads';
import { defineRoute } from './define';

export const declarationRoutes = {
  list: defineRoute({
    id: 'declarations-list',
    area: 'declarations',
    method: 'GET',
    path: '/api/declarations',
    access: 'authenticated',
    summary:
      'Reviewers see every declaration (optionally of one status); anyone else only their own. Paged (limit ≤ 200, cursor), newest date first.',
    query: listDeclarationsQuery,
    response: declarationPageSchema,
    // users: the declarants' recent IBAN changes, so the screen can say why approving is off.
    uses: { tables: ['declarations', 'users'] },
  }),
  create: defineRoute({
    id: 'declarations-create',
    area: 'declarations',
    method: 'POST',
    path: '/api/declarations',
    access: 'authenticated',
    summary: 'Submit an expense (with an optional confirmed receipt) or mileage declaration.',
    body: declarationBody,
    response: declarationSchema,
    successStatus: 201,
    idempotent: true,
    uses: {
      tables: ['users', 'settings'],
      writes: ['declarations', 'documents', 'notifications', 'activity', 'statistics'],
    },
  }),
  update: defineRoute({
    id: 'declarations-update',
    area: 'declarations',
    method: 'PUT',
    path: '/api/declarations/{id}',
    access: 'authenticated',
    summary: 'Edit a pending declaration: its owner, an admin or a bestuurslid.',
    params: declarationIdParams,
    body: declarationBody,
    response: declarationSchema,
    uses: { tables: ['settings', 'users'], writes: ['declarations', 'documents', 'statistics', 'audit'] },
  }),
  changeStatus: defineRoute({
    id: 'declarations-status',
    area: 'declarations',
    method: 'PATCH',
    path: '/api/declarations/{id}/status',
    access: 'reviewDeclarations',
    summary:
      'Move a declaration along the review flow, bound to the version the reviewer saw (`expectedVersion`); approving keeps four eyes (not by its declarant or an editor, nor by whoever set or changed the declarant’s IBAN in the last 30 days); every step is recorded and its notifications are marked handled.',
    params: declarationIdParams,
    body: declarationStatusBody,
    response: declarationSchema,
    // Issue 37: the declarant gets a bell entry and (unless turned off) a mail about the decision.
    uses: {
      tables: ['users', 'settings', 'mail'],
      writes: ['declarations', 'activity', 'statistics', 'notifications', 'accounting', 'audit'],
      mail: true,
      encryptionKey: true,
    },
  }),
  undoApproval: defineRoute({
    id: 'declarations-undo-approval',
    area: 'declarations',
    method: 'POST',
    path: '/api/declarations/{id}/undo-approval',
    access: 'reviewDeclarations',
    summary:
      'The reviewer who approved moves the declaration back to its previous status, within 10 seconds of approving.',
    params: declarationIdParams,
    body: undoApprovalBody,
    response: declarationSchema,
    uses: { tables: ['users'], writes: ['declarations', 'activity', 'statistics', 'accounting', 'audit'] },
  }),
  remove: defineRoute({
    id: 'declarations-delete',
    area: 'declarations',
    method: 'DELETE',
    path: '/api/declarations/{id}',
    access: 'authenticated',
    summary: 'Delete a declaration: its owner while pending, an admin or a bestuurslid.',
    params: declarationIdParams,
    response: messageResponse,
    uses: {
      tables: ['users'],
      writes: ['declarations', 'statistics', 'audit', 'notifications', 'accounting'],
    },
  }),
  receipt: defineRoute({
    id: 'declarations-receipt',
    area: 'declarations',
    method: 'GET',
    path: '/api/declarations/{id}/receipt',
    access: 'authenticated',
    summary: 'A short-lived download link for the receipt, for whoever may see the declaration.',
    params: declarationIdParams,
    response: downloadLinkResponse,
    uses: { tables: ['declarations', 'documents'], buckets: ['files'] },
  }),
};
