import type { Language } from "@trophy/shared/constants";
import { EN, type MailCatalogue } from "./en";
import { ES } from "./es";
import { PT_BR } from "./pt-br";

/** Every account language has its catalogue: a language added to LANGUAGES fails here until it does. */
export const MAIL_CATALOGUES: Record<Language, MailCatalogue> = { en: EN, es: ES, "pt-BR": PT_BR };

export type MailKey = keyof typeof EN;

/** The `{name}`s of an English sentence, read from its literal type. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;
type Value = string | number;
type ParamsOf<K extends MailKey> = Record<Placeholders<(typeof EN)[K]>, Value>;
/** No argument for a sentence without placeholders, all of them for one with. */
type ParamArgs<K extends MailKey> = [Placeholders<(typeof EN)[K]>] extends [never]
  ? []
  : [params: ParamsOf<K>];

/** The keys said in plural forms: `<base>_one` and `<base>_other` both exist. */
export type PluralKey = {
  [K in MailKey]: K extends `${infer B}_other` ? (`${B}_one` extends MailKey ? B : never) : never;
}[MailKey];
type PluralParams<B extends PluralKey> = Record<
  Exclude<
    Placeholders<(typeof EN)[`${B}_one` & MailKey] | (typeof EN)[`${B}_other` & MailKey]>,
    "count"
  >,
  Value
>;
type PluralArgs<B extends PluralKey> = [keyof PluralParams<B>] extends [never]
  ? []
  : [params: PluralParams<B>];

export const PLACEHOLDER = /\{(\w+)\}/g;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Fills the template in one pass, so a value that itself holds `{…}` (a title someone typed) is
 * left as it was written; the literal parts go through `literal` (HTML escaping, or nothing).
 */
function fill(
  template: string,
  value: (name: string) => string,
  literal: (part: string) => string,
): string {
  let out = "";
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    out += literal(template.slice(last, match.index)) + value(match[1] ?? "");
    last = match.index + match[0].length;
  }
  return out + literal(template.slice(last));
}

export interface MailTexts {
  language: Language;
  /** The sentence `key`, its placeholders filled (numbers formatted for the language). */
  t<K extends MailKey>(key: K, ...params: ParamArgs<K>): string;
  /** The plural sentence `base` for `count` (its `{count}` formatted for the language). */
  count<B extends PluralKey>(base: B, count: number, ...params: PluralArgs<B>): string;
  /**
   * The sentence `key` as HTML: its own words escaped, each placeholder replaced by the HTML
   * given for it (a link).
   */
  html<K extends MailKey>(key: K, params: Record<Placeholders<(typeof EN)[K]>, string>): string;
  /** The greeting by name, or without one. */
  greeting(name: string | null): string;
}

/** The sentences of `language`'s e-mails. */
export function mailTexts(language: Language): MailTexts {
  const catalogue = MAIL_CATALOGUES[language];
  const numbers = new Intl.NumberFormat(language);
  const plurals = new Intl.PluralRules(language);
  const show = (v: Value | undefined, name: string) => {
    if (v === undefined) throw new Error(`mail text: no value for {${name}}`);
    return typeof v === "number" ? numbers.format(v) : v;
  };
  const render = (key: MailKey, params: Partial<Record<string, Value>>) =>
    fill(
      catalogue[key],
      (name) => show(params[name], name),
      (part) => part,
    );
  return {
    language,
    t: (key, ...[params]) => render(key, params ?? {}),
    count: (base, count, ...[params]) => {
      const form = plurals.select(count) === "one" ? "one" : "other";
      return render(`${base}_${form}` as MailKey, { ...params, count });
    },
    html: (key, params) =>
      fill(
        catalogue[key],
        (name) => show((params as Partial<Record<string, string>>)[name], name),
        escapeHtml,
      ),
    greeting: (name) => (name ? render("greeting", { name }) : catalogue.greetingNoName),
  };
}
