import { spawn } from 'node:child_process';

/** Runs a PostgreSQL client tool (pg_dump, pg_restore, psql); rejects with its stderr when it fails. */
export function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) => reject(new Error(`${command}: ${error.message} (is the PostgreSQL client installed?)`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
}
