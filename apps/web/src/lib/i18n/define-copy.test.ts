import { afterEach, describe, expect, it } from "vitest";
import { countText, defineCopy } from "./define-copy";
import { i18next, setLanguage } from "./i18n";

const COPY = defineCopy(
  "define-copy-test",
  {
    greeting: "Hello",
    apples_one: "{{count, number}} apple",
    apples_other: "{{count, number}} apples",
  },
  {
    es: {
      greeting: "Hola",
      apples_one: "{{count, number}} manzana",
      apples_other: "{{count, number}} manzanas",
    },
  },
);

afterEach(() => {
  setLanguage("en");
});

describe("defineCopy", () => {
  it("reads each text in the current language", () => {
    expect(COPY.greeting).toBe("Hello");
    setLanguage("es");
    expect(COPY.greeting).toBe("Hola");
  });

  it("pluralises and formats counts for the language, the many form included", () => {
    expect(countText("define-copy-test", "apples", 1)).toBe("1 apple");
    expect(countText("define-copy-test", "apples", 1000)).toBe("1,000 apples");
    setLanguage("es");
    expect(i18next.language).toBe("es");
    expect(countText("define-copy-test", "apples", 1)).toBe("1 manzana");
    expect(countText("define-copy-test", "apples", 25000)).toBe("25.000 manzanas");
    // Spanish's "many" form (round millions) reads the _other text.
    expect(countText("define-copy-test", "apples", 1_000_000)).toBe("1.000.000 manzanas");
  });
});
