import { afterEach, describe, expect, it, vi } from "vitest";
import { formatLocalDate, formatMoney, formatNumber, formatRelativeTime } from "./format";
import { i18next } from "./i18n/i18n";

afterEach(async () => {
  await i18next.changeLanguage("en");
});

const prefer = (languages: string[]) => {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
};

describe("formats in the reader's locale", () => {
  it("takes the browser's region when its language is the UI language", async () => {
    prefer(["en-GB", "en"]);
    expect(formatLocalDate("2026-11-26T12:00:00Z")).toBe("26/11/2026");
    prefer(["en-US"]);
    expect(formatLocalDate("2026-11-26T12:00:00Z")).toBe("11/26/2026");
    prefer(["es-MX"]);
    await i18next.changeLanguage("es");
    expect(formatMoney(5)).toBe(
      new Intl.NumberFormat("es-MX", { style: "currency", currency: "USD" }).format(5),
    );
  });

  it("uses the UI language alone when the browser prefers another one", async () => {
    prefer(["de-DE"]);
    await i18next.changeLanguage("es");
    expect(formatNumber(25000)).toBe("25.000");
  });

  it("says how long ago a moment was", async () => {
    prefer(["en-US"]);
    const now = Date.parse("2026-11-26T12:00:00Z");
    expect(formatRelativeTime("2026-11-26T10:00:00Z", now)).toBe("2 hours ago");
    expect(formatRelativeTime("2026-11-25T12:00:00Z", now)).toBe("yesterday");
    await i18next.changeLanguage("es");
    prefer(["es-ES"]);
    expect(formatRelativeTime("2026-11-26T10:00:00Z", now)).toBe("hace 2 horas");
  });
});
