import { describe, expect, it } from "vitest";
import { formatSimple } from "./icu-format";
import { i18next } from "./i18n";

describe("ICU messages", () => {
  it("formats simple ones without the ICU library: arguments and quoting", () => {
    expect(formatSimple("Avatar: {name}", { name: "Cat" })).toBe("Avatar: Cat");
    expect(formatSimple("{name}'s progress", { name: "Kim" })).toBe("Kim's progress");
    expect(formatSimple("a body '{'type'}' and '{id}'", {})).toBe("a body {type} and {id}");
    expect(formatSimple("It''s", {})).toBe("It's");
    expect(formatSimple("{count, number} calls", { count: 2 })).toBeNull();
    expect(formatSimple("Hello {name}", {})).toBeNull();
  });

  it("formats plurals and numbers in each language", async () => {
    expect(i18next.t("common:trophyCount", { count: 1 })).toBe("1 trophy");
    expect(i18next.t("common:trophyCount", { count: 1000 })).toBe("1,000 trophies");
    await i18next.changeLanguage("es");
    expect(i18next.t("common:trophyCount", { count: 1 })).toBe("1 trofeo");
    expect(i18next.t("common:trophyCount", { count: 25000 })).toBe("25.000 trofeos");
    expect(i18next.t("common:trophyCount", { count: 1_000_000 })).toBe("1.000.000 trofeos");
    await i18next.changeLanguage("en");
  });
});
