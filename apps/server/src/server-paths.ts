import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder above `from` whose package.json is @flexplan/server's. */
function serverPackageDirAbove(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@flexplan/server') return dir;
    if (path.dirname(dir) === dir) throw new Error(`no @flexplan/server package.json above ${from}`);
  }
}

/**
 * apps/server, found by walking up from this module to its package.json: the same from
 * src/server-paths.ts under tsx and from whichever chunk of the precompiled server
 * (apps/server/dist/server/, scripts/lib/build-server.mjs) holds it. Every folder the server reads
 * is named from here, never from a module's own place, which bundling changes.
 */
export const serverDir = serverPackageDirAbove(path.dirname(fileURLToPath(import.meta.url)));
