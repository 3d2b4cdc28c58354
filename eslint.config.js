import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const webPatterns = [{ group: ['**/apps/server/**', '@flexplan/server*'], message: 'The web app talks to the server over HTTP only.' }];
const serverPatterns = [{ group: ['**/apps/web/**', '@flexplan/web*'], message: 'The server does not import the web app.' }];

/**
 * Feature boundaries (docs/architecture.md "Boundaries"), as `no-restricted-imports` patterns on
 * the import's relative path. A pattern cannot know where the importing file sits, so one block
 * per folder depth: a file `depth` folders below its feature folder leaves the feature with
 * exactly `depth + 1` times `../`, and reaches `src/` with one more. Imports are relative (no path
 * aliases), so this arithmetic is exact. Dynamic `import()` is not checked.
 */
const featureDepths = [0, 1, 2, 3, 4, 5];
const up = (times) => `(?:\\.\\./){${times}}`;
const service = '[^/]+/[^/]+\\.service(?:\\.[cm]?[jt]s)?$';
const folders = (depth) => '*/'.repeat(depth);
const featureBoundaries = featureDepths.flatMap((depth) => [
  {
    // Web: a feature imports shared/, the domain and itself; pages in app/ compose features.
    files: [`apps/web/src/features/*/${folders(depth)}*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webPatterns,
            {
              regex: `^${up(depth + 1)}(?!\\.\\./shared/)`,
              message: 'A web feature imports only shared/, the domain and its own files: compose features in app/ (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Server: another feature only through its *.service.ts. Tests, here and on the web, may
    // reach anything they set up (fixtures, the locale files, src/test/).
    files: [`apps/server/src/features/*/${folders(depth)}*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverPatterns,
            {
              regex: `^${up(depth + 1)}(?!\\.\\./)(?!${service})`,
              message: 'A server feature reaches another only through its *.service.ts (docs/architecture.md).',
            },
            {
              regex: `^${up(depth + 2)}features/(?!${service})`,
              message: 'A server feature reaches another only through its *.service.ts (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
]);

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
    // The domain is pure: no framework, database or app code (DESIGN.md, STYLE.md).
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
            { group: ['**/apps/**', '@flexplan/server*', '@flexplan/web*'], message: 'The domain imports no app code.' },
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
      'no-restricted-imports': ['error', { patterns: webPatterns }],
      // `import { type X } from 'm'` stays `import 'm'` under verbatimModuleSyntax: an edge the
      // bundler keeps, which put the profile's zod schemas in its first download.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverPatterns }],
    },
  },
  ...featureBoundaries,
);
