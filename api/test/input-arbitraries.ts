import fc from 'fast-check';

// Inputs a tester (or a script) sends to find a 5xx: a security review's list and their relatives.
const EDGE_TEXT = [
  '',
  ' ',
  'Infinity',
  '-Infinity',
  '+Infinity',
  '1e309',
  '-1e309',
  'NaN',
  '-0',
  '0x10',
  '1e3',
  '1.5',
  '9999999999999',
  '2147483647',
  '2147483648',
  '-2147483649',
  '-1',
  '0',
  'null',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ufeff',
  '\uffff',
  '😀',
  'İstanbul',
  "' OR '1'='1",
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\r\n',
  '\\',
  '*',
  'a'.repeat(5000),
  ' '.repeat(300),
];

// Plausible values, so that some requests pass validation and reach the database.
const PLAUSIBLE_TEXT = ['dementie', 'Utrecht', '3511', 'Regio Utrecht', '/dementie', 'node/12', 'forMyself', 'main'];

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** Text with a character no database column can hold as sent: NUL or a lone surrogate. */
export const poisoned = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom('\u0000', '\ud800', '\udc00', '\udbff'), fc.nat()).map(([value, poison, at]) => {
    const index = value.length === 0 ? 0 : at % (value.length + 1);
    return value.slice(0, index) + poison + value.slice(index);
  });

/** Any text: edge cases, any code points, lone surrogates, numbers written oddly, long text. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_TEXT), weight: 4 },
  { arbitrary: fc.constantFrom(...PLAUSIBLE_TEXT), weight: 2 },
  { arbitrary: poisoned(fc.constantFrom(...PLAUSIBLE_TEXT)), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 20 }), weight: 2 },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: fc.bigInt().map(String), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 1200 }), weight: 1 },
);

/**
 * Percent-encodes text as a raw client could: a lone surrogate becomes its three WTF-8 bytes
 * (encodeURIComponent refuses it), everything else as a browser would send it.
 */
export function encodeAny(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(text[index] ?? '');
    }
  }
  return encoded;
}

/** One query or path value, already encoded; now and then a broken escape sent as is. */
export const anyEncoded: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: anyText.map(encodeAny), weight: 9 },
  { arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00', '%C0%80', '%FF', '+', '%2e%2e'), weight: 1 },
);

/** The parts of a request schema the generators read. */
interface ValueSchema {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  items?: ValueSchema;
  properties?: Record<string, ValueSchema>;
  required?: readonly string[];
}

/** Values for one property: some valid for its schema, some just outside it, most anything. */
function encodedValue(schema: ValueSchema): fc.Arbitrary<string[]> {
  const one = (valid: fc.Arbitrary<string>) =>
    fc.oneof({ arbitrary: valid.map(encodeAny), weight: 2 }, { arbitrary: anyEncoded, weight: 3 });
  if (schema.type === 'array' && schema.items)
    return fc.array(encodedValue(schema.items), { maxLength: 3 }).map((values) => values.flat());
  if (schema.enum) return one(fc.constantFrom(...schema.enum.map(String))).map((value) => [value]);
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = schema.minimum ?? -1e6;
    const max = schema.maximum ?? 1e6;
    const valid = fc.oneof(fc.integer({ min, max }), fc.constantFrom(min - 1, min, max, max + 1));
    return one(valid.map(String)).map((value) => [value]);
  }
  return one(fc.constantFrom(...PLAUSIBLE_TEXT)).map((value) => [value]);
}

/** A query string for a querystring schema: its own keys with odd values, repeated now and then, and strangers. */
export function queryFor(schema: ValueSchema | undefined): fc.Arbitrary<string> {
  const known = Object.entries(schema?.properties ?? {}).map(([key, property]) =>
    fc
      .option(encodedValue(property), { nil: undefined })
      .map((values) => (values ?? []).map((value) => `${encodeURIComponent(key)}=${value}`)),
  );
  const strangers = fc.array(
    fc.tuple(anyEncoded, anyEncoded).map(([key, value]) => [`${key}=${value}`]),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...known), strangers).map(([own, other]) => [...own.flat(), ...other.flat()].join('&'));
}

/** A path for a route pattern (`/a/:id`, `/a/*`), each parameter an odd value for its schema. */
export function pathFor(pattern: string, params: ValueSchema | undefined): fc.Arbitrary<string> {
  const segments = pattern.split('/').map((segment) => {
    if (segment === '*') return fc.array(anyEncoded, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
    if (!segment.startsWith(':')) return fc.constant(segment);
    const property = params?.properties?.[segment.slice(1)] ?? {};
    return encodedValue(property).map((values) => values[0] ?? '');
  });
  return fc.tuple(...segments).map((parts) => parts.join('/'));
}
