import { describe, expect, it } from 'vitest';
import { canOpenScreen } from '../../shared/permissions';
import { REGISTER_PATH } from '../../web/src/components/register-link';
import { fileNameOf } from '../../web/src/lib/api/download-file';
import { defaultStatementYear, FIRST_REGISTER_YEAR, registerYears } from '../../web/src/lib/register-years';

describe('the register and statement screens (issue 31 item 5)', () => {
  it('opens the statement on last year in the first quarter, in Brussels time, and on this year after it', () => {
    // Act
    const years = [
      defaultStatementYear(new Date('2026-01-15T12:00:00Z')),
      defaultStatementYear(new Date('2026-03-31T21:30:00Z')),
      // 1 April 00:30 in Brussels is still 31 March in UTC
      defaultStatementYear(new Date('2026-03-31T22:30:00Z')),
      defaultStatementYear(new Date('2026-11-27T12:00:00Z')),
      // New Year's night in Brussels, still 31 December in UTC
      defaultStatementYear(new Date('2026-12-31T23:30:00Z')),
    ];

    // Assess
    expect(years).toEqual([2025, 2025, 2026, 2026, 2026]);
  });

  it('offers the years from the first published figures to this one, newest first', () => {
    // Act
    const years = registerYears(new Date('2026-06-01T12:00:00Z'));

    // Assess
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(FIRST_REGISTER_YEAR);
    expect(years).toHaveLength(2026 - FIRST_REGISTER_YEAR + 1);
  });

  it('saves a download under the name the server gives it, the UTF-8 one first', () => {
    // Act
    const names = [
      fileNameOf(
        `attachment; filename="attest-2026-Ana_s.pdf"; filename*=UTF-8''attest-2026-Ana%C3%AFs.pdf`,
        'x.pdf',
      ),
      fileNameOf('attachment; filename="register-2026.xlsx"', 'x.xlsx'),
      fileNameOf(null, 'register-vrijwilligersvergoedingen-2026.pdf'),
    ];

    // Assess
    expect(names).toEqual([
      'attest-2026-Anaïs.pdf',
      'register-2026.xlsx',
      'register-vrijwilligersvergoedingen-2026.pdf',
    ]);
  });

  it('opens the register screen for admins and the board only, as the register’s API allows', () => {
    // Act
    const opens = ['admin', 'bestuurslid', 'coordinator', 'vrijwilliger'].map((role) =>
      canOpenScreen({ role }, REGISTER_PATH),
    );

    // Assess
    expect(opens).toEqual([true, true, false, false]);
  });
});
