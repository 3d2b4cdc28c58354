/**
 * `npm run bench:tax`: 100,000 generated employees through the tax engine, in-process (one core)
 * and through the real `tax:simulate` CLI on a 100,000-line file. Targets:
 * ≥ 200,000 simulations a second in-process, ≥ 100,000 lines a second through the CLI end to end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateEmployees, runCli, runInProcess, writeLines, type CliResult } from './tax-bench';
import { BEST_PLAN_TARGET_MS, benchBestPlan } from './best-plan-bench';

const COUNT = 100_000;
const IN_PROCESS_TARGET = 200_000;
const CLI_TARGET = 100_000;
const CLI_ROUNDS = 3;

const perSecond = (count: number, seconds: number) => Math.round(count / seconds);
const figure = (n: number) => n.toLocaleString('en');
const verdict = (rate: number, target: number) => `target ${figure(target)}: ${rate >= target ? 'met' : 'NOT met'}`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const lines = generateEmployees(COUNT);
const loadBefore = load();
const inProcess = runInProcess(lines);
const loadInProcess = load();
const directory = mkdtempSync(join(tmpdir(), 'tax-bench-'));
try {
  const file = join(directory, 'employees.jsonl');
  writeLines(file, lines);
  // A first run on one line builds the bundle when it is missing or stale: the figures are of
  // the precompiled CLI, as it runs every time after.
  writeLines(join(directory, 'one.jsonl'), lines.slice(0, 1));
  await runCli(join(directory, 'one.jsonl'), 1);
  const cliRuns: CliResult[] = [];
  for (let round = 0; round < CLI_ROUNDS; round++) {
    const cli = await runCli(file, COUNT);
    if (cli.outputLines !== COUNT) throw new Error(`the CLI answered ${cli.outputLines} lines for ${COUNT}`);
    cliRuns.push(cli);
  }
  const loadCli = load();
  cliRuns.sort((a, b) => a.seconds - b.seconds);
  const cli = cliRuns[0]!;
  const cliMedian = cliRuns[Math.floor(CLI_ROUNDS / 2)]!;

  const inProcessRate = perSecond(inProcess.count, inProcess.seconds);
  const cliRate = perSecond(cli.count, cli.seconds);
  console.log(`tax engine: ${figure(inProcessRate)} simulations/s in-process on one core, best of 5 rounds (${verdict(inProcessRate, IN_PROCESS_TARGET)})`);
  console.log(
    `tax:simulate: ${figure(cliRate)} lines/s end to end on a ${figure(COUNT)}-line file, start-up included, best of ${CLI_ROUNDS} runs (${verdict(cliRate, CLI_TARGET)})`,
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
    { path: 'tax:simulate CLI over stdin, best run', lines: cli.count, seconds: +cli.seconds.toFixed(3), perSecond: cliRate },
    {
      path: 'tax:simulate CLI over stdin, median run',
      lines: cli.count,
      seconds: +cliMedian.seconds.toFixed(3),
      perSecond: perSecond(cli.count, cliMedian.seconds),
    },
    ...(cli.cpuSeconds === null
      ? []
      : [
          {
            path: 'tax:simulate CLI, per CPU second (all threads)',
            lines: cli.count,
            seconds: +cli.cpuSeconds.toFixed(3),
            perSecond: perSecond(cli.count, cli.cpuSeconds),
          },
        ]),
  ]);
  console.log(
    `machine: ${cpus().length} cores; load average (1, 5, 15 min) ${loadBefore} before, ${loadInProcess} after the in-process rounds, ${loadCli} after the CLI runs (other processes slow the wall-clock figures down; the per-CPU-second ones much less)`,
  );
  console.log(
    `${inProcess.errors} invalid lines answered with an error (${((100 * inProcess.errors) / COUNT).toFixed(1)} %, on purpose); mean TIPO ${inProcess.meanRate.toFixed(2)} %, mean saving ${(inProcess.meanSaving / 100).toFixed(2)} €/year`,
  );
} finally {
  rmSync(directory, { recursive: true, force: true });
}

// "my best plan" for a family with every product (every subset of the insured tried).
const bestPlanTime = benchBestPlan();
console.log(
  `best plan optimiser: ${bestPlanTime.medianMs.toFixed(1)} ms median, ${bestPlanTime.maxMs.toFixed(1)} ms slowest of 50, for a family with every product (target < ${BEST_PLAN_TARGET_MS} ms: ${bestPlanTime.medianMs < BEST_PLAN_TARGET_MS ? 'met' : 'NOT met'})`,
);
