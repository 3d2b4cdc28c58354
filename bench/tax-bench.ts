/**
 * The tax engine benchmark: deterministic employees (seeded PRNG, never Math.random), timed
 * through `simulateBatchLine` in-process — the very path of `tax:simulate` — and through the
 * real CLI over stdin.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { simulateBatchLine } from '@flexplan/domain/tax/simulate-batch';

/** mulberry32: a small seeded PRNG, so every run benchmarks the same employees. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` batch input lines: salaries 12,000–250,000 €, families, benefits of every category; about 1 % invalid. */
export function generateEmployees(count: number, seed = 2026): string[] {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!;
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const grossAnnual = Math.round(1_200_000 * Math.exp(random() * Math.log(250 / 12)));
    const descendants = Array.from({ length: pick([0, 0, 1, 1, 2, 2, 3, 4]) }, () => ({
      birthYear: int(2000, 2026),
      wholeCount: random() < 0.8,
      disability: pick([0, 0, 0, 0, 33, 65]),
      reducedMobility: random() < 0.05,
    }));
    const ascendants = random() < 0.1 ? [{ birthYear: int(1930, 1965), livingWith: int(1, 3), disability: pick([0, 0, 33, 65]), reducedMobility: false }] : [];
    const profile = {
      year: 2026,
      grossAnnual: random() < 0.01 ? -grossAnnual : grossAnnual,
      paymentCount: pick([12, 14]),
      birthYear: int(1950, 2005),
      disability: pick([0, 0, 0, 0, 0, 0, 0, 0, 33, 65]),
      reducedMobility: random() < 0.02,
      geographicMobility: random() < 0.05,
      contract: pick(['indefinite', 'indefinite', 'indefinite', 'temporary']),
      contributionGroup: int(1, 11),
      familySituation: descendants.length > 0 ? pick([1, 2, 3]) : pick([2, 3]),
      descendants,
      ascendants,
      benefits: benefits(int, random, descendants.length),
    };
    lines.push(JSON.stringify(profile));
  }
  return lines;
}

function benefits(int: (min: number, max: number) => number, random: () => number, children: number): object[] {
  const chosen: object[] = [];
  const maybe = (share: number, benefit: () => object) => random() < share && chosen.push(benefit());
  maybe(0.5, () => ({
    category: 'health-insurance',
    annualAmount: int(30_000, 300_000),
    insured: Array.from({ length: int(1, 4) }, () => ({ disability: random() < 0.05 ? 65 : 0 })),
  }));
  maybe(0.5, () => ({ category: 'food', annualAmount: int(50_000, 300_000), workingDays: int(150, 230) }));
  maybe(0.4, () => ({ category: 'transport', annualAmount: int(20_000, 200_000) }));
  if (children > 0) maybe(0.3, () => ({ category: 'kindergarten', annualAmount: int(100_000, 400_000) }));
  maybe(0.1, () => ({ category: 'formation', annualAmount: int(50_000, 300_000) }));
  maybe(0.05, () => ({
    category: 'renting',
    annualAmount: int(300_000, 700_000),
    vehicleValue: int(1_500_000, 6_000_000),
    privateUsePercent: int(0, 100),
    efficiency: ['none', 'efficient-combustion', 'hybrid', 'electric'][int(0, 3)],
  }));
  maybe(0.1, () => ({ category: 'gym', annualAmount: int(20_000, 80_000) }));
  maybe(0.05, () => ({ category: 'life-insurance', annualAmount: int(10_000, 100_000) }));
  maybe(0.05, () => ({ category: 'saving-plan', annualAmount: int(50_000, 300_000) }));
  return chosen;
}

export interface InProcessResult {
  count: number;
  /** The fastest of the timed rounds, and their median: other processes on the machine slow some rounds. */
  seconds: number;
  medianSeconds: number;
  /** CPU time of the fastest round (the process's, GC threads included): unlike wall time, not inflated by waiting for a core. */
  cpuSeconds: number;
  errors: number;
  /** Mean TIPO and saving of the valid lines, as a sanity check of what was computed. */
  meanRate: number;
  meanSaving: number;
}

/**
 * Times every line through `simulateBatchLine`, `rounds` times after a warm-up so the JIT has
 * settled. A timed pass keeps only the output's length, as the CLI keeps nothing once written
 * (holding 100,000 results would time the garbage collector); an untimed pass then reads them.
 */
export function runInProcess(lines: readonly string[], rounds = 5): InProcessResult {
  for (let i = 0; i < Math.min(lines.length, 20_000); i++) simulateBatchLine(lines[i]!);
  const times: { seconds: number; cpuSeconds: number }[] = [];
  for (let round = 0; round < rounds; round++) times.push(timeOnePass(lines));
  times.sort((a, b) => a.seconds - b.seconds);
  let errors = 0;
  let rateSum = 0;
  let savingSum = 0;
  for (const line of lines) {
    const result = JSON.parse(simulateBatchLine(line)) as { error?: string; withholdingRate: number; savingAnnual?: number };
    if (result.error !== undefined) errors++;
    else [rateSum, savingSum] = [rateSum + result.withholdingRate, savingSum + (result.savingAnnual ?? 0)];
  }
  const valid = lines.length - errors;
  return {
    count: lines.length,
    seconds: times[0]!.seconds,
    medianSeconds: times[Math.floor(rounds / 2)]!.seconds,
    cpuSeconds: times[0]!.cpuSeconds,
    errors,
    meanRate: rateSum / valid,
    meanSaving: savingSum / valid,
  };
}

function timeOnePass(lines: readonly string[]): { seconds: number; cpuSeconds: number } {
  let outputLength = 0;
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let i = 0; i < lines.length; i++) outputLength += simulateBatchLine(lines[i]!).length;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  if (outputLength === 0) throw new Error('no output');
  return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

export interface CliResult {
  count: number;
  seconds: number;
  /** CPU time of the CLI's process, every thread, start-up included; null where /proc is missing. */
  cpuSeconds: number | null;
  outputLines: number;
}

/** Pipes `file` (JSON lines) through `npm run -s tax:simulate`'s command and times it, start-up included. */
export async function runCli(file: string, count: number): Promise<CliResult> {
  const childCpuStart = childrenCpuSeconds();
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, ['--max-semi-space-size=32', 'scripts/tax-simulate.mjs'], { stdio: ['pipe', 'pipe', 'inherit'] });
  createReadStream(file).pipe(child.stdin);
  let outputLines = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) outputLines++;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`tax:simulate exited with ${code}`);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const childCpuEnd = childrenCpuSeconds();
  return { count, seconds, cpuSeconds: childCpuStart === null || childCpuEnd === null ? null : childCpuEnd - childCpuStart, outputLines };
}

/**
 * The CPU time of this process's finished children (Linux: /proc/self/stat's cutime + cstime, in
 * clock ticks of 1/100 s): node reports no child's resource usage. Null elsewhere.
 */
function childrenCpuSeconds(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name (which may hold spaces), from field 3: cutime is 16, cstime 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

export function writeLines(file: string, lines: readonly string[]): void {
  writeFileSync(file, lines.join('\n') + '\n');
}
