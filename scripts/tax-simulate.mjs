// `npm run -s tax:simulate`: the tax engine's batch CLI (apps/server/src/cli/tax-simulate.ts),
// bundled by esbuild into apps/server/dist/ when missing or older than its sources, then run in
// this process. Nothing is transpiled at start-up or while lines stream (issue 16: the tsx
// loader cost a fifth of a 100 000-line run).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isOutOfDate } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/server/src/cli/tax-simulate.ts');
const bundle = path.join(root, 'apps/server/dist/tax-simulate.mjs');

if (isOutOfDate(bundle, [entry, path.join(root, 'packages/domain/src')])) {
  // Imported only to build: loading esbuild would cost every run.
  const { build } = await import('esbuild');
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: bundle, logLevel: 'warning' });
}
await import(pathToFileURL(bundle).href);
