import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Mantine's per-component stylesheets (https://mantine.dev/styles/css-files-list), in its `mantine` layer. */
const stylesDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css')), 'styles');
export const stylesheetOf = (name: string): string => join(stylesDir, `${name}.layer.css`);

/** A component's class map: `esm/components/<X>/<X>.module.css.mjs`, and utils/InlineInput (the label beside a Checkbox, Radio or Switch). */
const classMap = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:[^\\/]+[\\/])*([A-Za-z]+)\.module\.css\.mjs$/;
/** A component itself, `esm/components/…/<X>/<X>.mjs`, however its class map is named. */
const componentModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/]((?:components|utils)[\\/](?:[^\\/]+[\\/])*([A-Za-z]+))[\\/]\2\.mjs$/;
const entry = /[\\/]src[\\/]main\.tsx$/;

/** The stylesheet a rendered component needs: its folder's, or the nearest enclosing folder's (ButtonGroup's is Button's). */
export function stylesheetNeededBy(id: string): string | undefined {
  const folders = componentModule.exec(id)?.[1]?.split(/[\\/]/).slice(1);
  for (const folder of (folders ?? []).reverse()) if (existsSync(stylesheetOf(folder))) return folder;
  return undefined;
}

/** The first class a stylesheet defines (`.m_77c9d27d`): what the build looks for in its CSS output. */
export function firstClassOf(name: string): string {
  const selector = /\.(m_[0-9a-f]+)\b/.exec(readFileSync(stylesheetOf(name), 'utf8'))?.[1];
  if (!selector) throw new Error(`${stylesheetOf(name)} defines no m_ class: update apps/web/build/mantine-component-styles.ts`);
  return selector;
}

/**
 * Mantine's CSS per component, in the chunk of the code that renders the component: the whole
 * 230 kB stylesheet blocked the first paint of /login (scripts/bundle-budget.mjs holds it at 160 kB).
 * Every component's class map gets an import of its stylesheet from Mantine's public list, so a
 * stylesheet ships exactly where its component does, dependencies included (Button brings
 * UnstyledButton and Loader). The `mantine` CSS layer keeps our own styles on top whatever order
 * the chunks load in. The dev server pre-bundles Mantine, out of this plugin's reach, so it gets
 * the whole stylesheet instead: the same rules, in one file (docs/decisions/140-dependencies-as-published.md).
 *
 * The build fails when a component it renders has no stylesheet in the output, so that a class map
 * Mantine renames is not a page without styles in production while development looks right.
 */
export function mantineComponentStyles({ checkOutput = true }: { checkOutput?: boolean } = {}): Plugin {
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
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!checkOutput) return;
        const css = Object.values(bundle)
          .filter((file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'))
          .map((file) => String(file.source))
          .join('\n');
        const missing = missingStylesheets(
          Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'),
          css,
        );
        if (missing.length > 0)
          this.error(
            `Mantine components in the build without their stylesheet: ${missing.join(', ')}. Did Mantine rename its class maps? Update apps/web/build/mantine-component-styles.ts`,
          );
      },
    },
  };
}

/** The stylesheets that rendered Mantine components need and the output's CSS lacks. */
export function missingStylesheets(chunks: Pick<Rolldown.OutputChunk, 'modules'>[], css: string): string[] {
  const needed = new Set<string>();
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      const name = module.renderedLength > 0 ? stylesheetNeededBy(id) : undefined;
      if (name) needed.add(name);
    }
  }
  return [...needed].filter((name) => !css.includes(`.${firstClassOf(name)}`)).sort();
}
