import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../shared/security-headers';
import { startTestPortal, type TestPortal } from './support/portal';

/** The shared policy's headers as fetch reports them (lower-case names). */
const headersOf = (answer: { headers: Headers }, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, answer.headers.get(name)]));

describe('security headers on the local /api/* answers', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it('sends the shared policy (CSP, X-Frame-Options, Referrer-Policy, HSTS, nosniff) on every kind of answer', async () => {
    // Prepare: what CloudFront's response-headers policy adds to /api/* in AWS
    const expected = securityHeaders({
      frameAncestors: [],
      connectSources: [new URL(String(process.env.AWS_ENDPOINT_URL_S3)).origin],
    });
    const names = Object.keys(expected);
    const lowerCased = Object.fromEntries(
      Object.entries(expected).map(([name, value]) => [name.toLowerCase(), value]),
    );

    // Act: a public answer, a refusal, an unknown route and a signed-in answer
    const token = await portal.logIn();
    const answers = await Promise.all([
      portal.call('GET', '/api/health'),
      portal.call('GET', '/api/settings'),
      portal.call('GET', '/api/bestaat-niet'),
      portal.call('GET', '/api/settings', { token }),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 200]);
    for (const answer of answers)
      expect(
        headersOf(
          answer,
          names.map((name) => name.toLowerCase()),
        ),
      ).toEqual(lowerCased);
    expect(expected['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(expected['Content-Security-Policy']).toContain("font-src 'self';");
    expect(expected['X-Frame-Options']).toBe('DENY');
  });
});
