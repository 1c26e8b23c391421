import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey held by the test process (a software authenticator): the tests sign staff in through the
 * real second step with it, as a browser with a platform authenticator would. Unlike an authenticator
 * app's code, an assertion is not tied to a 30-second step, so a test may sign the same person in as
 * often as it likes, under a fake clock too. Its signature counter starts at 0 (WebAuthn's "no
 * counter") and moves on only when a browser used the same key (`signCount`).
 */
export type SoftwarePasskey = {
  /** The signature count the next assertion carries: a browser's virtual authenticator moves it on too. */
  signCount: number;
  /** The answer to `POST /api/auth/mfa/passkeys/options` for `POST /api/auth/mfa/passkeys`. */
  register(options: { challenge: string }): Record<string, unknown>;
  /** The answer to a sign-in challenge's `passkeyOptions` for `POST /api/login/mfa`. */
  assert(options: { challenge: string }): Record<string, unknown>;
  /** PKCS#8 of the private key and the credential id, for a browser's virtual authenticator. */
  credential: { id: string; privateKey: string; rpId: string };
};

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(count: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

function cosePublicKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(String(jwk.x), 'base64url');
  const y = Buffer.from(String(jwk.y), 'base64url');
  // COSE_Key for ES256: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(x)],
      [-3, new Uint8Array(y)],
    ]),
  );
}

/** A new passkey for the portal at `portalUrl` (its origin and host are the relying party). */
export function newSoftwarePasskey(portalUrl: string): SoftwarePasskey {
  const { origin, hostname: rpId } = new URL(portalUrl);
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  const rpIdHash = sha256(rpId);
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');

  return {
    signCount: 0,
    credential: {
      id: b64url(credentialId),
      privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      rpId,
    },
    register({ challenge }) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(cosePublicKey(publicKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    assert({ challenge }) {
      if (this.signCount > 0) this.signCount += 1;
      const authenticatorData = Buffer.concat([rpIdHash, Buffer.from([0x05]), counterBytes(this.signCount)]);
      const clientDataJSON = clientData('webauthn.get', challenge);
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
