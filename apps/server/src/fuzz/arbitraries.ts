import fc from "fast-check";

/**
 * Malformed inputs: wrong types, huge and negative numbers, long and odd Unicode strings, nested
 * objects, arrays and nulls. Each arbitrary mixes fast-check's random values with a few
 * hand-picked ones that have broken servers before.
 */

const oddStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF\uD800",
  "\u202Eevil",
  "\u200B\u200D\uFEFF",
  "🏆".repeat(500),
  "x".repeat(10_000),
  "ǅ̶̧̛͔̦̹̦̫̭̬̪͓̙̂̓̏̂̋̍̒͐̚͝",
  "'; DROP TABLE users; --",
  "../../etc/passwd",
  "%00",
  "%",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "0x10",
  "1_000",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "gc_",
  "gc___",
  "gc_x_10_0",
  "gc_x_1e300_1e300",
  "gc_x_-1_-1",
  "gc_\u0000_1_1",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "2024-02-31",
  "0000-01-01",
  "275760-09-13",
  "batch_",
  "csv",
  "json",
  "student",
  "admin",
  "all",
];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...oddStrings),
  // A plausible word with a character that text columns or URLs handle badly.
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.constantFrom("\u0000", "\uD800", "%", "\n"),
    )
    .map(([word, odd]) => `${word}${odd}${word}`),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ maxLength: 3000 }),
);

const oddNumbers = [
  0,
  -0,
  -1,
  0.001,
  0.5,
  1.5,
  10_000.01,
  1_000_001,
  1e12,
  1e300,
  -1e300,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
];

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...oddNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a few levels deep. */
export const jsonish: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    oddNumber,
    oddString,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(oddString, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** A value nested far deeper than any schema expects. */
export const deepNesting = fc
  .integer({ min: 50, max: 2000 })
  .map((depth) => JSON.parse(`${"[".repeat(depth)}1${"]".repeat(depth)}`) as unknown);

/** A field's value: sometimes a plausible one (so a request gets past its other fields), else odd. */
export function fieldValue(plausible: unknown[]): fc.Arbitrary<unknown> {
  const odd = fc.oneof(jsonish, oddNumber, oddString, fc.constant(null), deepNesting);
  return plausible.length > 0
    ? fc.oneof(
        { arbitrary: fc.constantFrom(...plausible), weight: 2 },
        { arbitrary: odd, weight: 3 },
      )
    : odd;
}
