import { describe, expect, it } from 'vitest';
import { fillPath, matchPath } from '../../shared/routes/paths';

describe('route path templates', () => {
  it('fills placeholders with encoded values', () => {
    expect(fillPath('/api/calendars/{id}/share/{userId}', { id: 3, userId: 'a/b' })).toBe(
      '/api/calendars/3/share/a%2Fb',
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
