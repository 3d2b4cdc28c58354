import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformOf } from './plugin-transform.ts';
import { productionEntry, reactRouterProduction } from './react-router-production.ts';

const production = dirname(productionEntry);
const development = join(production, '../development');
const devWarnings = /^var ENABLE_DEV_WARNINGS = (true|false);$/m;

/** A build's ES modules, chunk names (hashed per build) and the warnings switch set aside, in a stable order. */
function modulesOf(dir: string): { texts: string[]; warnings: string[] } {
  const files = readdirSync(dir).filter((file) => file.endsWith('.mjs'));
  const texts = files.map((file) => readFileSync(join(dir, file), 'utf8'));
  return {
    texts: texts.map((text) => text.replace(/chunk-[A-Z0-9]+\.mjs/g, 'chunk.mjs').replace(devWarnings, 'var ENABLE_DEV_WARNINGS;')).sort(),
    warnings: texts.flatMap((text) => devWarnings.exec(text)?.[1] ?? []),
  };
}

const transform = transformOf(reactRouterProduction());

describe("React Router's production build in the build", () => {
  it('is the development build without its console warnings, line for line', () => {
    const dev = modulesOf(development);
    const prod = modulesOf(production);
    expect(dev.warnings).toEqual(['true']);
    expect(prod.warnings).toEqual(['false']);
    expect(prod.texts).toEqual(dev.texts);
  });

  it('drops the display names and marks the context and component factories pure', () => {
    const chunk = readdirSync(production).find(
      (file) => /^chunk-.*\.mjs$/.test(file) && readFileSync(join(production, file), 'utf8').includes('.displayName = "'),
    );
    expect(chunk).toBeDefined();
    const file = join(production, chunk as string);
    const code = transform(readFileSync(file, 'utf8'), file)?.code ?? '';
    expect(code).not.toMatch(/^\w+\.displayName = "/m);
    expect(code).toMatch(/\/\* @__PURE__ \*\/ React\d*\.createContext\(/);
  });

  it('fails the build when an upgrade stops naming its components that way', () => {
    expect(() => transform('const C = React.createContext(null);', join(production, 'chunk-X.mjs'))).toThrow(/react-router-production/);
  });
});
