import { generateSecret } from '@otplib/core';
import { base32 } from '@otplib/plugin-base32-scure';
import { crypto } from '@otplib/plugin-crypto-node';
import { verify } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';

/*
 * otplib's own packages with Node's crypto, rather than the `otplib` preset: the preset computes HMACs
 * with @noble/hashes (pure JavaScript, for browsers), which every function that checks a code would
 * load and initialise at its cold start. Same algorithm (SHA-1, 6 digits, 30 s), same secrets.
 */
const PLUGINS = { crypto, base32 } as const;

const PERIOD_SECONDS = 30;

/** A fresh 160-bit secret in base32, as authenticator apps take it. */
export const newTotpSecret = () => generateSecret({ ...PLUGINS, length: 20 });

export const totpUri = (secret: string, issuer: string, accountName: string) =>
  generateTOTP({ issuer, label: accountName, secret });

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
    ...PLUGINS,
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
