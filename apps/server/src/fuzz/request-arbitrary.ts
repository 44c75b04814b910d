import fc from "fast-check";
import { fieldValue, jsonish, oddNumber, oddString } from "./arbitraries";
import { pathParams, type RouteEntry } from "./route-table";
import type { Target } from "./targets";

/** One generated call: path parameters, query string, body and extra headers, all as sent. */
export interface FuzzRequest {
  url: string;
  payload?: string;
  headers: Record<string, string>;
  remoteAddress: string;
}

/** Values that pass a field's own rule, so that the other fields of a body get checked too. */
export type Plausible = Record<string, unknown[]>;

/** Path segments that percent-decoding or routing could trip over, sent as they are. */
const RAW_SEGMENTS = ["%", "%zz", "%E0%A4%A", "%C0%AF", "%00", "..", "%2F", "%252F", "%FF%FE"];

const headerText = fc.stringMatching(/^[\x20-\x7e]{0,300}$/);

/** The plausible values of a name; `constructor` and friends are names like any other. */
const valuesOf = (plausible: Plausible, name: string) =>
  Object.hasOwn(plausible, name) ? (plausible[name] ?? []) : [];

/** Text of any generated value (objects without a prototype have no toString). */
const text = (v: unknown) => (typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));

/** encodeURIComponent refuses lone surrogates: those go as raw UTF-8 bytes of U+FFFD instead. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
  }
}

function segment(plausible: unknown[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fieldValue(plausible).map((v) => encode(text(v))), weight: 4 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
  );
}

function queryString(keys: string[], plausible: Plausible): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : oddString, weight: 3 },
    { arbitrary: oddString, weight: 1 },
  );
  const value = (k: string) =>
    fc.oneof(
      fieldValue(valuesOf(plausible, k)).map((v) => [text(v)]),
      oddNumber.map((n) => [String(n)]),
      fc.array(oddString, { minLength: 2, maxLength: 3 }),
    );
  const pair = key.chain((k) => value(k).map((vs) => vs.map((v) => `${encode(k)}=${encode(v)}`)));
  return fc
    .array(pair, { maxLength: 4 })
    .map((pairs) => (pairs.length > 0 ? `?${pairs.flat().join("&")}` : ""));
}

type Body = { payload?: string; contentType?: string };

function body(fields: string[], plausible: Plausible): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value),
    contentType: "application/json",
  });
  const values = Object.fromEntries(fields.map((f) => [f, fieldValue(valuesOf(plausible, f))]));
  // Every field present gets a body past "x is required" to the rules behind it; some fields only
  // tries what a missing field does.
  const full = fc.record(values);
  const some = fc.record(values, { requiredKeys: [] });
  const withExtras = fc
    .tuple(some, fc.dictionary(oddString, jsonish, { maxKeys: 3 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
  return fc.oneof(
    { arbitrary: (fields.length > 0 ? full : jsonish).map(json), weight: 4 },
    { arbitrary: (fields.length > 0 ? some : jsonish).map(json), weight: 2 },
    { arbitrary: withExtras.map(json), weight: 1 },
    { arbitrary: jsonish.map(json), weight: 2 },
    {
      arbitrary: fc.record({
        payload: fc.oneof(oddString, fc.constantFrom("{", '{"a":', "[1,]", "\u0000", "{}}")),
        contentType: fc.constantFrom(
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/json; charset=latin1",
          "multipart/form-data; boundary=x",
          "application/xml",
        ),
      }),
      weight: 1,
    },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

/** Calls of one route with malformed (and now and then plausible) parts. */
export function requestArbitrary(
  route: RouteEntry,
  target: Target,
  plausible: Plausible,
): fc.Arbitrary<FuzzRequest> {
  const names = pathParams(route.url);
  const params = fc.tuple(...names.map((n) => segment(valuesOf(plausible, `:${n}`))));
  const hasBody = route.method !== "GET" && route.method !== "HEAD";
  const headers = fc.record(
    Object.fromEntries((target.headers ?? []).map((h) => [h, headerText])),
    { requiredKeys: [] },
  );
  return fc
    .record({
      params,
      query: queryString(target.query ?? [], plausible),
      body: hasBody ? body(target.body ?? [], plausible) : fc.constant<Body>({}),
      headers,
      remoteAddress: fc.ipV4(),
    })
    .map(({ params: values, query, body: b, headers: extra, remoteAddress }) => {
      let i = 0;
      const path = route.url.replace(/:\w+/g, () => values[i++] ?? "");
      return {
        url: `${path}${query}`,
        payload: b.payload,
        headers: { ...extra, ...(b.contentType ? { "content-type": b.contentType } : {}) },
        remoteAddress,
      };
    });
}
