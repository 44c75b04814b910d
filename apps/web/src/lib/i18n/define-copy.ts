import { i18next } from "./i18n";

type Text = string | readonly string[];
type Texts = Readonly<Record<string, Text>>;

/** The same keys as the English copy, each a text of the same kind, in another language. */
export type Translation<T extends Texts> = {
  readonly [K in keyof T]: T[K] extends string ? string : readonly string[];
};

/**
 * Spanish (and French, Italian...) has a third plural form, "many", for round millions
 * (Intl.PluralRules("es").select(1e6) is "many"). Where a copy gives only `_one` and `_other`,
 * the `_other` text serves for "many" too.
 */
function withManyForms(texts: Readonly<Record<string, Text>>): Record<string, Text> {
  const completed: Record<string, Text> = { ...texts };
  for (const [key, text] of Object.entries(texts)) {
    const many = key.replace(/_other$/, "_many");
    if (many !== key && !(many in completed)) completed[many] = text;
  }
  return completed;
}

/**
 * A feature's copy in every language, under one i18next namespace. Reading `COPY.key` asks
 * i18next for the text in the current language, so components keep reading plain properties and
 * a language switch (which re-renders the app) shows the other language everywhere. English is
 * the source: its keys are the contract, and the type makes every other language complete.
 */
export function defineCopy<const T extends Texts>(
  namespace: string,
  en: T,
  translations: { es: Translation<T> },
): T {
  i18next.addResourceBundle("en", namespace, en, true, true);
  i18next.addResourceBundle("es", namespace, withManyForms(translations.es), true, true);
  return new Proxy(en, {
    get(source, key) {
      if (typeof key !== "string" || !(key in source)) return undefined;
      return i18next.t(key, {
        ns: namespace,
        returnObjects: true,
        keySeparator: false,
        nsSeparator: false,
      });
    },
  });
}

/**
 * A text with a count in the current language's plural form and number format: the namespace
 * holds `<key>_one` and `<key>_other` (and more forms where a language has them), each with
 * `{{count, number}}`.
 */
export function countText(namespace: string, key: string, count: number): string {
  return i18next.t(key, { ns: namespace, count, keySeparator: false, nsSeparator: false });
}
