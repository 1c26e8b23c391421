import {
  EMBED_ORIGINS_EDGE_KEY,
  embedOriginsOf,
  registrationFrameAncestorsValue,
} from '../../../shared/security-headers';
import { config } from '../../config';
import { getSettingValues } from '../../repositories/settings';

/**
 * Tells CloudFront who may frame /registration, without a redeploy: its viewer-response function
 * reads the frame-ancestors sources from a KeyValueStore per request (infra/aws web-distribution), and
 * the edge-publish worker (shared/workers.ts) calls this after the setting is saved. Chosen over
 * serving the page's headers from a Lambda: the form stays a cached static page, and the edge reads a
 * key in microseconds. The store takes a few seconds to reach every edge location. Locally (no
 * EDGE_STORE_ARN) there is nothing to tell: the portal server reads the setting itself. The setting is
 * read after the store's ETag, and the write names that ETag: a concurrent run that wrote in between
 * makes this one fail and run again (the queue retries), so the store ends with the latest value.
 */
export async function publishEmbedOrigins(): Promise<void> {
  const storeArn = config.EDGE_STORE_ARN;
  if (!storeArn) return;
  const { putEdgeValue } = await import('../../commons/edge-store');
  await putEdgeValue(storeArn, EMBED_ORIGINS_EDGE_KEY, async () => {
    const stored = (await getSettingValues(['embed_origins'])).get('embed_origins') ?? null;
    return registrationFrameAncestorsValue(embedOriginsOf(stored));
  });
}
