import { afterEach, describe, expect, it, vi } from 'vitest';

process.env.STAGE ??= 'test';
process.env.PORTAL_URL ??= 'http://localhost:3000';
process.env.MAIL_FROM ??= 'noreply@example.org';
process.env.LOG_LEVEL = 'info';

const { createLogger } = await import('../../functions/commons/logger');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logger', () => {
  it('writes one JSON line with its context and never a password, token, body or rijksregisternummer', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);

    createLogger({ route: 'login' }).info('request', {
      userId: 7,
      password: 'geheim',
      token: 'abc',
      body: { anything: 1 },
      user: { rijksregisterNummer: '85073003328', notes: 'kind heeft dyslexie' },
    });

    const line = JSON.parse(String(write.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: 'info', message: 'request', route: 'login', userId: 7 });
    expect(JSON.stringify(line)).not.toMatch(/geheim|abc|anything|85073003328|dyslexie/);
  });

  it('never writes contact details or the names of children and parents', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);

    createLogger().info('family saved', {
      familyId: 12,
      family: {
        email: 'ouder@example.org',
        phone: '0470 12 34 56',
        address: 'Kerkstraat 1, 2000 Antwerpen',
        parentName: 'Fatima El Amrani',
        children: [{ childName: 'Yasmine' }],
      },
    });

    const text = String(write.mock.calls[0]?.[0]);
    expect(JSON.parse(text)).toMatchObject({ familyId: 12 });
    expect(text).not.toMatch(/ouder@example|0470|Kerkstraat|Fatima|Yasmine/);
  });

  it('leaves out whatever is nested deeper than four levels, whatever its key', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);

    createLogger().info('deep', {
      a: { b: { c: { d: { innocent: 'diep-verborgen' } } } },
      shallow: 'zichtbaar',
    });

    const text = String(write.mock.calls[0]?.[0]);
    expect(text).not.toContain('diep-verborgen');
    expect(JSON.parse(text)).toMatchObject({
      shallow: 'zichtbaar',
      a: { b: { c: { d: { innocent: '[redacted]' } } } },
    });
  });
});
