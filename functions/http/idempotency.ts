import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_WINDOW_HOURS } from '../../shared/constants';
import { genericMessages } from '../../shared/messages/generic';
import { AppError, conflict } from '../domain/errors';
import { claimKey, completeClaim, readClaim, releaseClaim } from '../repositories/idempotency';
import { JSON_HEADERS } from './map-error';

const KEY_FORMAT = /^[A-Za-z0-9_-]{8,100}$/;
/** How long a repeat waits for the first request to finish before it is told to try again. */
const WAIT_FOR_FIRST_MS = 3000;
const POLL_MS = 150;

export type IdempotentRun = {
  /** The stored answer when this is a repeat; the handler must not run again. */
  replay: APIGatewayProxyStructuredResultV2 | null;
  complete(result: APIGatewayProxyStructuredResultV2): Promise<void>;
  release(): Promise<void>;
};

const noKey: IdempotentRun = {
  replay: null,
  complete: async () => undefined,
  release: async () => undefined,
};

function replayOf(statusCode: number, body: string): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...JSON_HEADERS, 'idempotent-replayed': 'true' }, body };
}

/**
 * Makes a create safe to repeat. With an Idempotency-Key header, the first request claims the key
 * (a conditional write, so two at once cannot both win) and stores its answer; a repeat with the same
 * key and body gets that answer, one with another body is refused. Keys are scoped to the caller.
 */
export async function beginIdempotentRun(
  event: APIGatewayProxyEventV2,
  callerScope: string,
  body: unknown,
  now: Date,
): Promise<IdempotentRun> {
  const idempotencyKey = event.headers?.[IDEMPOTENCY_KEY_HEADER]?.trim();
  if (!idempotencyKey) return noKey;
  if (!KEY_FORMAT.test(idempotencyKey))
    throw new AppError('VALIDATION', genericMessages.invalidIdempotencyKey);
  const requestHash = createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_WINDOW_HOURS * 3_600_000);

  if (!(await claimKey(callerScope, idempotencyKey, requestHash, expiresAt))) {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const claim = await readClaim(callerScope, idempotencyKey);
      if (claim && claim.requestHash !== requestHash) throw conflict(genericMessages.idempotencyKeyReused);
      if (claim?.state === 'completed' && claim.statusCode !== null && claim.responseBody !== null) {
        return { ...noKey, replay: replayOf(claim.statusCode, claim.responseBody) };
      }
      if (!claim) return beginIdempotentRun(event, callerScope, body, now);
      if (Date.now() > deadline) throw conflict(genericMessages.requestInProgress);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  return {
    replay: null,
    complete: (result) =>
      completeClaim(callerScope, idempotencyKey, result.statusCode ?? 200, result.body ?? ''),
    release: () => releaseClaim(callerScope, idempotencyKey),
  };
}
