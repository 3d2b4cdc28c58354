import { describe, expect, it } from 'vitest';
import { additionalInfoSchema, boundedRecordSchema } from './bounded-record';

describe('a bounded free-form object', () => {
  it('takes what the forms store', () => {
    const info = { paymentFreq: 'monthly', centerName: 'ESIC', course: 'Máster', questionnaire: 'completed', employee: { questionnaire: 'completed' } };
    expect(additionalInfoSchema.parse(info)).toEqual(info);
  });

  it('refuses too many keys', () => {
    const many = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, 1]));
    expect(additionalInfoSchema.safeParse(many).error?.issues[0]?.message).toBe('validation.tooLong');
  });

  it('refuses a value too long as a whole, nested values included', () => {
    const schema = boundedRecordSchema({ maxKeys: 5, maxJsonLength: 100 });
    expect(schema.safeParse({ a: { b: 'x'.repeat(200) } }).success).toBe(false);
    expect(schema.safeParse({ a: { b: 'x'.repeat(20) } }).success).toBe(true);
  });

  it('refuses an array or a too long key', () => {
    expect(additionalInfoSchema.safeParse(['a']).success).toBe(false);
    expect(additionalInfoSchema.safeParse({ ['k'.repeat(101)]: 1 }).success).toBe(false);
  });
});
