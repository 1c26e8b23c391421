/**
 * One Excel export in a Node process of its own, as a Lambda runs it: prints its wall time, CPU time
 * and the process's peak RSS as one JSON line. tests/bench/accounting.ts bundles it with the handlers'
 * esbuild options and starts it with the local stack's environment (table names and endpoints).
 *
 * With `--floor` first, it measures the export's floor instead (issue 40): the same export rows of
 * the period read with the toolkit's plain Query loop (queryPages, the export's page size) and
 * discarded, so the export's wall time can be judged as a ratio to it, whatever the machine's load.
 */
import { EXPORT_ROWS_PARTITION } from '../../../functions/repositories/keys/accounting';
import { queryPages, tableName } from '../../../functions/repositories/table';
import { exportReport } from '../../../functions/services/accounting/export-report';

const args = process.argv.slice(2);
const floor = args[0] === '--floor';
const [dateFrom = '2025-01-01', dateTo = '2025-12-31'] = floor ? args.slice(1) : args;

/** Reads every export row of the period in one plain Query loop; answers how many it read. */
async function readFloor(): Promise<number> {
  let rows = 0;
  const pages = queryPages(
    {
      TableName: tableName('accounting'),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': EXPORT_ROWS_PARTITION, ':from': dateFrom, ':to': `${dateTo}~` },
    },
    { pageSize: 1000, quiet: true },
  );
  for await (const page of pages) rows += page.length;
  return rows;
}

// process.memoryUsage.rss() reads the same resident set size as process.memoryUsage().rss without
// collecting the heap statistics too: the sampler cost the export about 70 ms of CPU every run.
let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 10);
const rssBefore = process.memoryUsage.rss();
const started = performance.now();
const cpu = process.cpuUsage();
const size = floor
  ? await readFloor()
  : (await exportReport({ dateFrom, dateTo, format: 'excel' }, new Date())).size;
const used = process.cpuUsage(cpu);
const ms = performance.now() - started;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage.rss());
process.stdout.write(
  `${JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000, rssBefore, peakRss, size })}\n`,
);
