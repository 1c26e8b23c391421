import {
  confirmedUploadResponse,
  createUploadBody,
  createUploadResponse,
  uploadIdParams,
} from '../schemas/uploads';
import { defineRoute } from './define';

/** The upload mechanism every file feature uses: presign, upload straight to S3, confirm. */
export const uploadRoutes = {
  create: defineRoute({
    id: 'uploads-create',
    area: 'uploads',
    method: 'POST',
    path: '/api/uploads',
    access: 'authenticated',
    summary: 'A presigned URL to upload one file for a purpose; size and type are checked against its rules.',
    body: createUploadBody,
    response: createUploadResponse,
    successStatus: 201,
    uses: { writes: ['documents'], buckets: ['files'] },
  }),
  confirm: defineRoute({
    id: 'uploads-confirm',
    area: 'uploads',
    method: 'POST',
    path: '/api/uploads/{id}/confirm',
    access: 'authenticated',
    summary: 'Checks the uploaded object’s real size and type; only a confirmed upload can be attached.',
    params: uploadIdParams,
    response: confirmedUploadResponse,
    uses: { writes: ['documents'], buckets: ['files'] },
  }),
};
