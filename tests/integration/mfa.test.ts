import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { generateSync } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../shared/constants';
import { authMessages } from '../../shared/messages/auth';
import { ADMIN_PASSWORD, startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { createUser } from './support/users';

// Every log line is written in this file (not only warnings), so "never in a log" looks at all of them.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'debug';
});

let portal: TestPortal;
const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));
let logged: string[] = [];

beforeAll(async () => {
  portal = await startTestPortal({ secondFactorPolicy: 'default' });
});
afterAll(() => portal.stop());
afterEach(() => vi.restoreAllMocks());

/** Everything the handlers write to stdout and stderr from now on. */
function captureLogs() {
  logged = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array) => boolean;
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return write(chunk);
    });
  }
}

type SessionAnswer = { token: string; user: { enrolmentRequired: boolean; username: string } };
type ChallengeAnswer = { mfaRequired: true; challenge: string; methods: string[] };

const codeAt = (secret: string, offsetSteps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

const passwordStep = (username: string, password: string) =>
  portal.call<SessionAnswer & ChallengeAnswer>('POST', '/api/login', { body: { username, password } });

/** Signs in with the password; the user has no factor yet, so the answer is a session. */
async function sessionWithoutFactor(username: string, password: string) {
  const answer = await passwordStep(username, password);
  expect(answer.status).toBe(200);
  expect(answer.body.token).toBeDefined();
  return answer.body.token;
}

/** Enrols an authenticator for the session's user; answers the secret and the recovery codes. */
async function enrol(token: string) {
  const start = await portal.call<{ otpauthUri: string; manualKey: string; qrSvg: string }>(
    'POST',
    '/api/auth/mfa/totp/start',
    { token },
  );
  expect(start.status).toBe(200);
  const secret = start.body.manualKey;
  const confirm = await portal.call<{ recoveryCodes: string[] }>('POST', '/api/auth/mfa/totp/confirm', {
    token,
    body: { code: codeAt(secret) },
  });
  expect(confirm.status).toBe(200);
  return { secret, recoveryCodes: confirm.body.recoveryCodes, start: start.body };
}

async function challengeFor(username: string, password: string) {
  const answer = await passwordStep(username, password);
  expect(answer.status).toBe(200);
  expect(answer.body.mfaRequired).toBe(true);
  return answer.body.challenge;
}

const secondStep = (challenge: string, proof: { code?: string; recoveryCode?: string }) =>
  portal.call<SessionAnswer & { message?: string }>('POST', '/api/login/mfa', {
    body: { challenge, ...proof },
  });

/** A bestuurslid created by an admin whose session is enrolled (the default policy names both). */
let adminToken: string;
let adminSecret: string;
async function enrolledAdminToken() {
  if (adminToken) return adminToken;
  const restricted = await sessionWithoutFactor('admin', ADMIN_PASSWORD);
  adminSecret = (await enrol(restricted)).secret;
  adminToken = restricted;
  return adminToken;
}

describe('the policy (default: admin and bestuurslid)', () => {
  it('lets a bestuurslid without a second factor do nothing but enrol, then lifts the restriction', async () => {
    const admin = await enrolledAdminToken();
    const member = await createUser(portal, admin, { role: 'bestuurslid' });

    const token = await sessionWithoutFactor(String(member.username), member.password);
    const me = await portal.call<{ enrolmentRequired: boolean }>('GET', '/api/auth/me', { token });
    const refused = await portal.call('GET', '/api/families', { token });
    const { secret } = await enrol(token);
    const afterwards = await portal.call('GET', '/api/families', { token });

    expect(me.body.enrolmentRequired).toBe(true);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'ENROLMENT_REQUIRED',
      message: authMessages.mfa.enrolmentRequired,
    });
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    expect(afterwards.status).toBe(200);
  });

  it('lets a volunteer (not named by the policy) in with a password alone', async () => {
    const admin = await enrolledAdminToken();
    const volunteer = await createUser(portal, admin, { role: 'vrijwilliger' });

    const token = await sessionWithoutFactor(String(volunteer.username), volunteer.password);
    const families = await portal.call('GET', '/api/families', { token });

    expect(families.status).not.toBe(403);
  });
});

