// CI's production dependency audit. First `npm audit --omit=dev`; when the registry's audit
// endpoint cannot be reached (this machine's registry answers 405 to its POST), that is recorded
// in the report and package-lock.json's production packages are checked against the vendored
// advisory list (advisories.json beside this file) instead. Never a silent green: the report says
// which check ran. Fails on any high or critical advisory (registry) or any vendored match.
// Writes test-results/supply-chain/audit.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'test-results/supply-chain');
mkdirSync(outDir, { recursive: true });

const report = { at: new Date().toISOString(), registryAudit: null, vendoredCheck: null, passed: false };
const npm = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
const answer = parseJson(npm.stdout);

if (answer?.metadata?.vulnerabilities) {
  const counts = answer.metadata.vulnerabilities;
  report.registryAudit = { status: 'ran', vulnerabilities: counts, dependencies: answer.metadata.dependencies };
  report.passed = (counts.high ?? 0) + (counts.critical ?? 0) === 0;
  console.log(`npm audit (registry): ${JSON.stringify(counts)}`);
} else {
  const reason = answer?.message ?? answer?.error?.summary ?? (npm.stderr || 'no answer').trim().split('\n').pop();
  report.registryAudit = { status: 'unavailable', reason };
  console.log(`npm audit (registry): UNAVAILABLE — ${reason}`);
  report.vendoredCheck = checkLockAgainstVendoredList();
  report.passed = report.vendoredCheck.matches.length === 0;
  const { advisories, updated, packages, matches } = report.vendoredCheck;
  console.log(
    `vendored advisory list (${advisories} advisories, updated ${updated}) against ${packages} production packages in package-lock.json: ${matches.length} match`,
  );
  for (const m of matches) console.log(`  ${m.package}@${m.version} (${m.path}): ${m.id} ${m.severity} — ${m.title}`);
  console.log('  note: this list is a hand-kept excerpt; it cannot know advisories published after its date.');
}

writeFileSync(path.join(outDir, 'audit.json'), `${JSON.stringify(report, null, 2)}\n`);
process.exit(report.passed ? 0 : 1);

function checkLockAgainstVendoredList() {
  const list = JSON.parse(readFileSync(path.join(root, 'scripts/supply-chain/advisories.json'), 'utf8'));
  // The matcher must be able to say yes, or a green proves nothing.
  if (!satisfies('5.3.1', '<4.29.1 || >=5.0.0 <5.3.2') || satisfies('5.3.2', '<4.29.1 || >=5.0.0 <5.3.2') || !satisfies('2.0.1', '>=2.0.0 <=2.0.1')) {
    throw new Error('version matcher self-check failed');
  }
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const installed = [];
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    // Production only: `dev` is set on packages that only development dependencies pull in.
    if (!where.includes('node_modules/') || entry.dev || entry.link || !entry.version) continue;
    installed.push({ name: entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version, path: where });
  }
  const matches = [];
  for (const advisory of list.advisories) {
    for (const pkg of installed) {
      if (pkg.name === advisory.package && satisfies(pkg.version, advisory.vulnerable)) {
        matches.push({ ...advisory, version: pkg.version, path: pkg.path });
      }
    }
  }
  return { source: 'scripts/supply-chain/advisories.json', updated: list.updated, advisories: list.advisories.length, packages: installed.length, matches };
}

/** node-semver's comparator sets, for plain x.y.z versions (no pre-releases in our tree). */
function satisfies(version, range) {
  const v = parse(version);
  if (!v) return false;
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const [, op, ver] = comparator.match(/^(<=|>=|<|>|=)?(.+)$/) ?? [];
        const c = compare(v, parse(ver));
        return { '<': c < 0, '<=': c <= 0, '>': c > 0, '>=': c >= 0, '=': c === 0, undefined: c === 0 }[op];
      }),
  );
}

function parse(text) {
  const m = String(text).match(/^(\d+)\.(\d+)\.(\d+)/);
  return m ? m.slice(1, 4).map(Number) : null;
}

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
