import { uploadMessages } from '../../../shared/messages/uploads';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../../shared/uploads';
import { AppError, validationError } from '../../domain/errors';

const m = uploadMessages.uploads;

/** The refusals shared by asking for an upload URL and confirming the stored file. */
export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', m.tooLarge);
export const wrongType = (purpose: UploadPurpose) =>
  validationError(m.wrongType(UPLOAD_PURPOSES[purpose].typeLabel));
