import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { passkeyRequestOptions } from '../../functions/services/auth/passkey-request-options';

const passkeys = [{ credentialId: 'AQIDBAUGBwgJCgsMDQ4PEA' }, { credentialId: 'ERITFBUWFxgZGhscHR4fIA' }];

describe('passkey request options', () => {
  it('are what @simplewebauthn/server builds for the same relying party, credentials and challenge', async () => {
    // Prepare
    const challenge = Uint8Array.from({ length: 32 }, (_, index) => (index * 37) % 256);

    // Act
    const ours = passkeyRequestOptions('portaal.example.be', passkeys, challenge);
    const library = await generateAuthenticationOptions({
      rpID: 'portaal.example.be',
      allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId })),
      userVerification: 'preferred',
      challenge,
    });

    // Assess: the same JSON the browser receives (the library sets `extensions: undefined`)
    expect(JSON.parse(JSON.stringify(ours))).toEqual(JSON.parse(JSON.stringify(library)));
  });

  it('carry a fresh 32-byte challenge each time', () => {
    // Act
    const first = passkeyRequestOptions('portaal.example.be', passkeys);
    const second = passkeyRequestOptions('portaal.example.be', passkeys);

    // Assess
    expect(Buffer.from(first.challenge, 'base64url')).toHaveLength(32);
    expect(first.challenge).not.toBe(second.challenge);
  });
});
