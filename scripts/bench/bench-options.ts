import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** The embedded default (PostgreSQL 18 from npm; EMBEDDED_DATABASE=pglite for PGlite) instead of a PostgreSQL server. */
  embedded: boolean;
  /** Seconds of each measured run. */
  duration: number;
  /** Warm-up seconds of each endpoint, before the first round (not measured). */
  warmup: number;
  rounds: number;
  connections: number;
  /** Endpoint names to measure (the ceilings always are); empty: all. */
  only: string[];
  /** Scale employees the database should hold (npm run seed:scale); 0: the demo data and the bench users only. */
  employees: number;
  /** Employees logged in and spread over the connections. */
  users: number;
  port: number;
  /** Where the JSON goes; by default bench/results/<date>-<database>.json. */
  out: string | null;
}

export const usage = `npm run bench [-- options]

  --embedded          the embedded database npm start runs (EMBEDDED_DATABASE=pglite: PGlite)
                      (default: PostgreSQL, DATABASE_URL or a fresh
                      database on postgres://postgres@127.0.0.1:5432, dropped after)
  --duration <s>      seconds of each measured run (default 5)
  --rounds <n>        rounds over every endpoint, interleaved; the median is kept (default 3)
  --connections <n>   concurrent connections (default 50)
  --only <names>      only these endpoints, comma-separated (the two ceilings always run)
  --employees <n>     a scaled database: at least n employees (npm run seed:scale), targets 1.5x looser
  --users <n>         employees logged in, spread over the connections (default 200)
  --warmup <s>        warm-up seconds per endpoint before round 1 (default 1)
  --port <n>          the server's port (default 3250)
  --out <file>        the JSON results (default bench/results/<date>-<database>.json)`;

function wholeNumber(text: string | undefined, name: string, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} takes a whole number of at least ${min}, not "${text}"`);
  return n;
}

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      embedded: { type: 'boolean', default: false },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string', multiple: true },
      employees: { type: 'string' },
      users: { type: 'string' },
      port: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const connections = wholeNumber(values.connections, 'connections', 50, 1);
  const users = wholeNumber(values.users, 'users', 200, 1);
  // Each connection adds to and removes from the carts of users no other connection has (bench-endpoints.ts).
  if (users < connections) throw new Error(`--users (${users}) must be at least --connections (${connections})`);
  return {
    embedded: values.embedded ?? false,
    duration: wholeNumber(values.duration, 'duration', 5, 1),
    warmup: wholeNumber(values.warmup, 'warmup', 1, 0),
    rounds: wholeNumber(values.rounds, 'rounds', 3, 1),
    connections,
    only: (values.only ?? [])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
    employees: wholeNumber(values.employees, 'employees', 0, 0),
    users,
    port: wholeNumber(values.port, 'port', 3250, 1),
    out: values.out ?? null,
  };
}
