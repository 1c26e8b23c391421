import { UPLOAD_LIFETIME_MS } from '../../../shared/uploads';
import { logger } from '../../commons/logger';
import {
  dropUnclaimedMarker,
  forgetUnattachedUpload,
  unclaimedUploadsBefore,
} from '../../repositories/uploads';
import { deleteObject } from '../../storage/objects';

export type SweepResult = { removed: number; kept: number; failed: number };

/**
 * The daily upload sweep: a file confirmed more than UPLOAD_LIFETIME_MS ago that nothing attached (an
 * e-mail attachment whose mail was never sent, a receipt whose declaration was never saved, a backup
 * file that was only checked) loses its record and its object; an attached one only its marker. The
 * record goes first, conditionally, so an attachment at the same moment wins and keeps its file; a
 * failed object removal keeps the marker, so the next sweep tries again.
 */
export async function sweepUnclaimedUploads(now: Date): Promise<SweepResult> {
  const result: SweepResult = { removed: 0, kept: 0, failed: 0 };
  const cutoff = new Date(now.getTime() - UPLOAD_LIFETIME_MS);
  for (const { marker, uploadId, object, isAttached } of await unclaimedUploadsBefore(cutoff)) {
    if (isAttached || !(await forgetUnattachedUpload(uploadId))) {
      result.kept += 1;
      await dropUnclaimedMarker(marker);
      continue;
    }
    try {
      await deleteObject(object.bucket, object.key);
      await dropUnclaimedMarker(marker);
      result.removed += 1;
    } catch (error) {
      logger.error('An unclaimed upload could not be removed; the next sweep tries again', {
        uploadId,
        error,
      });
      result.failed += 1;
    }
  }
  return result;
}
