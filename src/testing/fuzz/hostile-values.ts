import fc from 'fast-check';

// Values a hostile or broken client sends, for the request fuzzer (src/testing/fuzz/fuzz-run.ts).

export const KB = 1024;

/** Characters that break naive code: lone surrogates, direction marks, zero-width, emoji, NUL. */
export const TRICKY_CHARS = [
  '\ud800',
  '\udfff',
  '\u202e',
  '\u200f',
  '\u200b',
  '\ufeff',
  '\u2028',
  '\u0000',
  '\u001b',
  '\r\n',
  'e\u0301',
  '😀',
  '👩‍👩‍👧',
  'ﷺ',
  '𝕏',
  '<',
  '"',
  "'",
  '\\',
  '%',
  '&',
  '=',
  '@',
  '.',
  ' ',
] as const;

/** Long strings, including the old e-mail pattern's worst case, at 64 KB and 250 KB. */
export const hugeString = fc
  .tuple(
    fc.constantFrom(64 * KB, 250 * KB),
    fc.constantFrom(
      (n: number) => `a@${'.'.repeat(n)} `,
      (n: number) => 'a'.repeat(n),
      (n: number) => `${'a.'.repeat(n / 2)}@`,
      (n: number) => '😀'.repeat(n / 2),
      (n: number) => '\u0000'.repeat(n),
      (n: number) => ' '.repeat(n),
      (n: number) => '1'.repeat(n),
    ),
  )
  .map(([n, make]) => make(n));

export const trickyString = fc.oneof(
  fc.constantFrom(...TRICKY_CHARS),
  fc.string({ unit: fc.constantFrom(...TRICKY_CHARS), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '9007199254740993',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    'a@b.c',
    'a\u0000@example.com',
    'Tom\u0000',
    '2026-02-30',
    '25:61',
    'true',
  ),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value, small. */
export const smallJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  trickyString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(trickyString, hostileNumber), { maxLength: 3 }),
  fc.dictionary(trickyString, trickyString, { maxKeys: 3 }),
);

/** A value to put where the schema expects something else. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: trickyString },
  { weight: 2, arbitrary: hugeString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: smallJson },
);

/** Raw JSON text a parser must survive: deep nesting, prototype keys, huge numbers, bad syntax. */
export const hostileJsonText = fc.oneof(
  fc.constantFrom(10_000, 100_000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc
    .constantFrom('a', 'constructor', '__proto__')
    .map((key) => `${`{"${key}":`.repeat(10_000)}1${'}'.repeat(10_000)}`),
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true,"roles":["administrator"]}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":1e309}',
    `{"a":${'9'.repeat(5000)}}`,
    '{"a":1,"a":2}',
    '{',
    '}',
    '[',
    '"just a string"',
    '123',
    'null',
    'true',
    '',
    ' ',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    "{'a':1}",
    '{"a":undefined}',
    '<xml/>',
    'a=1&b=2',
  ),
);

/** Bytes that are not UTF-8, for raw bodies. */
export const invalidUtf8 = fc.constantFrom(
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xe0, 0xa4]), Buffer.from('"}')]),
);

/** Percent-encoding a URL parser must refuse or survive. */
export const badPercent = fc.constantFrom(
  '%',
  '%%',
  '%2',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  '%00',
  '%u0041',
  '%ED%A0%80',
  '%F0%9F%98',
  '%2e%2e%2f',
  '..%2f..%2f',
);

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json, text/html',
  'x',
  '',
] as const;
