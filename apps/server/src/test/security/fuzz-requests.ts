import fc from 'fast-check';
import { z } from 'zod';
import { hostileString, hostileValue } from '../hostile-values';
import { arbitraryFor } from '../zod-arbitrary';
import { mutatedExample } from '../mutate-example';
import type { FuzzExample, FuzzInput } from './fuzz-inputs';

export interface FuzzRequest {
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

/** The fields of a params object schema; any other schema (or none) has none to fill. */
const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> => (schema instanceof z.ZodObject ? schema.shape : {});

/** Path segments as a browser would not send them: broken escapes, dots, separators. */
const rawSegment = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%00',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  '%ZZ',
  '+',
  '%20',
  '1%00',
  '-1',
  '0',
  '1e3',
  '0x1f',
  '2147483648',
  '99999999999999999999999',
);

/** Percent-encodes the UTF-8 bytes (encodeURIComponent throws on a lone surrogate; this sends U+FFFD's bytes). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0').toUpperCase()}`))
    .join('');

function segmentOf(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return encode(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return encode(String(value));
  return encode(JSON.stringify(value) ?? '');
}

function queryOf(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `q=${segmentOf(value)}`;
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined) parts.push(`${encode(key)}=${segmentOf(item)}`);
  }
  return parts.join('&');
}

const rawQuery = fc.constantFrom(
  '%',
  'a=%E0%A4%A',
  '__proto__[role]=company-admin',
  'constructor[prototype][x]=1',
  'year=1&year=2',
  'a[b][c][d][e][f]=1',
  '=',
  '&&&',
  'token',
  'x=%00',
);

/** Bodies that are not the JSON the route expects: broken JSON, other media types, nothing at all. */
const rawBody: fc.Arbitrary<{ payload?: string; contentType?: string }> = fc.oneof(
  fc.record({
    payload: fc.constantFrom(
      '{',
      '{"a":',
      '[',
      'nul',
      '"\u0000"',
      '{"__proto__":{"role":"company-admin"}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '',
      ' ',
      '\u0000',
      '1e999',
    ),
    contentType: fc.constant('application/json'),
  }),
  fc.record({
    payload: hostileString,
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/xml',
      'application/json; charset=utf-16',
      'application/octet-stream',
    ),
  }),
  fc.constant({}),
);

/** Multipart uploads that go wrong in every way a parser meets: no boundary, cut short, many parts, odd names. */
const multipartBody: fc.Arbitrary<{ payload: Buffer; contentType: string }> = fc
  .record({
    boundary: fc.oneof(fc.constant('flexplanfuzz'), fc.constant(''), fc.string({ maxLength: 80 })),
    declared: fc.constantFrom('same', 'none', 'other', 'quoted'),
    filename: fc.oneof(
      fc.constant('nomina.pdf'),
      hostileString.filter((s) => s.length < 5_000),
    ),
    head: fc.constantFrom(
      '%PDF-1.4\n',
      '\x89PNG\r\n\x1a\n',
      'GIF89a',
      '\xff\xd8\xff',
      '',
      'MZ',
      '<svg onload=alert(1)>',
      '%PDF-1.4\n/JS (app.alert(1))\n/OpenAction',
    ),
    size: fc.integer({ min: 0, max: 4_000 }),
    parts: fc.integer({ min: 0, max: 3 }),
    truncate: fc.option(fc.integer({ min: 0, max: 200 })),
    fieldName: fc.constantFrom('file', 'files', '', '__proto__'),
  })
  .map(({ boundary, declared, filename, head, size, parts, truncate, fieldName }) => {
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${head}${'x'.repeat(size)}\r\n`;
    let payload = Buffer.from(`${part.repeat(parts)}--${boundary}--\r\n`, 'latin1');
    if (truncate !== null) payload = payload.subarray(0, Math.max(0, payload.length - truncate - 10));
    const header = { same: `; boundary=${boundary}`, none: '', other: '; boundary=not-the-one', quoted: `; boundary="${boundary}"` }[declared];
    return { payload, contentType: `multipart/form-data${header}` };
  });

/**
 * Requests for one route: every path parameter, the query and the body generated from the
 * route's schema with hostile leaves, or replaced wholesale by something that is not that shape.
 */
export function fuzzRequests(url: string, input: FuzzInput, example?: FuzzExample): fc.Arbitrary<FuzzRequest> {
  const fromSchema = schemaRequests(url, input);
  if (!example) return fromSchema;
  return fc.oneof({ weight: 3, arbitrary: fromSchema }, { weight: 2, arbitrary: exampleRequests(url, input, example) });
}

function withPath(url: string, values: Record<string, string>, query: string, body: { payload?: string | Buffer; contentType?: string }): FuzzRequest {
  const path = url.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? '');
  return {
    url: query ? `${path}?${query}` : path,
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
    headers: body.contentType ? { 'content-type': body.contentType } : {},
  };
}

/** The route's valid example with one thing wrong in the query or the body (its path stays valid, so the case reaches the service). */
function exampleRequests(url: string, input: FuzzInput, example: FuzzExample): fc.Arbitrary<FuzzRequest> {
  const params = Object.fromEntries(Object.entries(example.params ?? {}).map(([k, v]) => [k, segmentOf(v)]));
  const query = example.query ? fc.oneof(fc.constant(example.query), mutatedExample(example.query)).map(queryOf) : fc.constant('');
  const body =
    example.body !== undefined && input.body !== 'multipart'
      ? mutatedExample(example.body).map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' }))
      : fc.constant({});
  return fc.tuple(query, body).map(([q, b]) => withPath(url, params, q, b));
}

function schemaRequests(url: string, input: FuzzInput): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const paramShape = shapeOf(input.params);
  const params = fc.tuple(
    ...paramNames.map((name) =>
      fc.oneof(
        { weight: 5, arbitrary: (paramShape[name] ? arbitraryFor(paramShape[name]) : hostileValue).map(segmentOf) },
        { weight: 1, arbitrary: rawSegment },
      ),
    ),
  );
  const query = input.query ? fc.oneof({ weight: 5, arbitrary: arbitraryFor(input.query).map(queryOf) }, { weight: 1, arbitrary: rawQuery }) : fc.constant('');
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> =
    input.body === 'multipart'
      ? fc.oneof({ weight: 5, arbitrary: multipartBody }, { weight: 1, arbitrary: rawBody })
      : input.body
        ? fc.oneof(
            { weight: 5, arbitrary: arbitraryFor(input.body).map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })) },
            { weight: 1, arbitrary: rawBody },
          )
        : fc.constant({});
  return fc.tuple(params, query, body).map(([values, q, b]) => withPath(url, Object.fromEntries(paramNames.map((name, i) => [name, values[i]!])), q, b));
}
