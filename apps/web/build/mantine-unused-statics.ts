import type { Plugin } from 'vite';

const mantineFile = /[\\/]@mantine[\\/][a-z]+[\\/]esm[\\/].+\.mjs$/;
const displayName = /^\w+\.displayName = "@mantine\/[^"]*";$/gm;
/** The components whose group statics are dropped, with the lines that attach them. */
const groupStatics = [
  {
    file: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Button[\\/]Button\.mjs$/,
    lines: ['Button.Group = ButtonGroup;', 'Button.GroupSection = ButtonGroupSection;'],
  },
  {
    file: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ActionIcon[\\/]ActionIcon\.mjs$/,
    lines: ['ActionIcon.Group = ActionIconGroup;', 'ActionIcon.GroupSection = ActionIconGroupSection;'],
  },
];
const appFile = /[\\/]apps[\\/]web[\\/]src[\\/].+\.tsx?$/;
const groupStaticUse = /\b(?:Button|ActionIcon)\.Group(?:Section)?\b/;

/**
 * Mantine attaches statics to its components at the top level of their modules: every one gets a
 * `displayName` (React DevTools' label), and Button and ActionIcon get their `Group` and
 * `GroupSection`. The bundler keeps a module's top-level assignments, so a page with a Button
 * also downloaded ButtonGroup and ButtonGroupSection, their class maps and stylesheets, though
 * the app shows no button group. The build drops those lines; it fails if Mantine's
 * code no longer has them (an upgrade should be looked at, not silently left heavy) and if the
 * app starts using a group static it would find missing.
 */
export function mantineUnusedStatics(): Plugin {
  return {
    name: 'flexplan:mantine-unused-statics',
    apply: 'build',
    transform(code, id) {
      if (appFile.test(id) && !id.includes('node_modules')) {
        if (groupStaticUse.test(code))
          this.error(
            `${id} uses Button.Group or ActionIcon.Group, which the build drops: import ButtonGroup or ActionIconGroup instead (apps/web/build/mantine-unused-statics.ts)`,
          );
        return null;
      }
      if (!mantineFile.test(id)) return null;
      let result = code.replace(displayName, '');
      const statics = groupStatics.find(({ file }) => file.test(id));
      if (statics) {
        if (result === code) this.error(`${id} no longer names its component as expected: update apps/web/build/mantine-unused-statics.ts`);
        for (const line of statics.lines) {
          if (!result.includes(line)) this.error(`${id} no longer has \`${line}\`: update apps/web/build/mantine-unused-statics.ts`);
          result = result.replace(line, '');
        }
      }
      return result === code ? null : { code: result, map: null };
    },
  };
}
