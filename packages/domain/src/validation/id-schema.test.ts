import { describe, expect, it } from 'vitest';
import { MAX_INT4, idParamSchema, idParamsSchema, idSchema } from './id-schema';

describe('ids the database columns can hold', () => {
  it('takes positive whole numbers up to 2³¹ − 1', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(MAX_INT4)).toBe(MAX_INT4);
    expect(idParamSchema.parse('42')).toBe(42);
    expect(idParamsSchema.parse({ id: String(MAX_INT4) })).toEqual({ id: MAX_INT4 });
  });

  it.each([0, -1, 1.5, MAX_INT4 + 1, 2 ** 53, Number.NaN, '1', null])('refuses %s in a body', (value) => {
    const result = idSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.invalid');
  });

  it.each(['0', '-3', '1.5', '2147483648', '9'.repeat(40), 'abc', ''])('refuses "%s" in a path', (value) => {
    expect(idParamSchema.safeParse(value).success).toBe(false);
  });
});
