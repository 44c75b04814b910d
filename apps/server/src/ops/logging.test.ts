import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers";
import { pathParams, routeTable } from "../fuzz/route-table";
import { redactedUrl } from "./logging";

const TOKEN = "s3cr3t-token.part";

describe("redactedUrl", () => {
  it("keeps the route of every link that carries a token, never the token", () => {
    for (const route of [
      "/auth/verify-email/",
      "/auth/reset-password/",
      "/auth/unsubscribe/",
      "/api/sse/balance-updates/",
      "/api/consent/",
      "/consent/",
    ]) {
      expect(redactedUrl(`${route}${TOKEN}?x=1`)).toBe(`${route}[redacted]?x=1`);
    }
    expect(redactedUrl(`/api/consent/${TOKEN}/accept`)).toBe("/api/consent/[redacted]/accept");
  });

  it("leaves other paths as they are", () => {
    expect(redactedUrl("/api/students/trophies?limit=20")).toBe("/api/students/trophies?limit=20");
    expect(redactedUrl("/api/v1/awards/abc")).toBe("/api/v1/awards/abc");
  });
});

describe("every route the server answers with a token in its path", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("is logged without its token", () => {
    const withToken = routeTable(t.app).filter((r) => pathParams(r.url).includes("token"));
    expect(withToken.map((r) => r.url)).toContain("/api/consent/:token/accept");
    for (const route of withToken) {
      const url = route.url.replace(":token", TOKEN).replace(/:(\w+)/g, "x");
      expect(redactedUrl(`${url}?a=b`), `${route.method} ${route.url}`).not.toContain(TOKEN);
    }
  });
});
