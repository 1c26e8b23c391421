import { getSecondFactors, putPendingPasskey } from '../../repositories/second-factors';
import { organizationName } from './organization-name';
import { passkeyCreationOptions } from './passkey-creation-options';
import { assertRecentlyAuthenticated } from './reauthentication';
import { relyingPartyId } from './relying-party';
import type { Actor } from './sessions';

/** Creation options for a new passkey; the user's existing ones are excluded. */
export async function passkeyRegistrationOptions(actor: Actor, now: Date) {
  assertRecentlyAuthenticated(actor, now);
  const { passkeys } = await getSecondFactors(actor.id);
  const options = passkeyCreationOptions({
    rpName: await organizationName(),
    rpId: relyingPartyId(),
    userName: actor.username,
    excluded: passkeys,
  });
  await putPendingPasskey(actor.id, options.challenge, now.toISOString());
  return options as unknown as Record<string, unknown>;
}
