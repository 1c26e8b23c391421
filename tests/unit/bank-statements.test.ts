import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from '../../functions/services/bank/statements/camt053';
import { parseCoda } from '../../functions/services/bank/statements/coda';
import { type Statement, StatementError } from '../../functions/services/bank/statements/statement';
import { entryStructuredCommunication } from '../../shared/validation/structured-communication';

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/bank', name), 'utf8');
const CAMT = fixture('statements.camt053.xml');
const CODA = fixture('statements.coda');

/** What both formats must agree on: everything but where a line starts in its file. */
const comparable = (statements: Statement[]) =>
  statements.map((statement) => ({
    ...statement,
    lines: statement.lines.map(({ sourceLine: _sourceLine, ...line }) => line),
  }));

function refusal(parse: () => unknown): StatementError {
  try {
    parse();
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('bank statements (CAMT.053 and CODA)', () => {
  it('reads both statements of the CAMT file with credits and debits, structured and free communication', () => {
    const statements = parseCamt053(CAMT);

    expect(statements.map((statement) => statement.statementId)).toEqual(['2026-001', '2026-002']);
    expect(statements[0]).toMatchObject({
      iban: 'BE68539007547034',
      openingBalanceCents: 50_000,
      closingBalanceCents: 60_750,
      closingDate: '2026-11-02',
    });
    expect(statements[0]?.lines).toEqual([
      expect.objectContaining({
        reference: '2026110200000001',
        date: '2026-11-02',
        amountCents: 15_000,
        counterpartyName: 'Gemeente Gent',
        counterpartyIban: 'BE43068999999501',
        structuredCommunication: entryStructuredCommunication(5).replace(/\D/g, ''),
        communication: null,
        endToEndId: null,
      }),
      expect.objectContaining({
        amountCents: -4250,
        counterpartyName: 'Anais Dupre',
        counterpartyIban: 'BE71096123456769',
        communication: 'Declaraties 12, 15 PAY1-1',
        structuredCommunication: null,
        endToEndId: 'PAY1-1',
      }),
    ]);
    expect(statements[1]?.closingBalanceCents).toBe(61_251);
  });

  it('reads the same statements from CODA to the same bank lines', () => {
    expect(comparable(parseCoda(CODA))).toEqual(comparable(parseCamt053(CAMT)));
  });

  it('refuses a line in a foreign currency with the line it is on', () => {
    const camt = refusal(() => parseCamt053(fixture('foreign-currency.camt053.xml')));
    const coda = refusal(() => parseCoda(fixture('foreign-currency.coda')));

    expect(camt).toMatchObject({ kind: 'foreign-currency', currency: 'USD' });
    expect(fixture('foreign-currency.camt053.xml').split('\n')[camt.line - 1]).toContain('<Ntry>');
    expect(coda).toMatchObject({ kind: 'foreign-currency', currency: 'USD', line: 2 });
  });

  it('refuses malformed XML with its line number', () => {
    const broken = CAMT.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>DBIT</CdtDbtInd');
    const line = CAMT.split('\n').findIndex((text) => text.includes('<CdtDbtInd>DBIT</CdtDbtInd>')) + 1;

    const error = refusal(() => parseCamt053(broken));

    expect(error.kind).toBe('malformed');
    expect(Math.abs(error.line - line)).toBeLessThanOrEqual(1);
  });

  it('refuses an entry without an amount with the line of that entry', () => {
    const broken = CAMT.replace('<Amt Ccy="EUR">42.50</Amt>', '');
    const line = CAMT.split('\n').findIndex((text) => text.includes('<Amt Ccy="EUR">42.50</Amt>'));

    const error = refusal(() => parseCamt053(broken));

    expect(broken.split('\n')[error.line - 1]).toContain('<Ntry>');
    expect(error.line).toBeLessThan(line + 1);
  });

  it('refuses a CODA record of the wrong length or with a broken amount, naming the line', () => {
    const records = CODA.split('\n');
    const tooLong = [...records];
    tooLong[3] = `${records[3]}X`;
    const badAmount = [...records];
    badAmount[2] = `${records[2]?.slice(0, 32)}00000000000ABC0${records[2]?.slice(47)}`;

    expect(refusal(() => parseCoda(tooLong.join('\n')))).toMatchObject({ line: 4, kind: 'malformed' });
    expect(refusal(() => parseCoda(badAmount.join('\n')))).toMatchObject({ line: 3, kind: 'malformed' });
  });
});
