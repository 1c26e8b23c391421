import { calendarMessages } from '../../../shared/messages/calendar';
import { config } from '../../config';
import { conflict } from '../../domain/errors';
import { type FeedRecord, getFeed, replaceFeed } from '../../repositories/calendar';
import type { Actor } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import { decryptField, encryptField } from '../crypto/field-encryption';

/**
 * A user's ICS feed: a 256-bit secret in the URL's query string (a calendar app can only GET a URL;
 * never in the path). Only its SHA-256 finds the feed; the secret itself is kept encrypted so the
 * agenda screen can show the URL again. Renewing or revoking it makes the old URL answer 404.
 */
function feedUrl(secret: string): string {
  const url = new URL('/api/calendar/feed.ics', config.PORTAL_URL);
  url.searchParams.set('token', secret);
  return url.toString();
}

function newFeed(userId: number, version: number, now: Date): { record: FeedRecord; secret: string } {
  const secret = newToken();
  return {
    secret,
    record: {
      userId,
      secretHash: hashToken(secret),
      secretEncrypted: encryptField(secret),
      createdAt: now.toISOString(),
      version,
    },
  };
}

const linkOf = (record: FeedRecord, secret: string) => ({
  url: feedUrl(secret),
  createdAt: record.createdAt,
});

/** The caller's feed URL, or null before they made one. */
export async function feedLink(actor: Actor) {
  const existing = await getFeed(actor.id);
  return existing ? linkOf(existing, decryptField(existing.secretEncrypted)) : { url: null, createdAt: null };
}

export async function renewFeed(actor: Actor, now: Date) {
  const previous = await getFeed(actor.id);
  const { record, secret } = newFeed(actor.id, (previous?.version ?? 0) + 1, now);
  if (!(await replaceFeed(previous, record))) throw conflict();
  return linkOf(record, secret);
}

export async function revokeFeed(actor: Actor) {
  const previous = await getFeed(actor.id);
  if (previous && !(await replaceFeed(previous, null))) throw conflict();
  return { message: calendarMessages.calendar.feedRevoked };
}
