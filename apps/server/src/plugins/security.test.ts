import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers";

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  http = await createTestApp({ PUBLIC_URL: "http://192.168.1.20:3000" });
  https = await createTestApp({ PUBLIC_URL: "https://rewards.example.com" });
});
afterAll(async () => {
  await http.close();
  await https.close();
});

const headersOf = async (t: TestApp, url: string) => (await t.app.inject({ url })).headers;

describe("transport security headers", () => {
  it("sends neither HSTS nor upgrade-insecure-requests when PUBLIC_URL is http://", async () => {
    for (const url of ["/health", "/api/users/profile", "/no-such-page"]) {
      const headers = await headersOf(http, url);
      expect(headers, url).not.toHaveProperty("strict-transport-security");
      const policy = String(headers["content-security-policy"]);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).not.toContain("upgrade-insecure-requests");
    }
  });

  it("sends both when PUBLIC_URL is https://", async () => {
    for (const url of ["/health", "/api/users/profile", "/no-such-page"]) {
      const headers = await headersOf(https, url);
      expect(headers["strict-transport-security"], url).toMatch(/^max-age=\d+/);
      expect(String(headers["content-security-policy"]), url).toContain(
        "upgrade-insecure-requests",
      );
    }
  });
});
