import { describe, expect, it } from 'vitest';
import { fillPath, matchPath } from '../../shared/routes/paths';

describe('route path templates', () => {
  it('fills placeholders with encoded values', () => {
    expect(fillPath('/api/invite/verify/{userId}/{inviteToken}', { userId: 3, inviteToken: 'a/b' })).toBe(
      '/api/invite/verify/3/a%2Fb',
    );
  });

  it('matches a path and decodes its parameters', () => {
    expect(matchPath('/api/users/{id}', '/api/users/12')).toEqual({ id: '12' });
    expect(matchPath('/api/users/{id}', '/api/users/12/extra')).toBeNull();
    expect(matchPath('/api/users/{id}', '/api/users/%E0%A4%A')).toBeNull();
  });

  it('throws when a parameter is missing', () => {
    expect(() => fillPath('/api/users/{id}', {})).toThrow(/id/);
  });
});
