// A PostgreSQL cluster of our own in a temporary folder, on loopback, for the fault script: it is
// stopped, crashed and restarted at will without touching the machine's shared cluster. Uses the
// Debian server binaries (/usr/lib/postgresql/<version>/bin, or PG_BIN); as root, runs them as
// the `postgres` user, since PostgreSQL refuses to run as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function serverBinaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)');
  return found;
}

async function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net
      .createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

export async function createThrowawayPostgres({ port }) {
  if (!(await isPortFree(port))) throw new Error(`port ${port} is taken: set FAULT_PG_PORT to a free one`);
  const bin = serverBinaries();
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : null;
  const group = isRoot ? Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) : null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flexplan-fault-pg-'));
  if (isRoot) chownSync(dir, owner, group);
  const dataDir = path.join(dir, 'data');
  const socketDir = dir;
  const logFile = path.join(dir, 'postgres.log');

  const asOwner = (command, args) => {
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };

  asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logFile,
    start() {
      asOwner('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '30', 'start']);
    },
    /** `immediate` is a crash: no checkpoint, recovery from the WAL at the next start. */
    stop(mode = 'fast') {
      asOwner('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
    },
    destroy() {
      try {
        asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
