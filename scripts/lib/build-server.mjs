// The server precompiled: apps/server/src/main.ts and the domain it imports, bundled by esbuild
// into apps/server/dist/server/ when missing or older than their sources. `npm start` runs the
// bundle, so production transpiles nothing at start-up and keeps no loader in memory.
// npm packages stay outside the bundle, loaded from node_modules as they are (native modules, WASM
// and data files included). Split into chunks: what the server imports only when needed (PGlite,
// exceljs, pdf-lib) is loaded only then, as under tsx.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isOutOfDate } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(root, 'apps/server');
const bundleDir = path.join(serverDir, 'dist/server');
export const serverBundle = path.join(bundleDir, 'server.mjs');
const sources = [path.join(serverDir, 'src'), path.join(root, 'packages/domain/src')];

const dependenciesOf = (file) => {
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
};

export async function buildServerIfStale() {
  if (!isOutOfDate(serverBundle, sources)) return;
  const external = [...new Set([...dependenciesOf(path.join(root, 'package.json')), ...dependenciesOf(path.join(serverDir, 'package.json'))])].filter(
    (name) => name !== '@flexplan/domain',
  );
  // Built beside and moved into place: a second process starting meanwhile never reads half a build.
  const staging = `${bundleDir}.${process.pid}`;
  const previous = `${bundleDir}.${process.pid}.old`;
  const { build } = await import('esbuild');
  try {
    await build({
      entryPoints: [path.join(serverDir, 'src/main.ts')],
      outdir: staging,
      entryNames: 'server',
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: [...external, ...external.map((name) => `${name}/*`)],
      logLevel: 'warning',
    });
    if (existsSync(bundleDir)) renameSync(bundleDir, previous);
    renameSync(staging, bundleDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(previous, { recursive: true, force: true });
  }
}
