import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstClassOf, mantineComponentStyles, missingStylesheets, stylesheetNeededBy } from './mantine-component-styles.ts';
import { transformOf } from './plugin-transform.ts';

const coreRoot = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
const components = join(coreRoot, 'esm/components');
const transform = transformOf(mantineComponentStyles());
const rendered = (ids: string[]) => [{ modules: Object.fromEntries(ids.map((id) => [id, { renderedLength: 100 }])) }] as never;

describe("Mantine's stylesheets per component", () => {
  it("imports a component's stylesheet where its installed class map is", () => {
    const file = join(components, 'Button/Button.module.css.mjs');
    expect(readFileSync(file, 'utf8')).toContain('m_77c9d27d');
    expect(transform(readFileSync(file, 'utf8'), file)?.code).toMatch(/^import '@mantine\/core\/styles\/Button\.layer\.css';/);
  });

  it('finds a stylesheet for every class map of the installed Mantine', () => {
    const classMaps = readdirSync(join(coreRoot, 'esm'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.module.css.mjs'));
    expect(classMaps.length).toBeGreaterThan(80);
    for (const file of classMaps) {
      const component = file.replace(/^.*[\\/]|\.module\.css\.mjs$/g, '');
      expect(() => firstClassOf(component), file).not.toThrow();
    }
  });

  it("knows which stylesheet a component needs: its folder's, or the nearest enclosing one's", () => {
    expect(stylesheetNeededBy(join(components, 'Button/Button.mjs'))).toBe('Button');
    expect(stylesheetNeededBy(join(components, 'Button/ButtonGroup/ButtonGroup.mjs'))).toBe('Button');
    expect(stylesheetNeededBy(join(components, 'Radio/RadioCard/RadioCard.mjs'))).toBe('RadioCard');
    expect(stylesheetNeededBy(join(components, 'Portal/Portal.mjs'))).toBeUndefined();
    expect(stylesheetNeededBy(join(components, 'Button/Button.module.css.mjs'))).toBeUndefined();
  });

  it('reports a rendered component whose stylesheet is not in the output, as after a renamed class map', () => {
    const ids = [join(components, 'Button/Button.mjs'), join(components, 'Loader/Loader.mjs')];
    const buttonCss = `.${firstClassOf('Button')}{}`;
    expect(missingStylesheets(rendered(ids), `${buttonCss}.${firstClassOf('Loader')}{}`)).toEqual([]);
    expect(missingStylesheets(rendered(ids), buttonCss)).toEqual(['Loader']);
  });
});
