import {
  EMBED_ORIGINS_EDGE_KEY,
  embedOriginsOf,
  registrationFrameAncestorsValue,
} from '../../../shared/security-headers';
import { config } from '../../config';

/**
 * Tells CloudFront who may frame /registration, without a redeploy: its viewer-response function
 * reads the frame-ancestors sources from a KeyValueStore per request (infra/aws web-distribution), and
 * this writes them there after the setting is saved. Chosen over serving the page's headers from a
 * Lambda: the form stays a cached static page, and the edge reads a key in microseconds. The store
 * takes a few seconds to reach every edge location. Locally (no EDGE_STORE_ARN) there is nothing to
 * tell: the portal server reads the setting itself. When the write fails, the setting is saved but
 * the edge keeps the old list: the save answers an error, and saving again writes it.
 */
export async function publishEmbedOrigins(stored: string | null): Promise<void> {
  const storeArn = config.EDGE_STORE_ARN;
  if (!storeArn) return;
  const { putEdgeValue } = await import('../../commons/edge-store');
  await putEdgeValue(
    storeArn,
    EMBED_ORIGINS_EDGE_KEY,
    registrationFrameAncestorsValue(embedOriginsOf(stored)),
  );
}
