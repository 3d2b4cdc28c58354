import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { mantineComponentStyles } from './build/mantine-component-styles.ts';
import { mantineUnusedStatics } from './build/mantine-unused-statics.ts';
import { isPageSetPass, pageSetChunkNames } from './build/page-set-chunks.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { localePartsPlugin } from './locale-parts-plugin.ts';

// The API server; FLEXPLAN_API_URL points the dev server at another one.
const apiTarget = process.env.FLEXPLAN_API_URL ?? 'http://127.0.0.1:3000';
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const compressible = /\.(js|mjs|css|html|svg|json)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))));
  return nested.flat();
}

/**
 * Writes `.gz` and `.br` siblings of every text asset once the bundle is written, because
 * @fastify/static does not compress on the fly; it serves these with `preCompressed: true`
 * (apps/server/src/plugins/web-app.ts).
 */
function precompress(): Plugin {
  // The folder actually written (`vite build --outDir` may differ from the default).
  let writtenDir = outDir;
  return {
    name: 'flexplan:precompress',
    // Not in the page-set pass, which writes nothing.
    apply: (_config, { command }) => command === 'build' && !isPageSetPass,
    configResolved(config) {
      writtenDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await listFiles(writtenDir)).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [gz, br] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

/**
 * What every page's first load holds beyond the entry (npm run budget lists each route's files): the
 * language select (our own native select) and the company logo, Mantine's inputs (the password's too),
 * TanStack Query's mutations, and the anchor and action icon that all but /forgot-password and
 * /contracts/accept also show (their stylesheets are the entry's: main.tsx). Left to Rolldown they were some twenty files
 * of a few hundred bytes, each compressed on its own and each a request (scripts/bundle-budget.mjs counts them): one chunk is
 * 3.5–5 kB gzip lighter on every route. These modules only, not what they import: through
 * Mantine's barrel every component looks like a dependency (docs/decisions.md, 2026-11-27).
 */
const everyPageModules = [
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Input|InputBase|CloseButton|Image|Anchor|ActionIcon)[\\/]/,
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/](?:utils[\\/]create-optional-context|styles-api[\\/]use-resolved-styles-api)[\\/]/,
  /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]/,
  /[\\/]@tanstack[\\/](?:react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/]mutationObserver)\.js$/,
  /[\\/]src[\\/](?:shared[\\/]i18n[\\/]language-select|shared[\\/]ui[\\/]native-select|features[\\/]company[\\/]components[\\/]company-logo)\.tsx$/,
];
const everyPageModule = (id: string) => everyPageModules.some((pattern) => pattern.test(id));

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  /**
   * A build runs twice: first in memory with Rolldown's own chunks, to read which modules each
   * route page's first load holds, then for real with those modules grouped by the set of pages
   * that load them first (build/page-set-chunks.ts). Left to Rolldown, a module gets a chunk per set of
   * dynamic entries that reach it, dialogs and lazy tabs included: /home loaded 77 files, most of
   * a few hundred bytes, each a request and each compressed on its own (scripts/bundle-budget.mjs counts the files).
   */
  const pageSetNames = command === 'build' && !isPageSetPass ? await pageSetChunkNames(fileURLToPath(import.meta.url)) : new Map<string, string>();
  return {
    plugins: [
      react(),
      localePartsPlugin(),
      // The build's changes to dependencies, each with its reason and its test (build/, and
      // docs/decisions/140-dependencies-as-published.md): none changes what the code does.
      mantineComponentStyles({ checkOutput: !isPageSetPass }),
      mantineUnusedStatics(),
      reactRouterProduction(),
      precompress(),
    ],
    server: {
      port: 5173,
      strictPort: true,
      // Each company is a subdomain: acme.localhost, globex.localhost…
      allowedHosts: ['.localhost'],
      // changeOrigin stays off so the server sees the company's Host header.
      proxy: {
        '/api': { target: apiTarget },
        '/dev': { target: apiTarget },
      },
    },
    preview: { allowedHosts: ['.localhost'] },
    build: {
      outDir,
      emptyOutDir: true,
      // FLEXPLAN_SOURCEMAP=1 (and FLEXPLAN_NO_MINIFY=1, for component names in React's fibers): a
      // build whose CPU profiles can be read back to the source. Never for a deployment.
      sourcemap: process.env.FLEXPLAN_SOURCEMAP === '1',
      // .vite/manifest.json: each route's chunk and what it imports, read by scripts/bundle-budget.mjs.
      manifest: true,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically in one chunk: left alone, Rolldown split it in
          // some twenty files of a few hundred bytes (Center, Loader, use-id…), each a request
          // before the first paint and each compressed on its own (scripts/bundle-budget.mjs counts the files).
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'] },
              { name: 'every-page', test: everyPageModule, includeDependenciesRecursively: false },
              { name: (id: string) => pageSetNames.get(id) ?? null, debugName: 'page-sets', includeDependenciesRecursively: false },
            ],
          },
        },
      },
      chunkSizeWarningLimit: 700,
      minify: process.env.FLEXPLAN_NO_MINIFY !== '1',
    },
  };
});
