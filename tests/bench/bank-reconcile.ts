import { performance } from 'node:perf_hooks';
import type { PaymentFileRecord } from '../../functions/repositories/bank';
import { endToEndIdOf } from '../../functions/repositories/keys/bank';
import {
  automaticMatches,
  type EntryCandidate,
  indexEntries,
  indexPayments,
  proposalsFor,
} from '../../functions/services/bank/matching';
import { parseStatements } from '../../functions/services/bank/statements/parse-statements';
import { entryStructuredCommunication } from '../../shared/validation/structured-communication';
import { type CamtLine, camtStatement } from '../integration/support/camt-statement';
import { machineLoad, round, type Suite } from './support/report';
import { median } from './support/stats';

/**
 * Issue 34's budget: importing a statement of 10,000 lines and matching them against 50,000
 * transactions takes at most 1.5× parsing it alone. Both sides run the import's own code in this
 * process: parse (the CAMT.053 parser), then the index built once per import and the matching of
 * every line (automatic matches by end-to-end id and structured communication, proposals by amount
 * and date for the rest). What the import stores afterwards (DynamoDB writes) is the same with or
 * without matching and is left out of both sides: the ratio is the price of matching.
 */
const SUITE = 'bank reconcile';
const LINES = 10_000;
const ENTRIES = 50_000;
const RUNS = 7;
const BUDGET = 1.5;
const IBAN = 'BE68539007547034';

const dayOf = (index: number) =>
  new Date(Date.UTC(2026, 0, 1) + (index % 300) * 86_400_000).toISOString().slice(0, 10);

function entries(): EntryCandidate[] {
  return Array.from({ length: ENTRIES }, (_, index) => ({
    id: index + 1,
    type: index % 2 === 0 ? 'incoming' : 'outgoing',
    amountCents: 500 + ((index * 37) % 20_000),
    date: dayOf(index),
    description: `Transactie ${index + 1}`,
    status: 'approved',
    declarationId: null,
    bankAccountId: null,
  }));
}

/** One file of 100 payments per 1,000 lines: a tenth of the debits pay a payment file. */
function files(): Map<string, PaymentFileRecord> {
  const map = new Map<string, PaymentFileRecord>();
  for (let file = 0; file < LINES / 1_000; file += 1) {
    const fileId = `PAY${file + 1}`;
    map.set(fileId, {
      fileId,
      bankAccountId: 1,
      createdById: 1,
      createdAt: '2026-01-01T10:00:00.000Z',
      executionDate: dayOf(file * 30),
      payments: Array.from({ length: 100 }, (_, index) => ({
        endToEndId: endToEndIdOf(fileId, index),
        userId: 10 + index,
        name: `Vrijwilliger ${index}`,
        iban: 'BE71096123456769',
        amountCents: 1_000 + index,
        declarationIds: [file * 100 + index + 1],
      })),
    });
  }
  return map;
}

/** A third credits naming a transaction, a tenth debits paying a payment, the rest free lines of amounts the books hold. */
function statement(): string {
  const lines: CamtLine[] = Array.from({ length: LINES }, (_, index) => {
    const ref = `B${String(index).padStart(8, '0')}`;
    const date = dayOf(index);
    if (index % 3 === 0) {
      const entryId = (index * 2) % ENTRIES || 2;
      const incoming = entryId % 2 === 1 ? entryId : entryId + 1;
      return {
        ref,
        date,
        cents: 500 + (((incoming - 1) * 37) % 20_000),
        name: 'Familie',
        structured: entryStructuredCommunication(incoming).replace(/\D/g, ''),
      };
    }
    if (index % 10 === 1) {
      const file = Math.floor(index / 1_000);
      const payment = index % 100;
      return {
        ref,
        date,
        cents: -(1_000 + payment),
        name: `Vrijwilliger ${payment}`,
        iban: 'BE71096123456769',
        endToEndId: endToEndIdOf(`PAY${file + 1}`, payment),
      };
    }
    return {
      ref,
      date,
      cents: -(500 + ((index * 53) % 20_000)),
      name: 'Leverancier',
      communication: `Factuur ${index}`,
    };
  });
  return camtStatement({ iban: IBAN, sequence: 1, date: '2026-12-31', openingCents: 10_000_000, lines });
}

function timed<T>(work: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = work();
  return { ms: performance.now() - start, result };
}

async function measure() {
  const content = statement();
  const candidates = entries();
  const paymentFiles = files();
  const body = { format: 'camt053' as const, content };
  const parseMs: number[] = [];
  const importMs: number[] = [];
  let matched = 0;
  let proposed = 0;
  // Alternate the two so a burst of load on the shared machine hits both alike; the first pair warms up.
  for (let run = 0; run <= RUNS; run += 1) {
    const alone = timed(() => parseStatements(body));
    const whole = timed(() => {
      const lines = parseStatements(body).flatMap((item) => item.lines);
      const index = indexEntries(candidates);
      const payments = indexPayments(paymentFiles.values());
      const decisions = automaticMatches(lines, index, paymentFiles);
      let withProposals = 0;
      lines.forEach((line, at) => {
        if (decisions[at]?.kind === 'open' && proposalsFor(line, index, payments).length > 0)
          withProposals += 1;
      });
      return { matched: decisions.filter((decision) => decision.kind !== 'open').length, withProposals };
    });
    if (run === 0) continue;
    parseMs.push(alone.ms);
    importMs.push(whole.ms);
    matched = whole.result.matched;
    proposed = whole.result.withProposals;
  }
  const parseP50 = median(parseMs);
  const importP50 = median(importMs);
  return [
    {
      suite: SUITE,
      measure: `parse a CAMT.053 of ${LINES.toLocaleString('en')} lines (${round(content.length / 1_048_576, 1)} MB), median of ${RUNS}`,
      value: round(parseP50),
      unit: 'ms',
    },
    {
      suite: SUITE,
      measure: `parse + match against ${ENTRIES.toLocaleString('en')} transactions (${matched} matched, ${proposed} with proposals), median of ${RUNS}`,
      value: round(importP50),
      unit: 'ms',
    },
    {
      suite: SUITE,
      measure: `import with matching ÷ parsing alone (${round(importP50)} ms ÷ ${round(parseP50)} ms; floor 1.00; ${machineLoad()})`,
      value: round(importP50 / parseP50, 2),
      unit: '×',
      target: BUDGET,
    },
  ];
}

export const bankReconcileSuite: Suite = { name: SUITE, run: measure };
