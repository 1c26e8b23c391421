import { generateRegistrationOptions } from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { passkeyCreationOptions } from '../../functions/services/auth/passkey-creation-options';

const excluded = [{ credentialId: 'AQIDBAUGBwgJCgsMDQ4PEA' }, { credentialId: 'ERITFBUWFxgZGhscHR4fIA' }];

describe('passkey creation options', () => {
  it('are what @simplewebauthn/server builds for the same relying party, user, credentials and random bytes', async () => {
    // Prepare
    const challenge = Uint8Array.from({ length: 32 }, (_, index) => (index * 37) % 256);
    const userId = Uint8Array.from({ length: 32 }, (_, index) => (index * 11 + 5) % 256);

    // Act
    const ours = passkeyCreationOptions(
      { rpName: 'Huiswerkbegeleiding Noord', rpId: 'portaal.example.be', userName: 'anna', excluded },
      { challenge, userId },
    );
    const library = await generateRegistrationOptions({
      rpName: 'Huiswerkbegeleiding Noord',
      rpID: 'portaal.example.be',
      userName: 'anna',
      userID: userId,
      challenge,
      attestationType: 'none',
      excludeCredentials: excluded.map((passkey) => ({ id: passkey.credentialId })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });

    // Assess: the same JSON the browser receives
    expect(JSON.parse(JSON.stringify(ours))).toEqual(JSON.parse(JSON.stringify(library)));
  });

  it('carry a fresh 32-byte challenge and user handle each time', () => {
    // Act
    const input = { rpName: 'Vereniging', rpId: 'portaal.example.be', userName: 'anna', excluded: [] };
    const first = passkeyCreationOptions(input);
    const second = passkeyCreationOptions(input);

    // Assess
    expect(Buffer.from(first.challenge, 'base64url')).toHaveLength(32);
    expect(Buffer.from(first.user.id, 'base64url')).toHaveLength(32);
    expect(first.challenge).not.toBe(second.challenge);
    expect(first.user.id).not.toBe(second.user.id);
  });
});
