// Whether a built file is missing or older than any of its sources: `npm start` and
// `npm run tax:simulate` build only then.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** `sources`: absolute paths of files or folders (node_modules and dist inside them are skipped). */
export function isOutOfDate(built, sources) {
  if (!existsSync(built)) return true;
  const newestSource = Math.max(...sources.filter(existsSync).map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
  return statSync(built).mtimeMs < newestSource;
}
