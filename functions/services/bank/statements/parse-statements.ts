import { bankMessages } from '../../../../shared/messages/bank';
import type { StatementImportBody } from '../../../../shared/schemas/bank';
import { validationError } from '../../../domain/errors';
import { parseCamt053 } from './camt053';
import { parseCoda } from './coda';
import { type Statement, StatementError } from './statement';

const m = bankMessages.bank;

/** The file's statements, or a 400 naming the line where it broke. */
export function parseStatements(input: StatementImportBody): Statement[] {
  try {
    return input.format === 'camt053' ? parseCamt053(input.content) : parseCoda(input.content);
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    const message =
      error.kind === 'foreign-currency'
        ? m.foreignCurrency(error.line, error.currency ?? '?')
        : m.malformed(error.line, error.reason);
    throw validationError(message, [{ path: 'content', message }]);
  }
}