describe('enrolment', () => {
  it('answers an otpauth URI and an SVG QR code, and refuses a wrong first code', async () => {
    const admin = await enrolledAdminToken();
    const volunteer = await createUser(portal, admin);
    const token = await sessionWithoutFactor(String(volunteer.username), volunteer.password);

    const start = await portal.call<{ otpauthUri: string; manualKey: string; qrSvg: string }>(
      'POST',
      '/api/auth/mfa/totp/start',
      { token },
    );
    const wrong = await portal.call('POST', '/api/auth/mfa/totp/confirm', {
      token,
      body: { code: String((Number(codeAt(start.body.manualKey)) + 1) % 1_000_000).padStart(6, '0') },
    });
    const status = await portal.call<{ totp: { enabled: boolean } }>('GET', '/api/auth/mfa', { token });

    expect(start.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(start.body.otpauthUri).toContain(`secret=${start.body.manualKey}`);
    expect(start.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(wrong.status).toBe(400);
    expect(status.body.totp.enabled).toBe(false);
  });
});

describe('the second step', () => {
  it('asks for a code instead of opening a session, accepts a fresh code once and refuses it replayed', async () => {
    await enrolledAdminToken();

    const first = await passwordStep('admin', ADMIN_PASSWORD);
    const code = codeAt(adminSecret, 1);
    const accepted = await secondStep(first.body.challenge, { code });
    const replayed = await secondStep(await challengeFor('admin', ADMIN_PASSWORD), { code });

    expect(first.body).toMatchObject({ mfaRequired: true, methods: ['totp', 'recovery'] });
    expect(first.body.token).toBeUndefined();
    expect(first.cookies.some((cookie) => cookie.startsWith('vwp_session='))).toBe(false);
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.enrolmentRequired).toBe(false);
    expect(accepted.cookies.some((cookie) => cookie.startsWith('vwp_session='))).toBe(true);
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({
      message: authMessages.mfa.triesLeft(authMessages.mfa.wrongCode, 4),
    });
  });

  it('lets a recovery code sign in once, into a session that must enrol again', async () => {
    const admin = await enrolledAdminToken();
    const member = await createUser(portal, admin, { role: 'bestuurslid' });
    const { recoveryCodes } = await enrol(
      await sessionWithoutFactor(String(member.username), member.password),
    );
    const [recoveryCode] = recoveryCodes;

    const used = await secondStep(await challengeFor(String(member.username), member.password), {
      recoveryCode: String(recoveryCode).toUpperCase(),
    });
    const again = await secondStep(await challengeFor(String(member.username), member.password), {
      recoveryCode: String(recoveryCode),
    });
    const status = await portal.call<{ recoveryCodesLeft: number }>('GET', '/api/auth/mfa', {
      token: used.body.token,
    });

    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(used.status).toBe(200);
    expect(used.body.user.enrolmentRequired).toBe(true);
    expect(status.body.recoveryCodesLeft).toBe(9);
    expect(again.status).toBe(400);
  });

  it('ends a challenge after five wrong codes, and counts wrong codes toward the sign-in limit', async () => {
    const admin = await enrolledAdminToken();
    const member = await createUser(portal, admin, { role: 'bestuurslid' });
    const username = String(member.username);
    const { secret } = await enrol(await sessionWithoutFactor(username, member.password));
    const wrongCode = String((Number(codeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');

    const answers: string[] = [];
    const { wrongCode: wrong, tooManyWrongCodes: tooMany, challengeExpired: gone } = authMessages.mfa;
    let challenge = await challengeFor(username, member.password);
    for (let attempt = 1; attempt <= LOGIN_MAX_FAILURES; attempt += 1) {
      answers.push(String((await secondStep(challenge, { code: wrongCode })).body.message));
      if (attempt === 5) {
        const ended = await secondStep(challenge, { code: codeAt(secret, 1) });
        answers.push(String(ended.body.message));
        challenge = await challengeFor(username, member.password);
      }
    }
    const passwordAfterwards = await passwordStep(username, member.password);

    // Each wrong code says how many tries are left; the fifth ends the challenge, so even the right
    // code finds it gone.
    const left = (tries: number) => authMessages.mfa.triesLeft(wrong, tries);
    expect(answers.slice(0, 6)).toEqual([left(4), left(3), left(2), left(1), tooMany, gone]);
    // Ten wrong codes (as many as wrong passwords allowed) lock this account from this address.
    expect(answers.slice(6)).toEqual([left(4), left(3), left(2), left(1), tooMany]);
    expect(passwordAfterwards.status).toBe(429);
  });
});

describe('recovery codes at rest', () => {
  const legacyHash = (code: string) =>
    createHash('sha256')
      .update(`recovery:${code.replace('-', '')}`, 'utf8')
      .digest('hex');

  it('stores them as an HMAC with the installation key, and still accepts one stored as plain SHA-256', async () => {
    const admin = await enrolledAdminToken();
    const member = await createUser(portal, admin, { role: 'bestuurslid' });
    const username = String(member.username);
    const { recoveryCodes } = await enrol(await sessionWithoutFactor(username, member.password));
    const stored = (await readTable(portal.resourcePrefix, 'users')).find(
      (item) => item.pk === `USER#${member.id}` && item.sk === 'MFA#RECOVERY',
    );
    const storedHashes = [...((stored?.codeHashes as Set<string>) ?? [])];
    // A code handed out before the HMAC: its plain SHA-256 is in the set.
    const oldCode = 'abcde-23456';
    await dynamo.send(
      new UpdateCommand({
        TableName: `${portal.resourcePrefix}users`,
        Key: { pk: `USER#${member.id}`, sk: 'MFA#RECOVERY' },
        UpdateExpression: 'ADD codeHashes :old',
        ExpressionAttributeValues: { ':old': new Set([legacyHash(oldCode)]) },
      }),
    );

    const withOldCode = await secondStep(await challengeFor(username, member.password), {
      recoveryCode: oldCode,
    });

    expect(storedHashes).toHaveLength(10);
    for (const code of recoveryCodes) expect(storedHashes).not.toContain(legacyHash(code));
    expect(withOldCode.status).toBe(200);
  });
});

describe('secrecy', () => {
  it('never shows the secret after enrolment, in any answer or log line, and stores it encrypted', async () => {
    const admin = await enrolledAdminToken();
    const member = await createUser(portal, admin, { role: 'bestuurslid' });
    const username = String(member.username);
    const token = await sessionWithoutFactor(username, member.password);

    captureLogs();
    const { secret, start } = await enrol(token);
    const passwordAnswer = await passwordStep(username, member.password);
    const answers = [
      await portal.call('GET', '/api/auth/mfa', { token }),
      await portal.call('GET', '/api/auth/me', { token }),
      await portal.call('GET', '/api/users', { token: admin }),
      passwordAnswer,
      await secondStep(passwordAnswer.body.challenge, { code: codeAt(secret, 1) }),
    ];
    const stored = JSON.stringify(await readTable(portal.resourcePrefix, 'users'));

    expect(start.manualKey).toBe(secret);
    expect(logged.some((line) => line.includes('"request"'))).toBe(true);
    expect(logged.join('\n')).not.toContain(secret);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain(secret);
    }
    expect(stored).toContain('MFA#TOTP');
    expect(stored).not.toContain(secret);
  });
});

describe("an admin's reset", () => {
  it("removes the user's second factor, ends their sessions and leaves an audit entry", async () => {
    const admin = await enrolledAdminToken();
    const member = await createUser(portal, admin, { role: 'bestuurslid' });
    const username = String(member.username);
    const memberToken = await sessionWithoutFactor(username, member.password);
    await enrol(memberToken);

    const reset = await portal.call('POST', `/api/users/${member.id}/mfa/reset`, { token: admin });
    const oldSession = await portal.call('GET', '/api/auth/me', { token: memberToken });
    const nextSignIn = await passwordStep(username, member.password);
    const audit = await portal.call<{ items: { action: string; targetId: number }[] }>(
      'GET',
      '/api/audit?action=second-factor-reset',
      { token: admin },
    );

    expect(reset.status).toBe(200);
    expect(oldSession.status).toBe(401);
    expect(nextSignIn.body.token).toBeDefined();
    expect(nextSignIn.body.user.enrolmentRequired).toBe(true);
    expect(audit.body.items).toEqual([
      expect.objectContaining({ action: 'second-factor-reset', targetId: member.id }),
    ]);
  });

  it('is refused to a bestuurslid (admins only)', async () => {
    const admin = await enrolledAdminToken();
    const member = await createUser(portal, admin, { role: 'bestuurslid' });
    const token = await sessionWithoutFactor(String(member.username), member.password);
    await enrol(token);

    const answer = await portal.call('POST', '/api/users/1/mfa/reset', { token });

    expect(answer.status).toBe(403);
  });
});

describe('passkeys', () => {
  it('answers creation options for the portal itself and refuses an answer that does not verify', async () => {
    const admin = await enrolledAdminToken();
    const volunteer = await createUser(portal, admin);
    const token = await sessionWithoutFactor(String(volunteer.username), volunteer.password);

    const options = await portal.call<{ challenge: string; rp: { id: string } }>(
      'POST',
      '/api/auth/mfa/passkeys/options',
      { token },
    );
    const forged = await portal.call('POST', '/api/auth/mfa/passkeys', {
      token,
      body: { response: { id: 'nep', rawId: 'nep', type: 'public-key', response: {} } },
    });
    const status = await portal.call<{ passkeys: unknown[] }>('GET', '/api/auth/mfa', { token });
    const nextSignIn = await passwordStep(String(volunteer.username), volunteer.password);

    expect(options.status).toBe(200);
    expect(options.body.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(options.body.rp.id).toBe(new URL(portal.url).hostname);
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ message: authMessages.mfa.passkeyRefused });
    expect(status.body.passkeys).toEqual([]);
    // Still no second factor: the password alone opens a session.
    expect(nextSignIn.body.token).toBeDefined();
  });
});

describe('sessions', () => {
  it("lists the caller's sessions with the current one marked, and ends another one", async () => {
    const admin = await enrolledAdminToken();
    const volunteer = await createUser(portal, admin);
    const username = String(volunteer.username);
    const first = await sessionWithoutFactor(username, volunteer.password);
    const second = await sessionWithoutFactor(username, volunteer.password);

    const list = await portal.call<{ items: { id: string; current: boolean }[] }>(
      'GET',
      '/api/auth/sessions',
      {
        token: second,
      },
    );
    const other = list.body.items.find((item) => !item.current);
    const ended = await portal.call('DELETE', `/api/auth/sessions/${other?.id}`, { token: second });
    const firstAfterwards = await portal.call('GET', '/api/auth/me', { token: first });
    const secondAfterwards = await portal.call('GET', '/api/auth/me', { token: second });
    const foreign = await portal.call('DELETE', `/api/auth/sessions/${other?.id}`, { token: admin });

    expect(list.body.items).toHaveLength(2);
    expect(list.body.items.filter((item) => item.current)).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(first);
    expect(ended.status).toBe(200);
    expect(firstAfterwards.status).toBe(401);
    expect(secondAfterwards.status).toBe(200);
    expect(foreign.status).toBe(404);
  });
});
