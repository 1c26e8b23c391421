import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseCents } from '../../../../shared/money';
import { normalizeIban } from '../../../../shared/validation/iban';
import { parseStructuredCommunication } from '../../../../shared/validation/structured-communication';
import { cleanText, type Statement, StatementError, type StatementLine, statementIdOf } from './statement';

/**
 * ISO 20022 camt.053 (bank-to-customer statement, versions .001.02 to .001.08 as Belgian banks send
 * them): each Stmt is a statement, each Ntry a bank line. The XML is checked first (a malformed file
 * is refused with its line number); a missing amount or date names the line of its entry.
 */
const ARRAYS = new Set(['Stmt', 'Ntry', 'Bal', 'TxDtls', 'Ustrd', 'Strd', 'NtryDtls']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const inner = node(value)['#text'];
  return typeof inner === 'string' ? inner : null;
};
const path = (value: unknown, ...keys: string[]) =>
  keys.reduce<unknown>((current, key) => node(current)[key], value);
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The 1-based line of each `<Ntry>` and `<Stmt>` start, in document order. */
function tagLines(xml: string, tag: string): number[] {
  const lines: number[] = [];
  const pattern = new RegExp(`<(?:[A-Za-z0-9_]+:)?${tag}[\\s>]`, 'g');
  let line = 1;
  let position = 0;
  for (let match = pattern.exec(xml); match; match = pattern.exec(xml)) {
    for (; position < match.index; position += 1) if (xml.charCodeAt(position) === 10) line += 1;
    lines.push(line);
  }
  return lines;
}

function amountOf(value: unknown, line: number): { cents: number; currency: string } {
  const amount = text(value);
  const currency = text(path(value, '@Ccy')) ?? '';
  const cents = amount === null ? null : parseCents(amount);
  if (cents === null) throw new StatementError(line, 'bedrag ontbreekt of is ongeldig');
  return { cents, currency };
}

const dateOf = (value: unknown) => {
  const day = text(path(value, 'Dt')) ?? text(path(value, 'DtTm'))?.slice(0, 10) ?? null;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
};

const signed = (cents: number, indicator: unknown, line: number) => {
  const direction = text(indicator);
  if (direction !== 'CRDT' && direction !== 'DBIT') throw new StatementError(line, 'CdtDbtInd ontbreekt');
  return direction === 'DBIT' ? -cents : cents;
};

/** The party on the other side: the debtor of a credit, the creditor of a debit (Pty in .08, direct before). */
function counterparty(details: unknown, isCredit: boolean) {
  const role = isCredit ? 'Dbtr' : 'Cdtr';
  const parties = path(details, 'RltdPties');
  const party = path(parties, role);
  const name = text(path(party, 'Nm')) ?? text(path(party, 'Pty', 'Nm'));
  const iban = text(path(parties, `${role}Acct`, 'Id', 'IBAN'));
  return { name: cleanText(name), iban: iban ? normalizeIban(iban) : null };
}

function lineOf(entry: unknown, statementId: string, index: number, line: number): StatementLine {
  const { cents, currency } = amountOf(path(entry, 'Amt'), line);
  if (currency !== 'EUR') throw new StatementError(line, 'vreemde munt', 'foreign-currency', currency);
  const amountCents = signed(cents, path(entry, 'CdtDbtInd'), line);
  const date = dateOf(path(entry, 'BookgDt')) ?? dateOf(path(entry, 'ValDt'));
  if (!date) throw new StatementError(line, 'boekingsdatum ontbreekt');
  const details = list(path(entry, 'NtryDtls')).flatMap((group) => list(path(group, 'TxDtls')))[0];
  const remittance = path(details, 'RmtInf');
  const structured = list(path(remittance, 'Strd'))
    .map((part) => text(path(part, 'CdtrRefInf', 'Ref')))
    .find((reference) => parseStructuredCommunication(reference) !== null);
  const free = list(path(remittance, 'Ustrd')).map(text).filter(Boolean).join(' ');
  const party = counterparty(details, amountCents > 0);
  const endToEnd = text(path(details, 'Refs', 'EndToEndId'));
  const reference =
    text(path(entry, 'AcctSvcrRef')) ??
    text(path(details, 'Refs', 'AcctSvcrRef')) ??
    text(path(entry, 'NtryRef'));
  return {
    statementId,
    reference: cleanText(reference) ?? `${statementId}-${index + 1}`,
    date,
    amountCents,
    counterpartyName: party.name,
    counterpartyIban: party.iban,
    communication: cleanText(free),
    structuredCommunication: parseStructuredCommunication(structured ?? null),
    endToEndId: endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : null,
    sourceLine: line,
  };
}

function balance(statement: unknown, codes: readonly string[], line: number) {
  const found = list(path(statement, 'Bal')).find((entry) =>
    codes.includes(text(path(entry, 'Tp', 'CdOrPrtry', 'Cd')) ?? ''),
  );
  if (!found) throw new StatementError(line, `saldo ${codes[0]} ontbreekt`);
  const { cents, currency } = amountOf(path(found, 'Amt'), line);
  if (currency !== 'EUR') throw new StatementError(line, 'vreemde munt', 'foreign-currency', currency);
  const date = dateOf(path(found, 'Dt'));
  if (!date) throw new StatementError(line, 'datum van het saldo ontbreekt');
  return { cents: signed(cents, path(found, 'CdtDbtInd'), line), date };
}

export function parseCamt053(xml: string): Statement[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new StatementError(valid.err.line, valid.err.msg);
  const document = parser.parse(xml) as Node;
  const statements = list(path(document, 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0) throw new StatementError(1, 'geen BkToCstmrStmt/Stmt');
  const statementLines = tagLines(xml, 'Stmt');
  const entryLines = tagLines(xml, 'Ntry');
  let entryIndex = 0;
  return statements.map((statement, statementIndex) => {
    const line = statementLines[statementIndex] ?? 1;
    const iban = text(path(statement, 'Acct', 'Id', 'IBAN'));
    if (!iban) throw new StatementError(line, 'rekeningnummer (Acct/Id/IBAN) ontbreekt');
    const opening = balance(statement, ['OPBD', 'PRCD'], line);
    const closing = balance(statement, ['CLBD'], line);
    const sequence = text(path(statement, 'LglSeqNb')) ?? text(path(statement, 'ElctrncSeqNb'));
    const statementId = sequence
      ? statementIdOf(closing.date, sequence)
      : (cleanText(text(path(statement, 'Id'))) ?? '');
    const entries = list(path(statement, 'Ntry'));
    const lines = entries.map((entry, index) => {
      const entryLine = entryLines[entryIndex] ?? line;
      entryIndex += 1;
      return lineOf(entry, statementId, index, entryLine);
    });
    return {
      statementId,
      iban: normalizeIban(iban),
      openingBalanceCents: opening.cents,
      closingBalanceCents: closing.cents,
      closingDate: closing.date,
      lines,
    };
  });
}
