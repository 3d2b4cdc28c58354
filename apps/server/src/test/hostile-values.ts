import fc from 'fast-check';

/**
 * The values an attacker sends instead of the expected ones: NUL and other
 * control characters, huge strings, ids past 2³¹, negative and huge numbers, prototype keys,
 * arrays for objects, deep nesting. Each arbitrary is JSON-serialisable.
 */

const INT32_MAX = 2_147_483_647;

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    INT32_MAX,
    INT32_MAX + 1,
    2 ** 32,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    -1e21,
    1e308,
    -1e308,
    0.5,
    -0.0001,
    5e-324,
  ),
  fc.integer(),
  fc.integer({ min: INT32_MAX - 2, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 10 }), controlCharacter, fc.string({ maxLength: 10 })).map(([a, c, b]) => a + c + b),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'laura.martin@acme.test\u0000',
    '\u0000@acme.test',
    '\u001b[31m',
    '\r\nSet-Cookie: x=1',
    '\uD800',
    '\uDFFF\uD800',
    '\u202Eevil',
    '2147483648',
    '-1',
    '1e309',
    'NaN',
    'Infinity',
    '0x7fffffff',
    '99999999999999999999',
    ' ',
    '',
    'null',
    'true',
    '[]',
    '{}',
    "' or 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    '%',
    '\\',
    '${7*7}',
    '{{7*7}}',
    '__proto__',
    'constructor',
    'ES9121000418450200051332',
    '12345678Z',
    '😀'.repeat(50),
  ),
  fc.integer({ min: 1_000, max: 200_000 }).chain((n) => fc.constantFrom('a', 'ñ', '\u0000', '9', '😀').map((c) => c.repeat(n))),
);

/** `{"__proto__": …}` as an own key, the way JSON.parse makes it (an object literal would set the prototype). */
const protoKeyed = (inner: unknown) =>
  JSON.parse(`{"__proto__": ${JSON.stringify(inner)}, "constructor": {"prototype": {"isAdmin": true}}}`) as Record<string, unknown>;

/** Nesting deep enough to hurt a recursive validator, shallow enough for JSON.stringify. */
const deeplyNested = fc.integer({ min: 50, max: 3_000 }).chain((depth) =>
  fc.constantFrom('array', 'object').map((kind) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
    return value;
  }),
);

/** Any JSON value of a shape the route does not expect. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [null], [[]], [{}]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hostileString.map((s) => protoKeyed({ isAdmin: true, role: 'company-admin', s })) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: fc.array(hostileNumber, { maxLength: 3 }) },
);

/** A key a client should never be able to smuggle into a record or an object. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'role', 'companyId', 'userId', 'fixedSalary', 'id', ''),
  hostileString.filter((s) => s.length < 300),
);
