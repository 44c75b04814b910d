import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage } from "./accept-language";

describe("languageFromAcceptLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["pt-BR,pt;q=0.9", "pt-BR"],
    ["pt", "pt-BR"],
    ["pt-PT", "pt-BR"],
    ["es-MX,es;q=0.9,en;q=0.8", "es"],
    ["ES-419", "es"],
    ["fr", "en"],
    ["fr-CA, fr;q=0.9", "en"],
    ["*", "en"],
    ["en-GB", "en"],
  ])("%j is %s", (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it("takes the highest weight we speak, the earlier one on a tie, and never a weight of 0", () => {
    expect(languageFromAcceptLanguage("fr, es;q=0.5, pt;q=0.7")).toBe("pt-BR");
    expect(languageFromAcceptLanguage("en;q=0.3, es;q=0.8")).toBe("es");
    expect(languageFromAcceptLanguage("es;q=0.8, pt;q=0.8")).toBe("es");
    expect(languageFromAcceptLanguage("es;q=0, fr")).toBe("en");
  });

  it("reads nothing from names an object inherits", () => {
    expect(languageFromAcceptLanguage("constructor, __proto__, toString")).toBe("en");
  });
});
