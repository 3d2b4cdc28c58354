/**
 * `npm run -s tax:simulate`: JSON profiles on stdin, one a line; one JSON result a line on
 * stdout, in order (`{"error": …}` for a bad line). All the logic is the domain's
 * `simulateBatchLine`; this file only streams. Blank lines are skipped.
 */
import { createInterface } from 'node:readline';
import { simulateBatchLine } from '@flexplan/domain/tax/simulate-batch';

/** Output is written in chunks of about this many characters: one write per line is slow. */
const CHUNK = 1 << 16;

// A closed reader (`| head`) is a normal end, not a crash.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

// 'line' events rather than `for await`: the async iterator costs a promise a line.
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
let pending = '';
lines.on('line', (line) => {
  if (line.trim() === '') return;
  pending += simulateBatchLine(line) + '\n';
  if (pending.length < CHUNK) return;
  const flushed = process.stdout.write(pending);
  pending = '';
  if (!flushed) {
    // Back-pressure: stop reading until stdout has drained.
    lines.pause();
    process.stdout.once('drain', () => lines.resume());
  }
});
lines.on('close', () => process.stdout.write(pending));
