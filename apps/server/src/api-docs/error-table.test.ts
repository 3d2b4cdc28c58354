import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { statusByCode } from '../plugins/error-handler';

const apiDoc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/api.md');

describe('the error table of docs/api.md', () => {
  it('lists every ErrorCode once, with the status the error handler answers', () => {
    const rows = [...readFileSync(apiDoc, 'utf8').matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| (\d{3}) \|/gm)].map(
      ([, code, status]) => [code, Number(status)] as const,
    );
    expect(rows.length).toBe(new Set(rows.map(([code]) => code)).size);
    expect(Object.fromEntries(rows)).toEqual(statusByCode);
  });
});
