import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineUnusedStatics } from './mantine-unused-statics.ts';
import { transformOf } from './plugin-transform.ts';

const coreRoot = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
const installed = (file: string) => {
  const path = join(coreRoot, 'esm/components', file);
  return { path, code: readFileSync(path, 'utf8') };
};

const transform = transformOf(mantineUnusedStatics());

describe("Mantine's unused statics left out of the build", () => {
  it.each(['Button/Button.mjs', 'ActionIcon/ActionIcon.mjs'])('drops the display name and the group statics of the installed %s', (file) => {
    const { path, code } = installed(file);
    const result = transform(code, path)?.code ?? '';
    expect(result).not.toMatch(/\.displayName = "@mantine\//);
    expect(result).not.toMatch(/^\w+\.Group(?:Section)? = /m);
  });

  it("drops every other component's display name", () => {
    const { path, code } = installed('Loader/Loader.mjs');
    expect(code).toMatch(/^Loader\.displayName = "@mantine\/core\/Loader";$/m);
    expect(transform(code, path)?.code).not.toContain('displayName');
  });

  it('fails the build when an upgrade changes the lines it drops', () => {
    const { path, code } = installed('Button/Button.mjs');
    expect(() => transform(code.replace('Button.Group = ButtonGroup;', ''), path)).toThrow(/mantine-unused-statics/);
  });

  it('fails the build when the app uses a dropped static', () => {
    expect(() => transform('<Button.Group />', '/work/apps/web/src/features/x/y.tsx')).toThrow(/ButtonGroup/);
  });
});
