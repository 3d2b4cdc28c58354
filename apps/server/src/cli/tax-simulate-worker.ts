/**
 * A worker thread of `tax:simulate` (tax-simulate.ts): receives whole lines as UTF-8 bytes, one
 * batch at a time, and answers the batch's output lines as one string. All the logic is the
 * domain's `simulateBatchLine`. Blank lines are skipped.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { simulateBatchLine } from '@flexplan/domain/tax/simulate-batch';
import { taxYearSchema } from '@flexplan/domain/tax/tax-year-schema';
import { taxYears as seededYears, type TaxYears } from '@flexplan/domain/tax/tax-years';
import { z } from 'zod';

/** What the main thread hands each worker: the text of `--tax-years`, or null for the seeded years. */
export interface WorkerSetup {
  taxYearsText: string | null;
}

/** The years of `--tax-years` (a JSON array of years' parameters), checked with the domain's schema; the first problem named. */
export function taxYearsOf(text: string | null): TaxYears {
  if (text === null) return seededYears;
  const result = z.array(taxYearSchema).min(1).safeParse(JSON.parse(text));
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new Error(`--tax-years: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return Object.fromEntries(result.data.map((year) => [year.year, year]));
}

const years = taxYearsOf((workerData as WorkerSetup | null)?.taxYearsText ?? null);

export interface LinesBatch {
  sequence: number;
  /** Whole lines: the batch is cut after a '\n' byte (or at the end of the input), never inside a UTF-8 character. */
  bytes: Uint8Array;
}

export interface ResultsBatch {
  sequence: number;
  /** The output lines, UTF-8: encoded here, the main thread only writes them. */
  bytes: Uint8Array;
}

const encoder = new TextEncoder();

/** Every result line of `text` (JSON lines), '\n' after each. A '\r' before '\n' is JSON whitespace. */
export function simulateLines(text: string): string {
  let output = '';
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    if (line.trim() !== '') output += simulateBatchLine(line, years) + '\n';
    start = end + 1;
  }
  return output;
}

parentPort?.on('message', ({ sequence, bytes }: LinesBatch) => {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  // TextEncoder answers a buffer of its own, moved to the main thread rather than copied.
  const output = encoder.encode(simulateLines(text));
  parentPort!.postMessage({ sequence, bytes: output } satisfies ResultsBatch, [output.buffer]);
});
