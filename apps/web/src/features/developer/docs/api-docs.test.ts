import { afterEach, describe, expect, it } from "vitest";
import { i18next } from "@/lib/i18n/i18n";
import { buildApiDocs, type ApiDocs } from "./api-docs";

afterEach(async () => {
  await i18next.changeLanguage("en");
});

const target = {
  origin: "https://api.example.test",
  apiKey: "trk_secret",
  testApiKey: "trk_test_secret",
};

function textOf(docs: ApiDocs, id: string): string {
  const section = docs.sections.find((s) => s.id === id);
  return JSON.stringify(section?.blocks ?? []);
}

/** Every code sample of the documentation, in order. */
function codeOf(docs: ApiDocs): string[] {
  return docs.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.kind === "code"
        ? [block.code]
        : block.kind === "examples"
          ? block.examples.map((e) => e.code)
          : [],
    ),
  );
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
      "Client Libraries",
      "Batches",
      "Reversal",
      "Sandbox",
      "Webhooks",
      "Best Practices",
    ]);
    expect(textOf(docs, "rate-limits")).toContain("100 requests per hour per developer");
    expect(textOf(docs, "rate-limits")).toContain("Test keys have their own 1,000 per hour");
    expect(textOf(docs, "batches")).toContain("awards 1 to 100 items in one call");
    expect(textOf(docs, "reversal")).toContain("in the last 7 days");
    expect(textOf(docs, "introduction")).toContain("https://api.example.test/api/v1/docs");
    expect(textOf(docs, "rate-limits")).toContain("Suggested awards: 1-1,000 trophies");
    expect(i18next.t("developer:rateLimitValue", { count: 100 })).toBe("100 requests per hour");
    expect(i18next.t("developer:dailyCallsBody", { count: 1 })).toContain(
      "over the last 1 day (UTC)",
    );
  });

  it("in Spanish: the prose is translated, the code samples stay exactly as written", async () => {
    const english = examplesOf(buildApiDocs(target));
    const englishCode = codeOf(buildApiDocs(target));
    await i18next.changeLanguage("es");
    const docs = buildApiDocs(target);
    expect(docs.sections[0]?.title).toBe("Introducción");
    expect(textOf(docs, "rate-limits")).toContain("100 solicitudes por hora por desarrollador");
    expect(textOf(docs, "endpoint")).toContain("Sí");
    expect(textOf(docs, "sandbox")).toContain("propio límite de 1000 por hora");
    expect(docs.sections.map((s) => s.title)).toContain("Entorno de pruebas");
    expect(examplesOf(docs)).toEqual(english);
    expect(codeOf(docs)).toEqual(englishCode);
    expect(english.map((e) => e.label)).toEqual(["JavaScript", "Python", "cURL"]);
    expect(i18next.t("developer:rateLimitValue", { count: 100 })).toBe("100 solicitudes por hora");
  });

  it("uses the developer's keys in the examples, and placeholders for the PDF", () => {
    const live = codeOf(buildApiDocs({ ...target, exampleKey: "live" })).join("\n");
    expect(live).toContain("X-API-Key: trk_secret");
    expect(live).toContain("X-API-Key: trk_test_secret");
    expect(live).toContain("X-Simulate-Error: 429");
    const shared = codeOf(
      buildApiDocs({ origin: target.origin, apiKey: null, exampleKey: "live" }),
    ).join("\n");
    expect(shared).not.toContain("trk_secret");
    expect(shared).toContain("YOUR_API_KEY");
    expect(shared).toContain("YOUR_TEST_API_KEY");
  });

  it("gives the award and reversal examples the test key until the live one is chosen", () => {
    const firstRun = buildApiDocs(target);
    const examples = examplesOf(firstRun).map((e) => e.code);
    for (const code of examples) {
      expect(code).toContain("trk_test_secret");
      expect(code).not.toContain('"trk_secret"');
      expect(code).not.toContain("X-API-Key: trk_secret");
    }
    expect(textOf(firstRun, "reversal")).toContain("X-API-Key: trk_test_secret");
    expect(textOf(firstRun, "code-examples")).toContain("These examples use your test key");
    const noKeys = examplesOf(buildApiDocs({ origin: target.origin, apiKey: null }));
    expect(noKeys.map((e) => e.code).join("\n")).toContain("X-API-Key: YOUR_TEST_API_KEY");
    const chosen = buildApiDocs({ ...target, exampleKey: "live" });
    expect(
      examplesOf(chosen)
        .map((e) => e.code)
        .join("\n"),
    ).toContain("X-API-Key: trk_secret");
    expect(textOf(chosen, "code-examples")).toContain("These examples use your live API key");
  });

  it("shows how to verify a webhook signature in JavaScript, Python and the shell", () => {
    const docs = buildApiDocs(target);
    const blocks = docs.sections.find((s) => s.id === "webhooks")?.blocks ?? [];
    const samples = blocks.flatMap((b) => (b.kind === "code" ? [b] : []));
    expect(samples.map((b) => b.label)).toEqual([
      "Payload of award.created",
      "JavaScript (Node.js, standardwebhooks)",
      "Python (standard library)",
      "Shell (openssl, curl)",
    ]);
    const code = JSON.stringify(samples);
    expect(code).toContain('from \\"standardwebhooks\\"');
    expect(code).toContain("hmac.compare_digest");
    expect(code).toContain("openssl dgst -sha256 -mac HMAC");
    for (const header of ["webhook-id", "webhook-timestamp", "webhook-signature"])
      expect(textOf(docs, "webhooks")).toContain(header);
  });

  it("installs each client library and makes a first award in under ten lines", () => {
    const section = buildApiDocs(target).sections.find((s) => s.id === "client-libraries");
    const examples = section?.blocks.flatMap((b) => (b.kind === "examples" ? b.examples : []));
    expect(examples?.map((e) => e.label)).toEqual(["TypeScript", "Python"]);
    const [typescript, python] = examples ?? [];
    expect(typescript?.code).toContain("npm install @trophy/client");
    expect(typescript?.code).toContain(
      'new TrophyClient({ apiKey: "trk_test_secret", baseUrl: "https://api.example.test" })',
    );
    expect(python?.code).toContain("pip install trophy-rewards");
    expect(python?.code).toContain('TrophyClient("trk_test_secret", "https://api.example.test")');
    for (const example of examples ?? []) {
      expect(example.code.trim().split("\n").length).toBeLessThan(10);
      expect(example.code).toContain("student@example.com");
    }
    const live = buildApiDocs({ ...target, exampleKey: "live" }).sections.find(
      (s) => s.id === "client-libraries",
    );
    const liveCode = live?.blocks.flatMap((b) => (b.kind === "examples" ? b.examples : []));
    expect(liveCode?.[0]?.code).toContain('apiKey: "trk_secret"');
    expect(liveCode?.[1]?.code).toContain('TrophyClient("trk_secret"');
  });
});
