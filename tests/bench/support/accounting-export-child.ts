/**
 * One Excel export in a Node process of its own, as a Lambda runs it: prints its wall time, CPU time
 * and the process's peak RSS as one JSON line. tests/bench/accounting.ts bundles it with the handlers'
 * esbuild options and starts it with the local stack's environment (table names and endpoints).
 */
import { exportReport } from '../../../functions/services/accounting/export-report';

const [dateFrom = '2025-01-01', dateTo = '2025-12-31'] = process.argv.slice(2);
// process.memoryUsage.rss() reads the same resident set size as process.memoryUsage().rss without
// collecting the heap statistics too: the sampler cost the export about 70 ms of CPU every run.
let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 10);
const rssBefore = process.memoryUsage.rss();
const started = performance.now();
const cpu = process.cpuUsage();
const answer = await exportReport({ dateFrom, dateTo, format: 'excel' }, new Date());
const used = process.cpuUsage(cpu);
const ms = performance.now() - started;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage.rss());
process.stdout.write(
  `${JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000, rssBefore, peakRss, size: answer.size })}\n`,
);
