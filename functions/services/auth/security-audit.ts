import type { AuditAction } from '../../../shared/schemas/audit';
import { recordAudit } from '../audit/record-audit';

/** How a sign-in attempt ended, as the audit trail names it. */
export type SignInResult = 'wrong-credentials' | 'second-step-asked' | 'signed-in' | 'inactive-account';

type Person = { id: number; username: string };

/**
 * A sign-in attempt (issue 38 item 11): the username as typed, the client address and the result.
 * An unknown username has no user id (0); nobody is the actor, the attempt is anonymous until it
 * succeeds.
 */
export function auditSignIn(input: {
  username: string;
  user: Person | null;
  clientIp: string;
  result: SignInResult | 'second-step-failed';
  now: Date;
}) {
  const signedIn = input.result === 'signed-in';
  return recordAudit({
    action: input.result === 'second-step-failed' ? 'second-step-failed' : 'sign-in',
    actor: signedIn ? input.user : null,
    target: { type: 'user', id: input.user?.id ?? 0, userId: input.user?.id ?? null, name: input.username },
    changes: [
      { field: 'clientAddress', treatment: 'value', before: null, after: input.clientIp },
      { field: 'result', treatment: 'value', before: null, after: input.result },
    ],
    now: input.now,
  });
}

/** A change of one's own second factor: an app set up (with new recovery codes), a passkey added or removed. */
export function auditSecondFactorChange(
  actor: Person,
  action: Extract<AuditAction, 'second-factor-enrolled' | 'passkey-added' | 'passkey-removed'>,
  now: Date,
) {
  return recordAudit({
    action,
    actor,
    target: { type: 'user', id: actor.id, userId: actor.id, name: actor.username },
    now,
  });
}

/** A password chosen with a self-service reset link (no session: the user is the actor). */
export function auditPasswordReset(user: Person, now: Date) {
  return recordAudit({
    action: 'password-reset',
    actor: user,
    target: { type: 'user', id: user.id, userId: user.id, name: user.username },
    changes: [{ field: 'password', treatment: 'secret', before: null, after: null }],
    now,
  });
}
