/**
 * `npm run -s tax:simulate`: JSON profiles on stdin, one a line; one JSON result a line on
 * stdout, in order (`{"error": …}` for a bad line). Blank lines are skipped. `npm run
 * tax:simulate` runs this file bundled (scripts/tax-simulate.mjs): nothing is transpiled.
 *
 * This thread only moves bytes: it cuts stdin into batches of whole lines, hands each to the
 * least busy of one worker thread per core (tax-simulate-worker.ts, where the domain's
 * `simulateBatchLine` runs) and writes the answers back in input order, each batch in one write.
 * Nothing here parses JSON, so the lines are computed on every core (docs/decisions/343-tax-simulate-computes-in-worker-threads.md).
 *
 * `--tax-years <file>`: the parameters of the operator's rows (a JSON array of years, each the
 * `taxYear` of `GET /api/admin/platform/tax-years/{year}`) instead of the seeded ones
 * (docs/decisions/432-tax-years-read-from-the-rows.md); each worker checks them with the domain's schema.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LinesBatch, ResultsBatch, WorkerSetup } from './tax-simulate-worker';

/** About this many bytes of input per batch: a few hundred lines, few enough messages to cost nothing. */
const BATCH_BYTES = 1 << 18;
/** Batches handed out and not yet written, per worker, before stdin is paused (bounded memory). */
const IN_FLIGHT_PER_WORKER = 3;
const NEWLINE = 10;

// A closed reader (`| head`) is a normal end, not a crash.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

// Run from the bundle (dist/*.mjs) or, in development, from the TypeScript source.
const workerFile = new URL(import.meta.url.endsWith('.ts') ? './tax-simulate-worker.ts' : './tax-simulate-worker.mjs', import.meta.url);
const taxYearsFile = process.argv[process.argv.indexOf('--tax-years') + 1];
const taxYearsText = process.argv.includes('--tax-years') && taxYearsFile ? readFileSync(taxYearsFile, 'utf8') : null;
const workers = Array.from({ length: Math.max(1, Math.min(availableParallelism(), 8)) }, () => startWorker());
const busy = new Map<Worker, number>(workers.map((worker) => [worker, 0]));

let pieces: Buffer[] = [];
let pieceBytes = 0;
let sent = 0;
let written = 0;
let hasInputEnded = false;
let isWaitingForDrain = false;
const answered = new Map<number, Uint8Array>();

function startWorker(): Worker {
  const worker = new Worker(workerFile, { workerData: { taxYearsText } satisfies WorkerSetup });
  worker.on('message', ({ sequence, bytes }: ResultsBatch) => {
    busy.set(worker, busy.get(worker)! - 1);
    answered.set(sequence, bytes);
    writeAnswered();
  });
  worker.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
  return worker;
}

function send(bytes: Uint8Array): void {
  let idlest = workers[0]!;
  for (const worker of workers) if (busy.get(worker)! < busy.get(idlest)!) idlest = worker;
  busy.set(idlest, busy.get(idlest)! + 1);
  idlest.postMessage({ sequence: sent++, bytes } satisfies LinesBatch);
}

/** Writes the answers that are next in input order; back-pressure pauses stdin. */
function writeAnswered(): void {
  for (let bytes = answered.get(written); bytes !== undefined; bytes = answered.get(written)) {
    answered.delete(written++);
    if (bytes.length === 0 || process.stdout.write(bytes) || isWaitingForDrain) continue;
    isWaitingForDrain = true;
    process.stdout.once('drain', onDrain);
  }
  resumeIfRoom();
  if (hasInputEnded && written === sent) for (const worker of workers) void worker.terminate();
}

function onDrain(): void {
  isWaitingForDrain = false;
  resumeIfRoom();
}

function resumeIfRoom(): void {
  if (hasInputEnded || isWaitingForDrain) return;
  if (sent - written < IN_FLIGHT_PER_WORKER * workers.length) process.stdin.resume();
}

process.stdin.on('data', (chunk: Buffer) => {
  pieces.push(chunk);
  pieceBytes += chunk.length;
  if (pieceBytes < BATCH_BYTES) return;
  const bytes = Buffer.concat(pieces, pieceBytes);
  const cut = bytes.lastIndexOf(NEWLINE) + 1;
  if (cut === 0) return; // One line longer than a batch: wait for its end.
  send(bytes.subarray(0, cut));
  pieces = cut < bytes.length ? [bytes.subarray(cut)] : [];
  pieceBytes = bytes.length - cut;
  if (isWaitingForDrain || sent - written >= IN_FLIGHT_PER_WORKER * workers.length) process.stdin.pause();
});
process.stdin.on('end', () => {
  hasInputEnded = true;
  if (pieceBytes > 0) send(Buffer.concat(pieces, pieceBytes));
  writeAnswered();
});
