import type { Page } from 'playwright-core';
import { messages } from '../../../shared/messages';
import { newSoftwarePasskey, type SoftwarePasskey } from '../../integration/support/software-passkey';
import { type JsonAnswer, twoStepSignIn } from '../../integration/support/two-step-sign-in';

/**
 * Staff sign in with a second factor (issue 38). The browser tests give every account that must use
 * one a passkey on its first sign-in (a software key held here, per portal and username) and answer
 * the second step with it: through the API directly, or in the browser through Chromium's virtual
 * authenticator loaded with the same key.
 */
const passkeysByPortal = new Map<string, Map<string, SoftwarePasskey>>();

function passkeysOf(portalUrl: string) {
  const origin = new URL(portalUrl).origin;
  let passkeys = passkeysByPortal.get(origin);
  if (!passkeys) {
    passkeys = new Map();
    passkeysByPortal.set(origin, passkeys);
  }
  return passkeys;
}

async function postJson(portalUrl: string, path: string, body: unknown, token?: string): Promise<JsonAnswer> {
  const response = await fetch(new URL(path, portalUrl), {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, text };
}

/** The API sign-in with the second step for this portal (see tests/integration/support/two-step-sign-in.ts). */
export function apiTwoStep(portalUrl: string) {
  return twoStepSignIn(
    portalUrl,
    (path, body, token) => postJson(portalUrl, path, body, token),
    passkeysOf(portalUrl),
  );
}

/**
 * The browser shows the enrolment screen (a staff member without a factor): a passkey is added in
 * that very session (same-origin calls carry its cookie), then the page reloads into the shell.
 */
export async function enrolInBrowser(page: Page, username: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const options = await page.evaluate(async () => {
    const answer = await fetch('/api/auth/mfa/passkeys/options', { method: 'POST' });
    return (await answer.json()) as { challenge: string };
  });
  const passkey = newSoftwarePasskey(origin);
  const body = JSON.stringify({ response: passkey.register(options), name: 'Testsleutel' });
  const status = await page.evaluate(async (payload) => {
    const answer = await fetch('/api/auth/mfa/passkeys', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: payload,
    });
    return answer.status;
  }, body);
  if (status !== 200) throw new Error(`Adding a passkey for ${username} answered ${status}`);
  passkeysOf(origin).set(username, passkey);
  await page.goto('/');
}

/** The passkey this test process holds for the account, if it has one. */
export const browserPasskeyOf = (page: Page, username: string) =>
  passkeysOf(new URL(page.url()).origin).get(username);

/** Answers the second step on the sign-in screen with the account's passkey (virtual authenticator). */
export async function answerWithPasskey(page: Page, passkey: SoftwarePasskey): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: Buffer.from(passkey.credential.id, 'base64url').toString('base64'),
      isResidentCredential: false,
      rpId: passkey.credential.rpId,
      privateKey: passkey.credential.privateKey,
      signCount: passkey.signCount,
    },
  });
  await page.getByRole('button', { name: messages.security.usePasskey }).click();
  await page.locator('.app-header').waitFor();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  passkey.signCount = credentials[0]?.signCount ?? passkey.signCount;
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  await cdp.detach();
}
