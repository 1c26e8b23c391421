import { publishEmbedOrigins } from '../services/settings/publish-embed-origins';
import { consumeWith } from './consume';

/** The edge-publish worker (shared/workers.ts): the message says only that embed_origins changed. */
export const handler = consumeWith(
  'edge-publish',
  () => ({}),
  () => publishEmbedOrigins(),
);
