import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const packageEntry = createRequire(import.meta.url).resolve('react-router');
/** React Router's own production build, published beside the development one its package exports name. */
export const productionEntry = join(dirname(packageEntry), '../production/index.mjs');
const routerFile = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const displayName = /^\w+\.displayName = "[^"]*";$/gm;
const unannotated = /(?<!\/\* @__PURE__ \*\/ )\b(React\d*\.(?:createContext|forwardRef|memo))\(/g;

/**
 * React Router publishes two builds and its package exports name only the development one
 * (dist/development), its maintainers' stopgap until both are exported
 * (https://github.com/remix-run/react-router/issues/14102). The two differ in one line,
 * `ENABLE_DEV_WARNINGS` (build/react-router-production.test.ts checks it): the production build is
 * the development one without its console warnings, as React's own is. The build takes it.
 *
 * Both assign `displayName` to their components and contexts at the top level and call
 * `React.createContext`, `forwardRef` and `memo` without a pure annotation, so the bundler kept
 * every component whether the app used it or not (Form, ScrollRestoration, the history router…):
 * `useLocation` alone kept 32 kB of 39. The build drops those names (React DevTools' labels) and
 * marks those calls pure, so only what the app uses stays: 1.8 kB gzip off every page's entry,
 * which /login's budget needs (scripts/bundle-budget.mjs). Production runs none of React Router's
 * code that development does not (docs/decisions/140-dependencies-as-published.md).
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'flexplan:react-router-production',
    apply: 'build',
    // Before Vite's resolver, which would pick the development build from the package's exports.
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? productionEntry : null;
    },
    transform(code, id) {
      if (!routerFile.test(id) || !/\bReact\d*\.createContext\(/.test(code)) return null;
      // A React Router upgrade that stops naming its components this way should be noticed, not silently left heavy.
      if (!/^\w+\.displayName = "/m.test(code)) this.error(`${id} no longer assigns displayName as expected: update apps/web/build/react-router-production.ts`);
      return { code: code.replace(displayName, '').replace(unannotated, '/* @__PURE__ */ $1('), map: null };
    },
  };
}
