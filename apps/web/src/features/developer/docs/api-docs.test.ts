import { afterEach, describe, expect, it } from "vitest";
import { countText } from "@/lib/i18n/define-copy";
import { i18next } from "@/lib/i18n/i18n";
import { buildApiDocs, type ApiDocs } from "./api-docs";

afterEach(async () => {
  await i18next.changeLanguage("en");
});

const target = { origin: "https://api.example.test", apiKey: "trk_secret" };

function textOf(docs: ApiDocs, id: string): string {
  const section = docs.sections.find((s) => s.id === id);
  return JSON.stringify(section?.blocks ?? []);
}

function examplesOf(docs: ApiDocs) {
  for (const section of docs.sections) {
    for (const block of section.blocks) if (block.kind === "examples") return block.examples;
  }
  return [];
}

describe("API documentation", () => {
  it("in English: the numbers from the constants, in the reader's format", () => {
    const docs = buildApiDocs(target);
    expect(docs.sections.map((s) => s.title)).toEqual([
      "Introduction",
      "Rate Limits",
      "Endpoint",
      "Code Examples",
      "Best Practices",
    ]);
    expect(textOf(docs, "rate-limits")).toContain("100 requests per hour per API key");
    expect(textOf(docs, "rate-limits")).toContain("Suggested awards: 1-1,000 trophies");
    expect(countText("developer", "rateLimitValue", 100)).toBe("100 requests per hour");
    expect(countText("developer", "dailyCallsBody", 1)).toContain("over the last 1 day (UTC)");
  });

  it("in Spanish: the prose is translated, the code samples stay exactly as written", async () => {
    const english = examplesOf(buildApiDocs(target));
    await i18next.changeLanguage("es");
    const docs = buildApiDocs(target);
    expect(docs.sections[0]?.title).toBe("Introducción");
    expect(textOf(docs, "rate-limits")).toContain("100 solicitudes por hora por clave de API");
    expect(textOf(docs, "endpoint")).toContain("Sí");
    expect(examplesOf(docs)).toEqual(english);
    expect(english.map((e) => e.label)).toEqual(["JavaScript", "Python", "cURL"]);
    expect(countText("developer", "rateLimitValue", 100)).toBe("100 solicitudes por hora");
  });
});
