import { uploadMessages } from '../messages/uploads';
import { UPLOAD_PURPOSE_NAMES } from '../uploads';
import * as z from '../zod';

export const createUploadBody = z.strictObject({
  purpose: z.enum(UPLOAD_PURPOSE_NAMES),
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().trim().min(1).max(100),
  size: z.number().int().min(1, uploadMessages.uploads.empty),
});
export type CreateUploadBody = z.infer<typeof createUploadBody>;

export const createUploadResponse = z.object({
  uploadId: z.string(),
  /** A presigned PUT: send the file as the body with exactly these headers. */
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

export const uploadIdParams = z.strictObject({ id: z.uuid() });

export const confirmedUploadResponse = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type ConfirmedUpload = z.infer<typeof confirmedUploadResponse>;

/** A short-lived presigned GET that downloads the file as an attachment. */
export const downloadLinkResponse = z.object({
  url: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});
