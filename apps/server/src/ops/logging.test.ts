import { describe, expect, it } from "vitest";
import { redactedUrl } from "./logging";

describe("redactedUrl", () => {
  it("keeps the route of every link that carries a token, never the token", () => {
    for (const route of [
      "/auth/verify-email/",
      "/auth/reset-password/",
      "/auth/unsubscribe/",
      "/api/sse/balance-updates/",
    ]) {
      expect(redactedUrl(`${route}s3cr3t-token.part?x=1`)).toBe(`${route}[redacted]?x=1`);
    }
  });

  it("leaves other paths as they are", () => {
    expect(redactedUrl("/api/students/trophies?limit=20")).toBe("/api/students/trophies?limit=20");
    expect(redactedUrl("/api/v1/awards/abc")).toBe("/api/v1/awards/abc");
  });
});
