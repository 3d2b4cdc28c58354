import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { localePartsPlugin } from './locale-parts-plugin.ts';
import { mantineAppShellMount } from './mantine-app-shell-mount.ts';
import { mantineStableIds } from './mantine-stable-ids.ts';
import { mantineUnusedStatics } from './mantine-unused-statics.ts';
import { sourcePatch } from './source-patch.ts';
import { isPageSetPass, pageSetChunkNames } from './page-set-chunks.ts';

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
 * (STACK.md, pitfalls).
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
 * Mantine's CSS per component, in the chunk of the code that renders the component (the
 * whole 230 kB stylesheet blocked the first paint of /login). Every component's class map
 * (`esm/components/<X>/<X>.module.css.mjs`) gets an import of its stylesheet
 * (`styles/<X>.layer.css`, Mantine's "CSS files list"), so a stylesheet ships exactly where its
 * component does, dependencies included (Button brings UnstyledButton and Loader). The `mantine`
 * CSS layer keeps our own styles on top whatever order the chunks load in. The dev server
 * pre-bundles Mantine, out of this plugin's reach, so it gets the whole stylesheet instead.
 */
function mantineComponentStyles(): Plugin {
  // components/… and utils/InlineInput (the label beside a Checkbox, Radio or Switch).
  const classMap = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:[^\\/]+[\\/])*([A-Za-z]+)\.module\.css\.mjs$/;
  const entry = /[\\/]src[\\/]main\.tsx$/;
  let isBuild = true;
  return {
    name: 'flexplan:mantine-component-styles',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transform(code, id) {
      const component = isBuild ? classMap.exec(id)?.[1] : undefined;
      if (component) return { code: `import '@mantine/core/styles/${component}.layer.css';\n${code}`, map: null };
      if (!isBuild && entry.test(id)) return { code: `import '@mantine/core/styles.layer.css';\n${code}`, map: null };
      return null;
    },
  };
}

/**
 * Mantine's ScrollArea imports one hook, `useMergeRefs`, from Floating UI, and Floating UI is one
 * module: the shell's menu (a ScrollArea) pulled all of it (14 kB gzip) into every logged-in page's
 * first load, though only popovers and tooltips position anything. The same hook from
 * @mantine/hooks takes the refs as arguments rather than as an array.
 */
function mantineScrollAreaWithoutFloatingUi(): Plugin {
  return sourcePatch({
    name: 'mantine-scroll-area-without-floating-ui',
    file: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    find: "import { useMergeRefs } from '@floating-ui/react';",
    replace: "import { useMergedRef } from '@mantine/hooks';\nconst useMergeRefs = (refs) => useMergedRef(...refs);",
    expected: 'imports useMergeRefs',
    owner: 'vite.config.ts',
  });
}

/**
 * Mantine computes its default theme's CSS variables, every colour in both schemes, when the
 * module that removes them from a provider's is imported: in the entry's evaluation, ~16 ms of a
 * phone's first load on this machine's core at full speed (traced). The app never removes
 * them (providers.tsx: deduplicateCssVariables off), so they are computed at the first removal.
 */
function mantineDefaultVariablesOnDemand(): Plugin {
  return sourcePatch({
    name: 'mantine-default-variables-on-demand',
    file: /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/,
    find: 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);\nfunction removeDefaultVariables(input) {\n',
    replace:
      'let defaultCssVariablesOnce;\nfunction removeDefaultVariables(input) {\n  const defaultCssVariables = (defaultCssVariablesOnce ??= defaultCssVariablesResolver(DEFAULT_THEME));\n',
    expected: 'computes the default variables at import',
    owner: 'vite.config.ts',
  });
}

/**
 * Mantine's AppShell header, footer and aside read one class name from react-remove-scroll,
 * `RemoveScroll.classNames.zeroRight`, and the module is all of the modal's scroll lock (4 kB
 * gzip): the shell pulled it into every logged-in page's first load. The name is a
 * constant of react-remove-scroll-bar (`zeroRightClassName`); a modal, which brings the real
 * module, marks the same elements with the same class.
 */
