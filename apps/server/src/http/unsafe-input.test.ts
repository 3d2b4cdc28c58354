import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, findUnsafeInput } from './unsafe-input';

const body = { digitsAreNumbers: false };
const path = { digitsAreNumbers: true };

describe('input no route can store', () => {
  it('passes ordinary forms, tabs and line breaks, and digits in body text', () => {
    expect(findUnsafeInput({ firstName: 'Laura', note: 'a\tb\r\nc', securityNumber: '281234567840', items: [{ month: 1, price: 30_000 }] }, body)).toBeNull();
    expect(findUnsafeInput({ id: '2147483647', year: '2027' }, path)).toBeNull();
    expect(findUnsafeInput(undefined, body)).toBeNull();
    expect(findUnsafeInput(Buffer.from([0, 1, 2]), body)).toBeNull();
  });

  it('names the field of a NUL or control character, in values and keys', () => {
    expect(findUnsafeInput({ firstName: 'Laura\u0000' }, body)).toEqual({ field: 'firstName', message: 'validation.controlCharacters' });
    expect(findUnsafeInput([{ a: 'ok' }, { b: ['x', 'y\u001b'] }], body)).toMatchObject({ field: '1.b.1' });
    expect(findUnsafeInput({ info: { 'k\u0000': 1 } }, body)).toMatchObject({ field: 'info.k?', message: 'validation.controlCharacters' });
    expect(findUnsafeInput('text\u0000', body)).toMatchObject({ field: '_' });
  });

  it('refuses numbers an int4 column cannot hold, in a body and as digits in a path', () => {
    expect(findUnsafeInput({ ids: [1, 2 ** 31] }, body)).toEqual({ field: 'ids.1', message: 'validation.invalid' });
    expect(findUnsafeInput({ n: -(2 ** 31) }, body)).toMatchObject({ field: 'n', message: 'validation.invalid' });
    expect(findUnsafeInput({ n: 1e300 }, body)).toMatchObject({ field: 'n' });
    expect(findUnsafeInput({ n: Infinity }, body)).toMatchObject({ field: 'n' });
    expect(findUnsafeInput({ id: '2147483648' }, path)).toMatchObject({ field: 'id', message: 'validation.invalid' });
    expect(findUnsafeInput({ id: '9'.repeat(400) }, path)).toMatchObject({ field: 'id' });
  });

  it('names the first bad field in document order', () => {
    expect(findUnsafeInput({ a: 'x\u0000', b: 2 ** 40 }, body)).toMatchObject({ field: 'a' });
  });

  it('refuses nesting past the bound without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnsafeInput(deep, body)).toMatchObject({ message: 'validation.invalid' });
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i += 1) ok = [ok];
    expect(findUnsafeInput(ok, body)).toBeNull();
  });
});
