import { describe, expect, it } from 'vitest';
import { routeList } from '../../shared/routes';

/**
 * Issue 38, item 13: CloudFront's and API Gateway's logs record every request path, so no route takes
 * a secret as a path parameter. Invitation and reset links carry theirs after `#` and the screens post
 * it in a body; the ICS feed takes its secret in the query string (README "Security" says why).
 */
const SECRET_NAME = /token|secret|password|passwd|key|code|otp|credential/i;

/**
 * Path parameters whose name looks like a secret but are kept in the path, each with the reason.
 * Every entry must still exist (a stale one fails), so this list only ever shrinks on purpose.
 */
const KEPT_IN_PATH: Record<string, string> = {
  'settings-update {key}': 'the name of a setting (smtp_host, …), not a credential',
  'verify-signature {token}':
    'the verification code printed with its QR code on every signed PDF, for whoever holds the document; it opens no account',
  'verification-proof {token}': 'the same printed verification code, for the proof PDF',
  'email-unsubscribe {token}':
    'RFC 8058: mail providers POST the one-click opt-out to the List-Unsubscribe URI as it is, with no body of ours; it only stops bulk mail to one address',
};

const pathParameters = (path: string) => [...path.matchAll(/\{([a-zA-Z0-9_]+)\}/g)].map((match) => match[1]);

describe('secrets in the route registry', () => {
  it('has no route that takes a secret as a path parameter', () => {
    const secretsInPaths = routeList.flatMap((route) =>
      pathParameters(route.path)
        .filter((name) => SECRET_NAME.test(name ?? ''))
        .map((name) => `${route.id} {${name}}`),
    );

    expect(secretsInPaths.filter((entry) => !(entry in KEPT_IN_PATH))).toEqual([]);
    expect(Object.keys(KEPT_IN_PATH).filter((entry) => !secretsInPaths.includes(entry))).toEqual([]);
  });

  it('takes the account links’ secrets in a POST body and the feed secret in the query string', () => {
    const byId = new Map(routeList.map((route) => [route.id, route]));
    for (const id of ['invite-verify', 'invite-accept', 'verify-reset-token', 'reset-password']) {
      const route = byId.get(id);
      expect(route?.method, id).toBe('POST');
      expect(pathParameters(route?.path ?? ''), id).toEqual([]);
      const bodyFields = Object.keys((route?.body as { shape?: object } | undefined)?.shape ?? {});
      expect(bodyFields, id).toEqual(expect.arrayContaining(['userId', 'token']));
    }
    const feed = byId.get('calendar-feed');
    expect(pathParameters(feed?.path ?? '')).toEqual([]);
    expect(feed?.query?.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
  });
});
