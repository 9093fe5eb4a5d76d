import type { SeededRandom } from './seeded-random.js';

/** Strings that have broken servers: control characters, encodings, injections, sizes. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'Ana\u0000Silva',
  '\ud800',
  'a\udfffb',
  '\u202eevil',
  '\ufeffbom',
  '\u0085\u2028\u2029',
  '\r\n\r\nInjected: header',
  '\u001b[31mred',
  '😀'.repeat(50),
  'ß'.repeat(3000),
  "' OR 1=1 --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'null',
  'undefined',
  'true',
  '-1',
  '1e309',
  '0x10',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '1900-01-01',
  '2000-01-01T00:00:00Z',
  'a@b',
  'a@example.com',
  `${'x'.repeat(250)}@example.com`,
  'test-recaptcha-pass',
  'passport',
  'YP_Identification',
  'US_Expat_Review',
  'submitted',
  '{"query":"{ serviceStatus { apiVersion } }"}',
  '[]',
  '123-45-6789',
];

export const hostileInts: readonly number[] = [
  0,
  -1,
  1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  0.5,
  -0,
];

/** A string that is long, sometimes past the body limit (1 MB) so the 413 path is walked too. */
export function longString(random: SeededRandom): string {
  const length = random.pick([1_000, 20_000, 200_000, 1_100_000]);
  return random.pick(['a', '\u0000', 'é', '😀', '<']).repeat(length / 2);
}

/** `allowLong` only where the value is sent once: a long string repeated in a list would swamp the fuzzer itself. */
export function hostileString(random: SeededRandom, allowLong = false): string {
  if (allowLong && random.chance(0.05)) return longString(random);
  const base = random.pick(hostileStrings);
  return random.chance(0.2) ? `${base}${random.pick(hostileStrings)}` : base;
}

/** Nesting far deeper than any form: `[[[…]]]` or `{"a":{"a":…}}`. */
export function deeplyNested(random: SeededRandom): unknown {
  // Deeper still is sent as text (http-requests.ts): building it as objects would overflow our own stack.
  const depth = random.pick([50, 500, 2_000]);
  let value: unknown = random.pick([null, 'x', 1]);
  const asArray = random.chance(0.5);
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** Any JSON value, of any type: what a client sends when it does not follow the schema. */
export function hostileJson(random: SeededRandom, depth = 0): unknown {
  const choice = random.int(0, depth > 2 ? 5 : 9);
  switch (choice) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick(hostileInts);
    case 3:
    case 4:
    case 5:
      return hostileString(random, depth === 0);
    case 6:
      return random.chance(0.1)
        ? Array.from({ length: 1_000 }, () => random.pick(hostileInts))
        : Array.from({ length: random.int(0, 3) }, () => hostileJson(random, depth + 1));
    case 7:
      return deeplyNested(random);
    default: {
      const object: Record<string, unknown> = {};
      // Own properties, as JSON.parse makes them: a key named `__proto__` (a hostile string can be
      // one) set by assignment would change the prototype, or throw on an inherited read-only one.
      const own = (key: string, value: unknown) =>
        Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      for (let index = random.int(0, 4); index > 0; index -= 1) {
        own(hostileString(random).slice(0, 40), hostileJson(random, depth + 1));
      }
      if (random.chance(0.2)) own('__proto__', { polluted: true });
      return object;
    }
  }
}
