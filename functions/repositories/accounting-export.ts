/**
 * The bookkeeping's streamed export: every transaction of a period, read month by month from the
 * export row items (or, on an installation from before those, from the transactions themselves).
 */
import {
  areExportRowsComplete,
  EXPORT_ATTRIBUTES,
  EXPORT_ROW_ATTRIBUTE,
  type ExportEntry,
  exportEntrySchema,
} from './accounting';
import {
  ACCOUNTING_INDEXES,
  ENTRIES_PARTITION,
  EXPORT_ROWS_PARTITION,
  exportSegments,
} from './keys/accounting';
import { projectionWith } from './projection';
import { parseItem, queryPages, tableName } from './table';

const TABLE = () => tableName('accounting');

/** An export row read back, checked with the export schema like any stored item (a malformed one throws). */
function exportEntryOfRow(row: unknown): ExportEntry {
  let values: unknown = row;
  if (typeof row === 'string') {
    try {
      values = JSON.parse(row);
    } catch {
      values = row;
    }
  }
  if (!Array.isArray(values)) return parseItem(exportEntrySchema, values, 'accounting export row');
  const fields: Record<string, unknown> = {};
  for (let index = 0; index < EXPORT_ATTRIBUTES.length; index += 1) {
    fields[EXPORT_ATTRIBUTES[index] as string] = values[index];
  }
  return parseItem(exportEntrySchema, fields, 'accounting export row');
}

/**
 * Months of the export read at the same time (each one its own key range). Two: the month being
 * written plus the next; on a busy 2-core machine a third one in flight raised the export's peak
 * memory (about 150 -> 165 MB) without making it faster.
 */
const EXPORT_READ_CONCURRENCY = 2;
/** Items per Query call of the export: small enough that a busy table answers well within the request timeout. */
const EXPORT_PAGE_LIMIT = 1000;

type KeyRange = [string, string];

/** The export's pages: at most EXPORT_PAGE_LIMIT items each, without the SDK's logger walk (it cost as much CPU as decoding the rows). */
const EXPORT_PAGES = { pageSize: EXPORT_PAGE_LIMIT, quiet: true };

type PagesOf = (range: KeyRange) => AsyncGenerator<ExportEntry[]>;

/**
 * Access pattern: the export rows of a key range of dates (EXPORTROWS partition, sk = <date>#<id>):
 * every transaction of the range, oldest first, a page at a time, from the export rows alone.
 */
async function* rowPages([from, to]: KeyRange): AsyncGenerator<ExportEntry[]> {
  const pages = queryPages(
    {
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ProjectionExpression: '#row',
      ExpressionAttributeNames: { '#row': EXPORT_ROW_ATTRIBUTE },
      ExpressionAttributeValues: { ':pk': EXPORT_ROWS_PARTITION, ':from': from, ':to': to },
    },
    EXPORT_PAGES,
  );
  for await (const page of pages) yield page.map((item) => exportEntryOfRow(item[EXPORT_ROW_ATTRIBUTE]));
}

/**
 * Access pattern: the transactions of a key range of dates (byDate), the ten exported fields: every
 * transaction of the range from the transactions themselves, for an installation whose transactions
 * from before export rows have none yet (see areExportRowsComplete).
 */
async function* entryPages([from, to]: KeyRange): AsyncGenerator<ExportEntry[]> {
  const pages = queryPages(
    {
      TableName: TABLE(),
      IndexName: ACCOUNTING_INDEXES.byDate,
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ...projectionWith(EXPORT_ATTRIBUTES, { '#pk': 'gsi1pk', '#sk': 'gsi1sk' }),
      ExpressionAttributeValues: { ':pk': ENTRIES_PARTITION, ':from': from, ':to': to },
    },
    EXPORT_PAGES,
  );
  for await (const page of pages) {
    yield page.map((item) => parseItem(exportEntrySchema, item, 'accounting entry'));
  }
}

/**
 * Starts reading a key range right away and hands its pages out in order as they arrive, so the
 * caller can write the first page while the rest is still being read. A failure is thrown to the
 * caller when it reaches it; a caller that stops early leaves nothing unhandled.
 */
function readAhead(range: KeyRange, source: Promise<PagesOf>): () => AsyncGenerator<ExportEntry[]> {
  const pages: ExportEntry[][] = [];
  let isFinished = false;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  void (async () => {
    try {
      for await (const page of (await source)(range)) {
        pages.push(page);
        wake?.();
      }
    } catch (error) {
      failure = { error };
    } finally {
      isFinished = true;
      wake?.();
    }
  })();
  return async function* arrived() {
    for (;;) {
      const page = pages.shift();
      if (page) yield page;
      else if (failure) throw failure.error;
      else if (isFinished) return;
      else {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    }
  };
}

/**
 * Access pattern: every transaction of a period, oldest first: the export. The period is read month
 * by month, two months at the same time, from the export row items when every transaction has one
 * (the marker), else from the transactions' ten fields on the date index; pages (up to 1,000
 * transactions each) are handed out in order as they arrive, while the rest of the month and the
 * next month are still being read. Reading starts at this call, before the caller asks for a page.
 */
export function entriesInPeriod(dateFrom: string, dateTo: string): AsyncIterable<ExportEntry[]> {
  const segments = exportSegments(dateFrom, dateTo);
  const source: Promise<PagesOf> = areExportRowsComplete().then((isComplete) =>
    isComplete ? rowPages : entryPages,
  );
  // Each range awaits it; a failure reaches the caller through the first range.
  source.catch(() => undefined);
  const reads: (() => AsyncGenerator<ExportEntry[]>)[] = [];
  const start = (index: number) => {
    const segment = segments[index];
    if (segment) reads[index] = readAhead(segment, source);
  };
  for (let index = 0; index < EXPORT_READ_CONCURRENCY; index += 1) start(index);
  return {
    async *[Symbol.asyncIterator]() {
      for (let index = 0; index < segments.length; index += 1) {
        yield* (reads[index] as () => AsyncGenerator<ExportEntry[]>)();
        delete reads[index];
        start(index + EXPORT_READ_CONCURRENCY);
      }
    },
  };
}
