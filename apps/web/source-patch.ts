import type { Plugin } from 'vite';

export interface SourcePatch {
  /** The plugin's name, `flexplan:` added. */
  name: string;
  /** The one module patched. */
  file: RegExp;
  /** The exact text replaced, and what replaces it. */
  find: string;
  replace: string;
  /** Anything else the replacement relies on, which the module must also hold. */
  requires?: RegExp;
  /** What the module no longer does when `find` is gone, for the build's error ("imports X"). */
  expected: string;
  /** The file to update then. */
  owner: string;
}

/**
 * A build-only replacement of exact text in one dependency module (Mantine's, so far). The build
 * fails when the text is gone, so that an upgrade is looked at rather than silently left heavy or
 * slow.
 */
export function sourcePatch({ name, file, find, replace, requires, expected, owner }: SourcePatch): Plugin {
  return {
    name: `flexplan:${name}`,
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (!code.includes(find) || (requires && !requires.test(code))) this.error(`${id} no longer ${expected} as expected: update ${owner}`);
      return { code: code.replace(find, replace), map: null };
    },
  };
}
