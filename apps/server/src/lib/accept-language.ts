import { DEFAULT_LANGUAGE, type Language } from "@trophy/shared/constants";

/**
 * Each language an account may have, by the primary subtag of a browser's tag: every Portuguese
 * (pt, pt-PT, pt-BR) reads the Brazilian texts and every Spanish (es-MX, es-419…) the Spanish
 * ones, which are closer to the reader than English is.
 */
const BY_PRIMARY_SUBTAG = new Map<string, Language>([
  ["en", "en"],
  ["es", "es"],
  ["pt", "pt-BR"],
]);

/**
 * The account language that best matches an Accept-Language header (RFC 9110 §12.5.4): the
 * highest-weighted tag we can serve, the earlier one on a tie; else the default. Only for a
 * client that sent no `language` of its own.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges = header
    .split(",")
    .slice(0, 50)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params
        .map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1])
        .find(Boolean);
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const language = BY_PRIMARY_SUBTAG.get(tag.split("-")[0] ?? "");
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
