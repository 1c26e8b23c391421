import { newSoftwarePasskey, type SoftwarePasskey } from './software-passkey';

/**
 * Sign-ins of one username run one after another: two first sign-ins at once would each ask for a
 * passkey challenge, and the second replaces the first's, so one enrolment fails.
 */
const signInQueues = new WeakMap<Map<string, SoftwarePasskey>, Map<string, Promise<unknown>>>();

function oneAtATime<T>(passkeys: Map<string, SoftwarePasskey>, username: string, work: () => Promise<T>) {
  let queues = signInQueues.get(passkeys);
  if (!queues) {
    queues = new Map();
    signInQueues.set(passkeys, queues);
  }
  const next = (queues.get(username) ?? Promise.resolve()).catch(() => undefined).then(work);
  queues.set(username, next);
  return next;
}

export type JsonAnswer = { status: number; body: Record<string, unknown>; text: string; cookies?: string[] };
/** One JSON request to the portal, with the session token as a bearer when given. */
export type PostJson = (path: string, body: unknown, token?: string) => Promise<JsonAnswer>;

/**
 * Signs people in the way the portal asks them to (issue 38: every staff role must use a second
 * factor): the password; then, for someone with a passkey, the second step with it; for someone whose
 * role needs a factor and has none yet, a passkey added in the session the password opened (which
 * lifts its enrolment restriction). The passkeys are software keys this test process holds, one per
 * username. Answers the final `/api/login` or `/api/login/mfa` answer as the caller would see it.
 */
export function twoStepSignIn(
  portalUrl: string,
  post: PostJson,
  passkeys: Map<string, SoftwarePasskey> = new Map(),
) {
  async function enrolPasskey(username: string, token: string) {
    const options = await post('/api/auth/mfa/passkeys/options', undefined, token);
    if (options.status !== 200)
      throw new Error(`Passkey options for ${username}: ${options.status} ${options.text}`);
    const passkey = newSoftwarePasskey(portalUrl);
    const response = passkey.register(options.body as { challenge: string });
    const added = await post('/api/auth/mfa/passkeys', { response, name: 'Testsleutel' }, token);
    if (added.status !== 200)
      throw new Error(`Adding a passkey for ${username}: ${added.status} ${added.text}`);
    passkeys.set(username, passkey);
    return passkey;
  }

  async function signIn(username: string, password: string, rememberMe = false): Promise<JsonAnswer> {
    return oneAtATime(passkeys, username, () => signInOnce(username, password, rememberMe));
  }

  async function signInOnce(username: string, password: string, rememberMe: boolean): Promise<JsonAnswer> {
    const first = await post('/api/login', { username, password, rememberMe });
    if (first.status !== 200) return first;
    if (first.body.mfaRequired === true) {
      const passkey = passkeys.get(username);
      const options = first.body.passkeyOptions as { challenge: string } | undefined;
      if (!passkey || !options) throw new Error(`${username} has a second factor this test does not hold`);
      return post('/api/login/mfa', { challenge: first.body.challenge, passkey: passkey.assert(options) });
    }
    const user = first.body.user as { enrolmentRequired?: boolean } | undefined;
    if (user?.enrolmentRequired) {
      await enrolPasskey(username, String(first.body.token));
      return { ...first, body: { ...first.body, user: { ...user, enrolmentRequired: false } } };
    }
    return first;
  }

  return {
    signIn,
    /** Adds a passkey for someone signed in (a volunteer who opts in, say). */
    enrolPasskey,
    passkeyOf: (username: string) => passkeys.get(username),
  };
}
