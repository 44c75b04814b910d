import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { IntlMessageFormat } from "intl-messageformat";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LOCALES = path.resolve(HERE, "../../src/locales");
/** The shared schemas and rules: their messages are English, and the forms show them. */
const SHARED = path.resolve(HERE, "../../../../packages/shared/src");

type Catalogue = Record<string, string | string[]>;
type Ast = ReturnType<IntlMessageFormat["getAst"]>;

/** Every message of a language, by `namespace:key`; a list's items as `key.0`, `key.1`… */
function messagesOf(language: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of readdirSync(path.join(LOCALES, language))) {
    const namespace = file.replace(/\.json$/, "");
    const catalogue = JSON.parse(
      readFileSync(path.join(LOCALES, language, file), "utf8"),
    ) as Catalogue;
    for (const [key, value] of Object.entries(catalogue)) {
      if (Array.isArray(value))
        value.forEach((item, i) => messages.set(`${namespace}:${key}.${String(i)}`, item));
      else messages.set(`${namespace}:${key}`, value);
    }
  }
  return messages;
}

/**
 * The literal runs of a message: the text between its arguments, and inside each branch of its
 * plurals and selects, each run on its own. A message without arguments is one run.
 */
function literalRuns(message: string): { runs: string[]; whole: boolean } {
  const runs: string[] = [];
  let whole = true;
  const walk = (elements: Ast) => {
    let run = "";
    for (const element of elements) {
      // The parser's TYPE: 0 is a literal, 5 a select, 6 a plural.
      const kind: number = element.type;
      if (kind === 0 && "value" in element && typeof element.value === "string") {
        run += element.value;
        continue;
      }
      whole = false;
      runs.push(run);
      run = "";
      if ((kind === 5 || kind === 6) && "options" in element)
        for (const option of Object.values(element.options)) walk(option.value);
    }
    runs.push(run);
  };
  walk(new IntlMessageFormat(message, "en", undefined, { ignoreTag: true }).getAst());
  return { runs: runs.map((r) => r.replace(/\s+/g, " ").trim()).filter(Boolean), whole };
}

const words = (text: string) => text.split(" ").filter((w) => /\p{L}/u.test(w)).length;

/** The package's source files, tests left out. */
function sharedSources(directory = SHARED): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sharedSources(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

/**
 * The English texts the shared schemas and rules write (their validation messages, the password
 * checklist): the literal runs of their string and template literals, by file.
 */
function sharedMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of sharedSources()) {
    const source = readFileSync(file, "utf8");
    const literals = [...source.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)];
    literals.forEach((match, i) => {
      const text = match[1] ?? match[2] ?? "";
      text.split(/\$\{[^}]*\}/).forEach((run, j) => {
        // A sentence for people: it starts with a capital (or follows a value), has lower-case
        // words and no code's braces; "stock: null", "{error, code}" and brands are left out.
        const sentence =
          (j > 0 || /^\p{Lu}/u.test(run)) &&
          /(^|\s)\p{Ll}{2,}(\s|$)/u.test(run) &&
          !/[{}<>]/.test(run);
        if (sentence && words(run) >= 2)
          messages.set(`shared:${path.relative(SHARED, file)}#${String(i)}.${String(j)}`, run);
      });
    });
  }
  return messages;
}

/** An English text of the catalogue to look for on a screen, and the key it comes from. */
export interface Fragment {
  text: string;
  key: string;
  /** A one-word message: only a whole line or a whole label counts, not a word in a sentence. */
  alone: boolean;
}

/**
 * The English catalogue's texts that a screen in `language` must not show: for each key whose
 * message differs in `language`, its literal runs (between arguments) of 12 or more characters or
 * of two or more words, and a message without arguments whole (one word only as a whole line);
 * and the same runs of the shared schemas' and rules' English messages, which the forms show.
 * A fragment that the language's own catalogue also has (a brand, "Total", "E-mail") is left
 * out: it may be there rightly.
 */
export function englishFragments(language: string): Fragment[] {
  const english = messagesOf("en");
  const target = messagesOf(language);
  const theirs = [...target.values()].join("\n");
  const fragments = new Map<string, Fragment>();
  const sources = [
    ...[...english].map(([key, message]) => ({ key, message, ...literalRuns(message) })),
    ...[...sharedMessages()].map(([key, message]) => ({
      key,
      message,
      runs: [message],
      whole: false,
    })),
  ];
  for (const { key, message, runs, whole } of sources) {
    if (target.get(key) === message) continue;
    for (const run of runs) {
      const text = run.replace(/^[\s:;,.(—–-]+|[\s:;,(—–-]+$/g, "");
      const alone = whole && words(text) === 1;
      const long = text.length >= 12 || (words(text) >= 2 && text.length >= 8);
      if (!(whole ? words(text) >= 1 && text.length >= 3 : long)) continue;
      if (theirs.includes(text) || fragments.has(text)) continue;
      fragments.set(text, { text, key, alone });
    }
  }
  return [...fragments.values()];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The fragments a screen's texts contain: as words of a text, or a one-word one as a whole line. */
export function englishOn(texts: readonly string[], fragments: readonly Fragment[]): Fragment[] {
  const lines = new Set(texts.flatMap((t) => t.split("\n")).map((l) => l.trim()));
  const all = texts.join("\n");
  return fragments.filter((fragment) => {
    if (fragment.alone) return lines.has(fragment.text);
    if (!all.includes(fragment.text)) return false;
    const before = /^[\p{L}\p{N}]/u.test(fragment.text) ? "(?<![\\p{L}\\p{N}])" : "";
    const after = /[\p{L}\p{N}]$/u.test(fragment.text) ? "(?![\\p{L}\\p{N}])" : "";
    return new RegExp(`${before}${escape(fragment.text)}${after}`, "u").test(all);
  });
}
