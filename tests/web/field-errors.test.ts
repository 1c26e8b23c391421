import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/lib/api/errors';
import { serverFieldErrors, showFieldErrors } from '../../web/src/lib/api/field-errors';

const refusal = (status: number, body: object) =>
  new ApiError(status, 'Bad Request', JSON.stringify(body), body);

describe('server field errors', () => {
  it('places the issues of a 400 on the fields the form has, renamed where the server names them differently', () => {
    // Prepare
    const error = refusal(400, {
      message: 'Ongeldige invoer.',
      issues: [
        { path: 'newPassword', message: 'Wachtwoord is te lang.' },
        { path: 'unknown', message: 'Niet op dit formulier.' },
      ],
    });

    // Act
    const errors = serverFieldErrors(error, ['password'], { paths: { newPassword: 'password' } });

    // Assess
    expect(errors).toEqual([{ name: 'password', errors: ['Wachtwoord is te lang.'] }]);
  });

  it('places a single-field refusal named by its message', () => {
    // Act
    const errors = serverFieldErrors(
      refusal(409, { message: 'Deze gebruikersnaam is al in gebruik.' }),
      ['username', 'email'],
      { messages: { 'Deze gebruikersnaam is al in gebruik.': 'username' } },
    );

    // Assess
    expect(errors).toEqual([{ name: 'username', errors: ['Deze gebruikersnaam is al in gebruik.'] }]);
  });

  it('places nothing for an error that is not an answer of the API', () => {
    expect(serverFieldErrors(new Error('offline'), ['username'])).toEqual([]);
  });

  it('shows a field refusal on the form and answers that the form showed it', () => {
    // Prepare
    const shown: unknown[] = [];
    const form = { setFields: (fields: unknown[]) => shown.push(...fields) };
    const error = refusal(400, {
      message: 'Ongeldige invoer.',
      issues: [{ path: 'name', message: 'Te lang.' }],
    });

    // Act
    const isOnForm = showFieldErrors(form, error, ['name']);

    // Assess
    expect(isOnForm).toBe(true);
    expect(shown).toEqual([{ name: 'name', errors: ['Te lang.'] }]);
  });

  it('leaves the form alone and answers false for a refusal on no field of the form', () => {
    // Prepare
    const shown: unknown[] = [];
    const form = { setFields: (fields: unknown[]) => shown.push(...fields) };

    // Act
    const isOnForm = showFieldErrors(form, refusal(409, { message: 'Conflict.' }), ['name']);

    // Assess
    expect(isOnForm).toBe(false);
    expect(shown).toEqual([]);
  });
});
