import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * The arrows of docs/architecture.md ("Layers and boundaries") as import-x zones on the resolved
 * file an import reaches, whatever its spelling (relative, `@flexplan/*`, dynamic `import()`):
 * `target` is the importing file, `from` what it may not reach, `except` what it may after all.
 * Globs in `except` are matched as absolute paths, hence `inRepo`.
 */
const root = import.meta.dirname;
const inRepo = (glob) => path.join(root, glob);
const featuresOf = (folder) =>
  fs
    .readdirSync(inRepo(folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const appZones = [
  { target: 'packages/domain', from: 'apps', message: 'The domain imports no app code.' },
  { target: 'apps/web', from: 'apps/server', message: 'The web app talks to the server over HTTP only.' },
  { target: 'apps/server', from: 'apps/web', message: 'The server does not import the web app.' },
];

const houseZones = [
  ...appZones,
  {
    // Infrastructure (plugins, db, http, storage, …) is what features stand on: a feature that needs
    // a hook, a repository or a worker hands it to the plugin from app.ts. Only app.ts, main.ts and
    // the command-line entry points compose features.
    target: ['apps/server/src/!(features|cli|test)/**', 'apps/server/src/!(app|main).ts'],
    from: 'apps/server/src/features',
    message: 'Plugins and the rest of the infrastructure import no feature: app.ts hands the plugin what it needs of a feature (docs/decisions/120).',
  },
  ...featuresOf('apps/server/src/features').map((feature) => ({
    target: `apps/server/src/features/${feature}/**`,
    from: 'apps/server/src/features/**',
    except: [inRepo(`apps/server/src/features/${feature}/**`), inRepo('apps/server/src/features/*/*.service.ts')],
    message: 'A server feature reaches another only through its *.service.ts (docs/architecture.md).',
  })),
  ...featuresOf('apps/web/src/features').map((feature) => ({
    target: `apps/web/src/features/${feature}/**`,
    from: 'apps/web/src/**',
    except: [inRepo(`apps/web/src/features/${feature}/**`), inRepo('apps/web/src/shared/**')],
    message: 'A web feature imports only shared/, the domain and its own files: compose features in app/ (docs/architecture.md).',
  })),
];

const tests = ['apps/**/*.test.{ts,tsx}', 'packages/**/*.test.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.e2e-data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames: ['import', 'default'] })],
      // no-cycle reads the files an import reaches: ours, in TypeScript; never the dependencies.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      // Type-only imports do not count: they are gone at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: houseZones }],
    },
  },
  {
    // Tests may import what they set up (fixtures, another feature's repository, the locale files),
    // but not across the apps.
    files: tests,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: appZones }],
    },
  },
  {
    // The domain is pure: no framework, database or I/O (DESIGN.md, STYLE.md).
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify*', '@fastify/*', 'drizzle-orm*', 'pg', '@electric-sql/*', 'react*', '@mantine/*', 'node:*', 'fs', 'path'],
              message: 'The domain package does no I/O and imports no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // `import { type X } from 'm'` stays `import 'm'` under verbatimModuleSyntax: an edge the
      // bundler keeps, which put the profile's zod schemas in its first download (issue 16).
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
);
