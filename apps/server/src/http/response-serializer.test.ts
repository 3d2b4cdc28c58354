import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler, runsCodeOnOutput } from './response-serializer';

const compile = (schema: z.ZodType, crossCheck = false) =>
  createResponseSerializerCompiler({ crossCheck })({ schema, method: 'GET', url: '/api/x', httpStatus: '200' }) as (data: unknown) => string;

const contract = z.object({
  id: z.number().int(),
  name: z.string(),
  signedAt: z.date().nullable(),
  note: z.string().optional(),
  items: z.array(z.object({ cents: z.number().int(), kind: z.enum(['food', 'health']) })),
  byLanguage: z.record(z.string(), z.string()),
  status: z.discriminatedUnion('state', [z.object({ state: z.literal('cart') }), z.object({ state: z.literal('signed'), at: z.string() })]),
});

const row = {
  id: 7,
  name: 'Seguro "médico"\n',
  signedAt: new Date('2026-03-01T09:30:00.000Z'),
  items: [{ cents: 12345, kind: 'health', secret: 'x' }],
  byLanguage: { es: 'Comida', ca: 'Menjar' },
  status: { state: 'signed', at: '2026-03-01' },
  passwordHash: '$argon2id$…',
};

describe('response serialiser', () => {
  it('writes what zod would, dates as ISO text, and nothing the schema does not name', () => {
    const written = compile(contract)(row);
    expect(JSON.parse(written)).toEqual({
      id: 7,
      name: 'Seguro "médico"\n',
      signedAt: '2026-03-01T09:30:00.000Z',
      items: [{ cents: 12345, kind: 'health' }],
      byLanguage: { es: 'Comida', ca: 'Menjar' },
      status: { state: 'signed', at: '2026-03-01' },
    });
    expect(written).not.toContain('passwordHash');
    expect(written).not.toContain('secret');
    expect(compile(contract, true)(row)).toBe(written);
  });

  it('writes null and leaves out an absent optional field', () => {
    const written = JSON.parse(compile(contract)({ ...row, signedAt: null, status: { state: 'cart' } }));
    expect(written.signedAt).toBeNull();
    expect(written).not.toHaveProperty('note');
    expect(written.status).toEqual({ state: 'cart' });
  });

  it('refuses a response without a required field rather than sending it incomplete', () => {
    const { name: _name, ...withoutName } = row;
    expect(() => compile(contract)(withoutName)).toThrow(/name/);
  });

  it('keeps zod for a schema that runs code on the value', () => {
    const centsAsText = z.codec(z.string(), z.number().int(), { decode: Number, encode: String });
    const withCodec = z.object({ cents: centsAsText });
    expect(runsCodeOnOutput(withCodec)).toBe(true);
    expect(runsCodeOnOutput(contract)).toBe(false);
    expect(compile(withCodec)({ cents: 1250 })).toBe('{"cents":"1250"}');
  });

  it('in cross-check mode fails where the fast path and zod disagree', () => {
    // zod refuses a string in a number field; the fast path would have coerced it.
    expect(() => compile(z.object({ cents: z.number() }), true)({ cents: '12' })).toThrow();
  });
});
