import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type Serialize = (data: unknown) => string;

/**
 * A body as the cross-check compares it. zod's records drop a key named `__proto__` (a query
 * parameter of that name, refused in a 400's `fields`); fast-json-stringify writes it, which is
 * the more faithful answer, so that one key is left out of the comparison.
 */
const comparable = (body: string): unknown => JSON.parse(body, (key, value: unknown) => (key === '__proto__' ? undefined : value));

/** The zod kinds whose output JSON Schema cannot say (a function runs on the value): zod serialises those. */
const runsCode = new Set(['transform', 'pipe', 'custom', 'lazy', 'promise', 'function']);

/** Whether a function of the schema's runs on the value, anywhere inside it. */
export function runsCodeOnOutput(schema: z.ZodType, seen = new Set<unknown>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (runsCode.has(def.type)) return true;
  const inner = [def.innerType, def.element, def.valueType, def.keyType, def.in, def.out, def.left, def.right, def.rest];
  const shape = def.shape as Record<string, z.ZodType> | undefined;
  const members = [
    ...inner,
    ...((def.options as z.ZodType[] | undefined) ?? []),
    ...((def.items as z.ZodType[] | undefined) ?? []),
    ...Object.values(shape ?? {}),
  ];
  return members.some((member) => member instanceof z.ZodType && runsCodeOnOutput(member, seen));
}

/** The response's JSON Schema: a `Date` is sent as its ISO text, as JSON.stringify sends it. */
export function outputJsonSchemaOf(schema: z.ZodType) {
  return z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
}

/**
 * Responses are written by fast-json-stringify, compiled once per route from the zod response
 * schema (zod's parse plus JSON.stringify was a fifth of a read's CPU). It writes the
 * schema's properties only, so a column a query returns by accident still never reaches the
 * client; a schema that runs code on the value (a transform) keeps zod's serialiser.
 *
 * `crossCheck` (the test suites) also runs zod's serialiser on every response and fails on any
 * difference, so each route test checks that the fast path says what zod would have said.
 */
export function createResponseSerializerCompiler(options: { crossCheck: boolean }): FastifySerializerCompiler<z.ZodType> {
  // Compiled once per schema: every route's 4xx and 5xx share the error schema.
  const compiled = new WeakMap<z.ZodType, Serialize>();
  const fastOf = (schema: z.ZodType) => {
    let fast = compiled.get(schema);
    if (!fast) compiled.set(schema, (fast = fastJson(outputJsonSchemaOf(schema) as Parameters<typeof fastJson>[0]) as Serialize));
    return fast;
  };
  return (route) => {
    const byZod = zodSerializerCompiler(route) as Serialize;
    if (runsCodeOnOutput(route.schema)) return byZod;
    const fast = fastOf(route.schema);
    if (!options.crossCheck) return fast;
    return (data) => {
      const expected = byZod(data);
      const written = fast(data);
      if (!isDeepStrictEqual(comparable(written), comparable(expected)))
        throw new Error(`${route.method} ${route.url} ${route.httpStatus}: fast-json-stringify wrote ${written}, zod ${expected}`);
      return written;
    };
  };
}
