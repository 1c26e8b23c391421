import { getSecondFactors } from '../../repositories/second-factors';
import { userMustUseSecondFactor } from './second-factor-policy';
import type { Actor } from './sessions';

/** What the 'Beveiliging' page shows: whether a factor is set up, how many recovery codes are left. */
export async function secondFactorStatus(actor: Actor) {
  const [factors, required] = await Promise.all([getSecondFactors(actor.id), userMustUseSecondFactor(actor)]);
  return {
    totp: { enabled: factors.totp !== null, enabledAt: factors.totp?.enabledAt ?? null },
    recoveryCodesLeft: factors.totp ? factors.recoveryCodesLeft : 0,
    required,
    enrolmentRequired: actor.enrolmentRequired,
    passkeys: factors.passkeys.map((passkey) => ({
      id: passkey.credentialId,
      name: passkey.name,
      createdAt: passkey.createdAt,
    })),
  };
}
