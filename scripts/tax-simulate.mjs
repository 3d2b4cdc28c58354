// `npm run -s tax:simulate`: the tax engine's batch CLI (apps/server/src/cli/tax-simulate.ts and
// its worker thread, tax-simulate-worker.ts), bundled by esbuild into apps/server/dist/ when
// missing or older than their sources, then run in this process. Nothing is transpiled at
// start-up or while lines stream (the tsx loader cost a fifth of a 100 000-line run).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isOutOfDate } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'apps/server/src/cli');
const entries = [path.join(cli, 'tax-simulate.ts'), path.join(cli, 'tax-simulate-worker.ts')];
const dist = path.join(root, 'apps/server/dist');
const sources = [...entries, path.join(root, 'packages/domain/src')];

if (entries.some((entry) => isOutOfDate(path.join(dist, `${path.basename(entry, '.ts')}.mjs`), sources))) {
  // Imported only to build: loading esbuild would cost every run. Minified: each thread parses
  // the worker's bundle (zod included) at start-up.
  const { build } = await import('esbuild');
  await build({
    entryPoints: entries,
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
}
await import(pathToFileURL(path.join(dist, 'tax-simulate.mjs')).href);
