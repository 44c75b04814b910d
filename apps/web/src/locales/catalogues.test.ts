import { IntlMessageFormat } from "intl-messageformat";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "@trophy/shared/constants";
import { PLATFORM_TEXT_KEYS } from "@trophy/shared/schemas/platform-text";
import { RETENTION_KINDS } from "@trophy/shared/schemas/privacy";
import { describe, expect, it } from "vitest";

/**
 * The catalogues (src/locales/<language>/<namespace>.json): English is the reference; every other
 * language present has every English key and no other, each message parses as ICU and names the
 * same placeholders; and every English key is used by the source.
 */
const LOCALES = dirname(fileURLToPath(import.meta.url));
const SOURCE = join(LOCALES, "..");
type Catalogue = Record<string, string | string[]>;

const read = (language: string, namespace: string): Catalogue =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), "utf8")) as Catalogue;
const languages = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const namespaces = readdirSync(join(LOCALES, "en")).map((file) => file.replace(/\.json$/, ""));
const others = languages.filter((language) => language !== "en");

/** The names a message fills in (`{name}`, `{count, plural, …}`), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat["getAst"]>) => {
    for (const element of elements) {
      // 0 is a literal and 7 a plural's `#` (the parser's TYPE): they name no value.
      const kind: number = element.type;
      if (kind === 0 || kind === 7) continue;
      if ("value" in element && typeof element.value === "string") names.add(element.value);
      if ("options" in element)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, "en", undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}
const texts = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/**
 * Values a translation spells out itself: DEVELOPER_APPROVAL_TIME is English ("1-2 business
 * days"), so the other languages write their own words where English fills it in.
 */
const SPELLED_OUT: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [
    "developer:accountPendingBody",
    "developer:keyAwaitsApprovalBody",
    "developerWebhooks:awaitsApprovalBody",
  ].flatMap((key) => others.map((language) => [`${language} ${key}`, ["approvalTime"]])),
);

describe("the catalogues", () => {
  it("have a language besides English", () => {
    expect(others.length).toBeGreaterThan(0);
  });

  for (const language of languages) {
    describe(language, () => {
      it.each(namespaces)("%s: the same keys as English, each a parsing ICU message", (ns) => {
        const english = read("en", ns);
        const catalogue = read(language, ns);
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
        for (const [key, value] of Object.entries(catalogue)) {
          const source = english[key] ?? "";
          expect(Array.isArray(value), `${ns}:${key} is a list in English`).toBe(
            Array.isArray(source),
          );
          const items = texts(value);
          expect(items.length, `${ns}:${key}'s items`).toBe(texts(source).length);
          items.forEach((text, index) => {
            const spelled = SPELLED_OUT[`${language} ${ns}:${key}`] ?? [];
            expect(placeholders(text), `${language} ${ns}:${key}`).toEqual(
              placeholders(texts(source)[index] ?? "").filter((name) => !spelled.includes(name)),
            );
          });
        }
      });
    });
  }
});

/** The web's source files, without tests and catalogues. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Namespaces whose keys come from elsewhere: the API's error codes, the shared schemas'
 * `<field>.<issue code>`, and the keys of the texts the platform writes (PLATFORM_TEXT_KEYS).
 */
const LOOKED_UP = ["errors", "validation", "platform"];

describe("the languages", () => {
  it("are the account languages, each with its catalogues", () => {
    expect([...languages].sort()).toEqual([...LANGUAGES].sort());
  });
});

describe("the platform's texts", () => {
  it("have exactly the keys the server sends", () => {
    expect(Object.keys(read("en", "platform")).sort()).toEqual([...PLATFORM_TEXT_KEYS].sort());
  });
});

describe("the retention schedule's rows", () => {
  it("are named on the privacy page for every kind the server keeps", () => {
    const named = Object.keys(read("en", "legal")).filter((k) => k.startsWith("retention_"));
    expect(named.sort()).toEqual(RETENTION_KINDS.map((kind) => `retention_${kind}`).sort());
  });
});

describe("every English key", () => {
  // Keys are spelled literally: t("key") with the hook's namespace, t("ns:key") for another one,
  // or a literal in a table of keys. A key built from a prefix (`avatar_${id}`) counts for every
  // key with that prefix. The `errors` and `validation` keys are the API's error codes and
  // `<field>.<issue code>`, looked up from what the server or the form's schema answers.
  const source = sourceFiles(SOURCE)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const prefixes = [...source.matchAll(/`(?:\w+:)?(\w+_)\$\{/g)].map((match) => match[1] ?? "");
  const quoted = new Set(
    [...source.matchAll(/"(?:\w+:)?([\w.-]+)"/g)].map((match) => match[1] ?? ""),
  );

  it.each(namespaces.filter((ns) => !LOOKED_UP.includes(ns)))(
    "of %s is used by the source",
    (ns) => {
      const unused = Object.keys(read("en", ns)).filter(
        (key) => !quoted.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)),
      );
      expect(unused, `unused in ${relative(SOURCE, join(LOCALES, "en", `${ns}.json`))}`).toEqual(
        [],
      );
    },
  );
});
