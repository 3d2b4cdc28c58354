import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformOf } from './plugin-transform.ts';
import { mantineAppShellMount } from './mantine-app-shell-mount.ts';

const coreRoot = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
const resizingFile = join(coreRoot, 'esm/components/AppShell/use-resizing/use-resizing.mjs');

const transform = transformOf(mantineAppShellMount());

describe("the AppShell's resizing state not set again on mount", () => {
  it('sets it only on later changes of the transition', () => {
    const result = transform(readFileSync(resizingFile, 'utf8'), resizingFile);
    expect(result?.code).toContain('if (isMounted.current) setResizing(true);');
    expect(result?.code).toContain('const isMounted = useRef(false);');
  });

  it('fails the build when an upgrade changes the hook', () => {
    expect(() => transform('export function useResizing() {}', resizingFile)).toThrow(/mantine-app-shell-mount/);
  });
});