function mantineAppShellWithoutRemoveScroll(): Plugin {
  return sourcePatch({
    name: 'mantine-app-shell-without-remove-scroll',
    file: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(?:Header|Footer|Aside)[\\/][A-Za-z]+\.mjs$/,
    find: "import { RemoveScroll } from 'react-remove-scroll';",
    replace: "const RemoveScroll = { classNames: { zeroRight: 'right-scroll-bar-position' } };",
    expected: 'imports RemoveScroll',
    owner: 'vite.config.ts',
  });
}

/**
 * React Router publishes only its development build under its package exports (dist/development,
 * dev warnings on); the production build ships beside it. Both assign `displayName` to their
 * components and contexts at the top level and call `React.createContext`, `forwardRef` and `memo`
 * without a pure annotation, so the bundler keeps every component whether the app uses it or not
 * (Form, ScrollRestoration, the history router…): importing `useLocation` alone kept 32 kB of 39.
 * The build takes the production file, drops those names (React DevTools' labels) and marks those
 * calls pure, so only what the app uses stays: 1.8 kB gzip off every page's entry.
 */
function reactRouterTreeShaken(): Plugin {
  const production = join(dirname(createRequire(import.meta.url).resolve('react-router')), '../production/index.mjs');
  const routerFile = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
  const displayName = /^\w+\.displayName = "[^"]*";$/gm;
  const unannotated = /(?<!\/\* @__PURE__ \*\/ )\b(React\d*\.(?:createContext|forwardRef|memo))\(/g;
  return {
    name: 'flexplan:react-router-tree-shaken',
    apply: 'build',
    // Before Vite's resolver, which would pick the development build from the package's exports.
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? production : null;
    },
    transform(code, id) {
      if (!routerFile.test(id) || !/\bReact\d*\.createContext\(/.test(code)) return null;
      // A React Router upgrade that stops naming its components this way should be noticed, not silently left heavy.
      if (!/^\w+\.displayName = "/m.test(code)) this.error(`${id} no longer assigns displayName as expected: update vite.config.ts`);
      return { code: code.replace(displayName, '').replace(unannotated, '/* @__PURE__ */ $1('), map: null };
    },
  };
}

/**
 * What every page's first load holds beyond the entry (npm run budget lists each route's files): the
 * language select (our own native select) and the company logo, Mantine's inputs (the password's too),
 * TanStack Query's mutations, and the anchor and action icon that all but /forgot-password and
 * /contracts/accept also show (their stylesheets are the entry's: main.tsx). Left to Rolldown they were some twenty files
 * of a few hundred bytes, each compressed on its own and each a request: one chunk is
 * 3.5–5 kB gzip lighter on every route. These modules only, not what they import: through
 * Mantine's barrel every component looks like a dependency (docs/decisions/362-react-routers-production-build-tree-shaken-one.md).
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
   * that load them first (page-set-chunks.ts). Left to Rolldown, a module gets a chunk per set of
   * dynamic entries that reach it, dialogs and lazy tabs included: /home loaded 77 files, most of
   * a few hundred bytes, each a request and each compressed on its own.
   */
  const pageSetNames = command === 'build' && !isPageSetPass ? await pageSetChunkNames(fileURLToPath(import.meta.url)) : new Map<string, string>();
  return {
    plugins: [
      react(),
      localePartsPlugin(),
      mantineComponentStyles(),
      mantineScrollAreaWithoutFloatingUi(),
      mantineAppShellWithoutRemoveScroll(),
      mantineDefaultVariablesOnDemand(),
      mantineAppShellMount(),
      mantineStableIds(),
      mantineUnusedStatics(),
      reactRouterTreeShaken(),
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
          // before the first paint and each compressed on its own.
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
