import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, inject, type TestApp } from "../../../test/helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the reference and the client libraries", () => {
  it("names both clients and links to their install and first award", async () => {
    const res = await inject(t.app, { method: "GET", url: "/api/v1/openapi.json" });
    const doc = res.json();
    const page = `${t.config.publicUrl}/developer/documentation#client-libraries`;
    expect(doc.externalDocs).toEqual({ description: expect.any(String), url: page });
    expect(doc.info.description).toContain("npm install @trophy/client");
    expect(doc.info.description).toContain("pip install trophy-rewards");
    expect(doc.info.description).toContain(`](${page})`);
  });
});
