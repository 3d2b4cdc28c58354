import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { localePart, localeParts, type LocalePart } from './src/shared/i18n/locale-parts.ts';

/**
 * `locales/ca.json?part=public` is the public part of the Catalan texts, `?part=app` the rest
 * (src/shared/i18n/locale-parts.ts): two chunks per language instead of one. The build and the
 * web app's unit tests (vitest.config.ts) both use it.
 */
export function localePartsPlugin(): Plugin {
  const partOf = /[\\/]src[\\/]locales[\\/][a-z]{2}\.json\?(?:.*&)?part=([a-zA-Z]+)(?:&|$)/;
  return {
    name: 'flexplan:locale-parts',
    enforce: 'pre',
    async load(id) {
      const part = partOf.exec(id)?.[1];
      if (part === undefined) return null;
      if (!(localeParts as readonly string[]).includes(part)) throw new Error(`unknown locale part in ${id}`);
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const texts = localePart(JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>, part as LocalePart);
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`, moduleType: 'js' };
    },
  };
}
