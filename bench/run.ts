/**
 * `npm run bench:tax`: 100,000 generated employees through the tax engine, in-process (one core)
 * and through the real `tax:simulate` CLI. Target: ≥ 200,000 simulations a second in-process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateEmployees, runCli, runInProcess, writeLines } from './tax-bench';
import { BEST_PLAN_TARGET_MS, benchBestPlan } from './best-plan-bench';

const COUNT = 100_000;
const TARGET = 200_000;

const lines = generateEmployees(COUNT);
const inProcess = runInProcess(lines);
const [load1] = loadavg();
const directory = mkdtempSync(join(tmpdir(), 'tax-bench-'));
try {
  const file = join(directory, 'employees.jsonl');
  writeLines(file, lines);
  const cli = await runCli(file, COUNT);
  if (cli.outputLines !== COUNT) throw new Error(`the CLI answered ${cli.outputLines} lines for ${COUNT}`);
  const perSecond = (count: number, seconds: number) => Math.round(count / seconds);
  const inProcessRate = perSecond(inProcess.count, inProcess.seconds);
  console.log(
    `tax engine: ${inProcessRate.toLocaleString('en')} simulations/s in-process on one core, best of 5 rounds (target ${TARGET.toLocaleString('en')}: ${inProcessRate >= TARGET ? 'met' : 'NOT met'})`,
  );
  console.table([
    { path: 'simulateBatchLine, in-process, best round', lines: inProcess.count, seconds: +inProcess.seconds.toFixed(3), perSecond: inProcessRate },
    {
      path: 'simulateBatchLine, in-process, median round',
      lines: inProcess.count,
      seconds: +inProcess.medianSeconds.toFixed(3),
      perSecond: perSecond(inProcess.count, inProcess.medianSeconds),
    },
    {
      path: 'simulateBatchLine, in-process, per CPU second',
      lines: inProcess.count,
      seconds: +inProcess.cpuSeconds.toFixed(3),
      perSecond: perSecond(inProcess.count, inProcess.cpuSeconds),
    },
    {
      path: 'tax:simulate CLI over stdin (start-up included)',
      lines: cli.count,
      seconds: +cli.seconds.toFixed(3),
      perSecond: perSecond(cli.count, cli.seconds),
    },
  ]);
  console.log(`machine: ${cpus().length} cores, load average ${load1?.toFixed(2)} (other processes slow the figures down)`);
  console.log(
    `${inProcess.errors} invalid lines answered with an error (${((100 * inProcess.errors) / COUNT).toFixed(1)} %, on purpose); mean TIPO ${inProcess.meanRate.toFixed(2)} %, mean saving ${(inProcess.meanSaving / 100).toFixed(2)} €/year`,
  );
} finally {
  rmSync(directory, { recursive: true, force: true });
}

// Issue 18: "my best plan" for a family with every product (every subset of the insured tried).
const bestPlanTime = benchBestPlan();
console.log(
  `best plan optimiser: ${bestPlanTime.medianMs.toFixed(1)} ms median, ${bestPlanTime.maxMs.toFixed(1)} ms slowest of 50, for a family with every product (target < ${BEST_PLAN_TARGET_MS} ms: ${bestPlanTime.medianMs < BEST_PLAN_TARGET_MS ? 'met' : 'NOT met'})`,
);
