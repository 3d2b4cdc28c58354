import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformOf } from './plugin-transform.ts';
import { mantineStableIds } from './mantine-stable-ids.ts';

const hooksRoot = join(dirname(createRequire(import.meta.url).resolve('@mantine/hooks')), '..');
const useIdFile = join(hooksRoot, 'esm/use-id/use-id.mjs');

const transform = transformOf(mantineStableIds());

describe('Mantine ids kept from React (no second render at once per mount)', () => {
  it("swaps Mantine's id for a random one only where React has none", () => {
    const result = transform(readFileSync(useIdFile, 'utf8'), useIdFile);
    expect(result?.code).toContain('if (!reactId) setUuid(randomId());');
    expect(result?.code).not.toMatch(/^\s*setUuid\(randomId\(\)\);$/m);
  });

  it('fails the build when an upgrade changes the hook', () => {
    expect(() => transform('export function useId() {}', useIdFile)).toThrow(/mantine-stable-ids/);
  });

  it('leaves every other module alone', () => {
    expect(transform('setUuid(randomId());', join(hooksRoot, 'esm/use-uncontrolled/use-uncontrolled.mjs'))).toBeNull();
  });
});
