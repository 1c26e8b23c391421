import { describe, expect, it } from 'vitest';
import { compiledTemplate, fillPath, matchPath } from '../../shared/routes/paths';

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

  it('builds a template’s pattern once and matches with it again and again', () => {
    const first = compiledTemplate('/api/users/{id}/volunteer-law/{year}');

    expect(compiledTemplate('/api/users/{id}/volunteer-law/{year}')).toBe(first);
    expect(first.names).toEqual(['id', 'year']);
    expect(matchPath('/api/users/{id}/volunteer-law/{year}', '/api/users/7/volunteer-law/2025')).toEqual({
      id: '7',
      year: '2025',
    });
    expect(matchPath('/api/users/{id}/volunteer-law/{year}', '/api/users/8/volunteer-law/2024')).toEqual({
      id: '8',
      year: '2024',
    });
    expect(matchPath('/api/users/{id}/volunteer-law/{year}', '/api/users/8/volunteer-law')).toBeNull();
  });

  it('throws when a parameter is missing', () => {
    expect(() => fillPath('/api/users/{id}', {})).toThrow(/id/);
  });
});
