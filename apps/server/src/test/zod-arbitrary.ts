import fc from 'fast-check';
import type { z } from 'zod';
import { hostileKey, hostileNumber, hostileString, hostileValue } from './hostile-values';

/**
 * Fast-check arbitraries from a route's zod schema (zod 4), each leaf mixing values the schema
 * accepts with values an attacker sends, so a case reaches past the first refusal into the
 * service and the database. No library maps zod 4 to fast-check, hence this walk of `_zod.def`.
 */

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp; value?: number | bigint; maximum?: number; minimum?: number } } }[];
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  left?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

function numberIn(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = Number(check.value) + (check.value === 0 ? 1 : 0);
    if (check.check === 'less_than') max = Number(check.value);
  }
  return fc.integer({ min: Math.ceil(Math.min(min, max)), max: Math.floor(Math.max(min, max)) });
}

function stringLike(def: Def): fc.Arbitrary<string> {
  const regex = checksOf(def).find((c) => c.format === 'regex')?.pattern;
  if (regex) return fc.stringMatching(regex);
  if (def.format === 'email') return fc.emailAddress();
  const maximum = checksOf(def).find((c) => c.check === 'max_length')?.maximum;
  return fc.string({ maxLength: maximum ?? 40 });
}

/** Values that mostly fit the schema's shape, with hostile leaves (about one in five). */
export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const typed = typedArbitrary(def);
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: hostileValue });
}

function typedArbitrary(def: Def): fc.Arbitrary<unknown> {
  switch (def.type) {
    case 'string':
      return fc.oneof(stringLike(def), hostileString);
    case 'number':
      return fc.oneof(numberIn(def), hostileNumber);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'array':
      return fc.array(arbitraryFor(def.element!), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(arbitraryFor));
    case 'record':
      return fc.dictionary(fc.oneof(fc.string({ maxLength: 20 }), hostileKey), arbitraryFor(def.valueType!), { maxKeys: 5 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(arbitraryFor));
    case 'optional':
      return fc.oneof(fc.constant(undefined), arbitraryFor(def.innerType!));
    case 'nullable':
      return fc.oneof(fc.constant(null), arbitraryFor(def.innerType!));
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return arbitraryFor(def.innerType!);
    case 'pipe':
      return arbitraryFor(def.in!);
    case 'intersection':
      return arbitraryFor(def.left!);
    case 'object':
      return objectArbitrary(def.shape ?? {});
    default:
      return hostileValue;
  }
}

/** Some of the schema's keys (mostly all of them), sometimes with keys it never declared. */
function objectArbitrary(shape: Record<string, z.ZodType>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  const values = fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryFor(shape[k]!)])), { requiredKeys: [] });
  const all = fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryFor(shape[k]!)])));
  const extra = fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 });
  return fc.tuple(fc.oneof({ weight: 3, arbitrary: all }, { weight: 1, arbitrary: values }), fc.option(extra, { freq: 4 })).map(([known, smuggled]) => {
    // Own keys, "__proto__" included, as JSON.parse would make them.
    const target: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(smuggled ?? {})) Object.defineProperty(target, k, { value: v, enumerable: true, writable: true, configurable: true });
    for (const [k, v] of Object.entries(known)) Object.defineProperty(target, k, { value: v, enumerable: true, writable: true, configurable: true });
    return target;
  });
}
