/**
 * `npm run bench`: the portal's HTTP throughput against what its own stack can do.
 * Starts the built server in production mode on a database of its own (PostgreSQL, or the embedded
 * default with --embedded), seeds the demo data and the bench employees (npm run seed:scale), logs them in, and
 * drives it from this process with autocannon: the two ceilings, then every endpoint, interleaved
 * over rounds; prints the medians against their targets and writes them to bench/results/.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatIsoDate, toMadridDate } from '@flexplan/domain/dates/madrid-calendar';
import { parseBenchOptions, usage } from './bench-options';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { logDir, seedDatabase, serverEnvironment, startServer, type BenchServer } from './bench-server';
import { openSessions, readServerStats } from './bench-sessions';
import { endpoints } from './bench-endpoints';
import { measure, medianOf, type Measurement } from './bench-load';
import { judge, resultTable } from './bench-report';
import { maxRssMbOf, type TargetContext } from './bench-targets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let options: ReturnType<typeof parseBenchOptions>;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
const unknown = options.only.filter((name) => !endpoints.some((e) => e.name === name));
if (unknown.length > 0) {
  console.error(`unknown endpoint ${unknown.join(', ')}: one of ${endpoints.map((e) => e.name).join(', ')}`);
  process.exit(2);
}
// A database of one's own keeps its encrypted columns under the key it was seeded with.
if (!options.embedded && process.env.DATABASE_URL && !process.env.DATA_KEY) {
  console.error('With DATABASE_URL, set DATA_KEY to the key its data was seeded with (npm run seed:scale writes DATA_DIR/data-key when unset).');
  process.exit(2);
}

const context: TargetContext = { database: options.embedded ? 'embedded' : 'postgres', isScaled: options.employees > 0 };
const seconds = (since: number) => (performance.now() - since) / 1000;
const started = performance.now();
const loadBefore = loadavg()[0]!;

let database: BenchDatabase | null = null;
let server: BenchServer | null = null;
let isStopping = false;
async function cleanUp() {
  await server?.stop().catch(() => undefined);
  await database?.dispose().catch((error: Error) => console.error(`could not remove the bench database: ${error.message}`));
}
process.on('SIGINT', () => {
  if (isStopping) return;
  isStopping = true;
  console.error('\ninterrupted: stopping the server and removing the database…');
  void cleanUp().then(() => process.exit(130));
});

try {
  database = await openBenchDatabase(options.embedded);
  const env = serverEnvironment(database.env, options.port, process.env.DATA_KEY ?? randomBytes(32).toString('base64'));
  const employees = Math.max(options.users, options.employees);
  console.log(`bench: ${database.description}; demo data and at least ${employees.toLocaleString('en')} employees…`);
  const seedStarted = performance.now();
  await seedDatabase(env, employees);
  const seedSeconds = seconds(seedStarted);
  server = await startServer(env, `server-${context.database}.log`);
  const sessions = await openSessions(server.url, options.users);
  // Memory before any load: what start-up (and the embedded database's opening) took.
  const atStart = await readServerStats(server.url);
  console.log(`bench: server up (pid ${server.pid}), ${options.users} employees logged in (${seconds(started).toFixed(0)} s)`);

  const selected = endpoints.filter((e) => e.kind === 'ceiling' || options.only.length === 0 || options.only.includes(e.name));
  const measured = selected.filter((e) => !e.pending);
  if (options.warmup > 0) {
    console.log(`bench: warming up, ${options.warmup} s per endpoint`);
    for (const endpoint of measured) await measure(server.url, endpoint, sessions, options.connections, options.warmup);
  }
  const rounds = new Map<string, Measurement[]>(measured.map((e) => [e.name, []]));
  for (let round = 1; round <= options.rounds; round++) {
    for (const endpoint of measured) {
      const m = await measure(server.url, endpoint, sessions, options.connections, options.duration);
      rounds.get(endpoint.name)!.push(m);
      console.log(
        `round ${round}/${options.rounds} ${endpoint.name.padEnd(16)} ${String(m.reqPerSec).padStart(6)} req/s  p99 ${String(m.p99Ms).padStart(5)} ms  ${m.errors} errors  ${m.sqlPerRequest.toFixed(1)} SQL/req`,
      );
    }
  }

  const medians = new Map([...rounds].map(([name, list]) => [name, medianOf(list)]));
  const ceilings = { fixed: medians.get('fixed')!.reqPerSec, oneQuery: medians.get('one-query')!.reqPerSec };
  const results = selected.map((e) => judge(e, rounds.get(e.name) ?? [], medians.get(e.name), ceilings, context));
  const peakRssMb = Math.round((await readServerStats(server.url)).maxRssBytes / (1024 * 1024));
  const judged = results.filter((r) => r.met !== null);
  const rssMet = peakRssMb <= maxRssMbOf(context);
  const met = judged.filter((r) => r.met).length + (rssMet ? 1 : 0);
  const load = loadavg()[0]!;

  const title = `${context.database === 'postgres' ? 'PostgreSQL' : `embedded ${database.env.EMBEDDED_DATABASE === 'pglite' ? 'PGlite' : 'PostgreSQL'}`}, ${options.employees > 0 ? `${options.employees.toLocaleString('en')} employees` : 'demo size'}`;
  console.log(`\n### ${title}: ${options.connections} connections, ${options.rounds} × ${options.duration} s, median\n`);
  console.log(resultTable(results, peakRssMb, context));
  console.log(
    `\ntargets met: ${met} of ${judged.length + 1}. Machine: ${cpus().length} cores, load average ${loadBefore.toFixed(2)} before and ${load.toFixed(2)} after (other processes make the figures noisy). ${seconds(started).toFixed(0)} s in all, seeding ${seedSeconds.toFixed(0)} s.`,
  );

  const date = formatIsoDate(toMadridDate(new Date().toISOString()));
  const file =
    options.out ?? path.join(root, 'bench/results', `${date}-${context.database}${options.employees > 0 ? `-${options.employees}-employees` : ''}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  })();
  const report = {
    title,
    date,
    commit,
    node: process.version,
    machine: { cores: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: load, note: 'a shared machine: other processes make the figures noisy' },
    database: { kind: context.database, description: database.description, scaleEmployees: employees, seedSeconds: Math.round(seedSeconds) },
    settings: {
      connections: options.connections,
      durationSeconds: options.duration,
      rounds: options.rounds,
      warmupSeconds: options.warmup,
      users: options.users,
      server: Object.fromEntries(Object.entries(env).filter(([key]) => !['PATH', 'HOME', 'DATA_KEY', 'DATABASE_URL', 'DATA_DIR'].includes(key))),
    },
    ceilings,
    peakRssMb,
    maxRssMb: maxRssMbOf(context),
    /** Before the first load: the resident set then, and its peak so far (start-up, seeding on start, login of the bench employees). */
    rssBeforeLoadMb: { current: Math.round(atStart.rssBytes / 2 ** 20), peak: Math.round(atStart.maxRssBytes / 2 ** 20) },
    targetsMet: `${met} of ${judged.length + 1}`,
    endpoints: results,
    totalSeconds: Math.round(seconds(started)),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written: ${path.relative(process.cwd(), file)} (server log: ${path.relative(process.cwd(), logDir)})`);
} catch (error) {
  console.error(`bench failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  if (!isStopping) await cleanUp();
}
