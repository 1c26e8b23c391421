import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { ADMIN_PASSWORD, startTestPortal, type TestPortal } from './support/portal';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.stop());

describe('login rate limit', () => {
  it('refuses even the right password after 10 failures in 15 minutes, with a Dutch 429', async () => {
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt++) {
      const failure = await portal.call('POST', '/api/login', {
        body: { username: 'admin', password: `fout-${attempt}` },
      });
      expect(failure.status).toBe(401);
    }

    const blocked = await portal.call('POST', '/api/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });

    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: messages.login.rateLimited, code: 'RATE_LIMITED' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.cookies).toEqual([]);
  });

  it('also limits the client address, whatever username it tries next', async () => {
    const otherUser = await portal.call('POST', '/api/login', {
      body: { username: 'iemand-anders', password: 'x' },
    });

    expect(otherUser.status).toBe(429);
  });
});
