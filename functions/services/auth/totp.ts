import { generateSecret, generateURI, verify } from 'otplib';

const PERIOD_SECONDS = 30;

/** A fresh 160-bit secret in base32, as authenticator apps take it. */
export const newTotpSecret = () => generateSecret();

export const totpUri = (secret: string, issuer: string, accountName: string) =>
  generateURI({ issuer, label: accountName, secret });

/** The 30-second step a moment falls in. */
export const totpStepAt = (now: Date) => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The step a code belongs to when it is right for the moment or one step before or after it (clock
 * drift), and newer than `afterStep`; null otherwise. Accepting it once is the caller's conditional
 * write (claimTotpStep).
 */
export async function matchTotpCode(
  secret: string,
  code: string,
  now: Date,
  afterStep?: number,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
