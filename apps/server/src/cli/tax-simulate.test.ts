import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { simulateBatchLine } from '@flexplan/domain/tax/simulate-batch';
import { taxYear2026 } from '@flexplan/domain/tax/years/2026';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** `npm run -s tax:simulate`'s command, fed `input` in the given pieces; answers stdout. */
async function runCli(pieces: (string | Buffer)[], args: string[] = []): Promise<string> {
  const child = spawn(process.execPath, ['scripts/tax-simulate.mjs', ...args], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  const out: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  for (const piece of pieces) {
    child.stdin.write(piece);
    await new Promise((r) => setTimeout(r, 20));
  }
  child.stdin.end();
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code).toBe(0);
  return Buffer.concat(out).toString('utf8');
}

const profile = {
  year: 2026,
  grossAnnual: 3_000_000,
  paymentCount: 14,
  birthYear: 1985,
  contract: 'indefinite',
  contributionGroup: 1,
  familySituation: 3,
};

describe('tax:simulate, the bundled batch CLI', () => {
  it('answers one line per profile, in order, whatever the chunks the lines arrive in', async () => {
    const line = JSON.stringify(profile);
    const other = JSON.stringify({ ...profile, grossAnnual: 4_500_000 });
    const accented = Buffer.from('{"é":1}\n');
    // A line cut in two writes, a CRLF ending, blank lines, a bad line, a character cut between two
    // writes, and no newline at the end.
    const output = await runCli([line.slice(0, 20), `${line.slice(20)}\r\n`, '\n   \n{not json\n', accented.subarray(0, 3), accented.subarray(3), other]);
    expect(output.split('\n')).toEqual([simulateBatchLine(line), simulateBatchLine('{not json'), simulateBatchLine('{"é":1}'), simulateBatchLine(other), '']);
    expect(JSON.parse(output.split('\n')[0]!)).toHaveProperty('netAnnual');
  });

  it('keeps the input order across batches computed by different worker threads', async () => {
    // About 600 KB: several batches, spread over the workers, with a bad line now and then.
    const lines = Array.from({ length: 4000 }, (_, i) => (i % 97 === 0 ? '{"year":2026}' : JSON.stringify({ ...profile, grossAnnual: 1_000_000 + 997 * i })));
    const input = lines.join('\n') + '\n';
    const output = await runCli([input.slice(0, 300_000), input.slice(300_000)]);
    expect(output).toBe(lines.map((line) => simulateBatchLine(line) + '\n').join(''));
  });

  it("computes with the operator's rows given by --tax-years, as the portal does", async () => {
    const higher = { ...taxYear2026, scale: [{ from: 0, rate: 2500 }, ...taxYear2026.scale.slice(1)] };
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tax-years-')), 'tax-years.json');
    writeFileSync(file, JSON.stringify([higher]));
    const line = JSON.stringify(profile);
    const output = await runCli([line], ['--tax-years', file]);
    expect(output).toBe(simulateBatchLine(line, { 2026: higher }) + '\n');
    expect(output).not.toBe(simulateBatchLine(line) + '\n');
  });
});
