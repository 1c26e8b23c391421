import { normalizeIban } from '../../../../shared/validation/iban';
import { parseStructuredCommunication } from '../../../../shared/validation/structured-communication';
import { cleanText, type Statement, StatementError, type StatementLine, statementIdOf } from './statement';

/**
 * CODA, the Belgian banks' statement format (Febelfin, version 2): records of 128 characters, one per
 * line. 0 header, 1 old balance, 21/22/23 a movement in up to three parts, 31/32/33 and 4 extra
 * information (read past), 8 new balance, 9 trailer. Amounts have three decimals; the sign is a digit
 * (0 credit, 1 debit). A record of another length or kind refuses the file with its line number.
 */
const RECORD_LENGTH = 128;

/** Positions as the Febelfin standard counts them: 1-based, both ends inclusive. */
const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

function dateOf(ddmmyy: string, line: number) {
  if (!/^\d{6}$/.test(ddmmyy)) throw new StatementError(line, 'ongeldige datum');
  return `20${ddmmyy.slice(4, 6)}-${ddmmyy.slice(2, 4)}-${ddmmyy.slice(0, 2)}`;
}

function amountOf(sign: string, digits: string, line: number) {
  if (!/^[01]$/.test(sign) || !/^\d{15}$/.test(digits)) throw new StatementError(line, 'ongeldig bedrag');
  const thousandths = Number(digits);
  if (thousandths % 10 !== 0) throw new StatementError(line, 'bedrag met meer dan twee decimalen');
  return (sign === '1' ? -1 : 1) * (thousandths / 10);
}

type Movement = {
  line: number;
  reference: string;
  amountCents: number;
  date: string;
  structured: string | null;
  free: string[];
  endToEndId: string | null;
  counterpartyName: string | null;
  counterpartyIban: string | null;
};

type Open = {
  sequence: string;
  iban: string;
  openingBalanceCents: number;
  line: number;
  movements: Movement[];
};

export function parseCoda(content: string): Statement[] {
  const records = content.replace(/\r\n?/g, '\n').split('\n');
  while (records.length > 0 && records[records.length - 1]?.trim() === '') records.pop();
  const statements: Statement[] = [];
  let open: Open | null = null;
  let current: Movement | null = null;

  records.forEach((raw, index) => {
    const line = index + 1;
    const record = raw.padEnd(RECORD_LENGTH, ' ');
    if (raw.length > RECORD_LENGTH || raw.trim() === '') {
      throw new StatementError(line, `een CODA-record heeft ${RECORD_LENGTH} tekens`);
    }
    const kind = record[0];
    if (kind === '0' || kind === '9' || kind === '4') return;
    if (kind === '1') {
      const currency = field(record, 40, 42);
      if (currency !== 'EUR') throw new StatementError(line, 'vreemde munt', 'foreign-currency', currency);
      open = {
        sequence: field(record, 3, 5),
        iban: normalizeIban(field(record, 6, 39).trim()),
        openingBalanceCents: amountOf(field(record, 43, 43), field(record, 44, 58), line),
        line,
        movements: [],
      };
      return;
    }
    const statement: Open | null = open;
    if (!statement) throw new StatementError(line, 'beweging zonder oud saldo (record 1)');
    if (kind === '2') {
      const part = record[1];
      if (part === '1') {
        const isStructured = field(record, 62, 62) === '1' && field(record, 63, 65) === '101';
        current = {
          line,
          reference: field(record, 11, 31).trim(),
          amountCents: amountOf(field(record, 32, 32), field(record, 33, 47), line),
          date: dateOf(field(record, 116, 121), line),
          structured: isStructured ? parseStructuredCommunication(field(record, 66, 77)) : null,
          free: isStructured ? [] : [field(record, 63, 115)],
          endToEndId: null,
          counterpartyName: null,
          counterpartyIban: null,
        };
        statement.movements.push(current);
        return;
      }
      if (!current) throw new StatementError(line, 'vervolgrecord zonder beweging');
      if (part === '2') {
        current.free.push(field(record, 11, 63));
        current.endToEndId = cleanText(field(record, 64, 98));
        return;
      }
      if (part === '3') {
        const iban = field(record, 11, 44).trim();
        current.counterpartyIban = iban ? normalizeIban(iban) : null;
        current.counterpartyName = cleanText(field(record, 48, 82));
        current.free.push(field(record, 83, 125));
        return;
      }
      throw new StatementError(line, `onbekend record 2${part}`);
    }
    if (kind === '3') return;
    if (kind === '8') {
      const closingDate = dateOf(field(record, 58, 63), line);
      const statementId = statementIdOf(closingDate, statement.sequence);
      statements.push({
        statementId,
        iban: statement.iban,
        openingBalanceCents: statement.openingBalanceCents,
        closingBalanceCents: amountOf(field(record, 42, 42), field(record, 43, 57), line),
        closingDate,
        lines: statement.movements.map(
          (movement): StatementLine => ({
            statementId,
            reference: movement.reference || `${statementId}-${movement.line}`,
            date: movement.date,
            amountCents: movement.amountCents,
            counterpartyName: movement.counterpartyName,
            counterpartyIban: movement.counterpartyIban,
            communication: cleanText(movement.free.join('')),
            structuredCommunication: movement.structured,
            endToEndId: movement.endToEndId,
            sourceLine: movement.line,
          }),
        ),
      });
      open = null;
      current = null;
      return;
    }
    throw new StatementError(line, `onbekend recordtype ${kind}`);
  });
  if (open) throw new StatementError(records.length, 'nieuw saldo (record 8) ontbreekt');
  if (statements.length === 0) throw new StatementError(1, 'geen rekeninguittreksel');
  return statements;
}
