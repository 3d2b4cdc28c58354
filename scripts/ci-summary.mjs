// Sums the suites of a CI run into its last line, "N passed, N failed". Every step that is not a
// test runner (npm ci, lint, typecheck, the audit, the SBOM, the fault and scale-out scripts)
// counts as one check; a test runner that crashed before reporting counts as one failure.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const lines = [];

function vitest(file, label) {
  if (!existsSync(file)) {
    failed += 1;
    lines.push(`${label}: no report`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? 1 : 0);
  lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}

function playwright(file) {
  if (!existsSync(file)) {
    failed += 1;
    lines.push('end-to-end: no report');
    return;
  }
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  lines.push(`end-to-end: ${s.expected} passed, ${s.unexpected + s.flaky} failed, ${s.skipped} skipped`);
}

const steps = existsSync(path.join(dir, 'steps')) ? readFileSync(path.join(dir, 'steps'), 'utf8').trim().split('\n') : [];
const testRunners = ['tests (PGlite) ', 'API tests (PostgreSQL, Node 24) ', 'end-to-end (Chromium) '];
for (const step of steps) {
  if (!testRunners.some((runner) => step.startsWith(runner))) {
    if (step.endsWith(' ok')) passed += 1;
    else failed += 1;
    lines.push(step);
  }
}
vitest(path.join(dir, 'vitest-pglite.json'), 'unit + API tests (PGlite)');
vitest(path.join(dir, 'vitest-postgres-node24.json'), 'API tests (PostgreSQL, Node 24)');
playwright(path.join(dir, 'playwright.json'));

console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
