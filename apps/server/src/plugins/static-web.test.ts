import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers";

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "trophy-web-"));
  await mkdir(path.join(webRoot, "assets"));
  await writeFile(path.join(webRoot, "index.html"), "<!doctype html><div id=root></div>");
  await writeFile(path.join(webRoot, "assets", "app.js"), "console.log(1)");
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, accept: string) =>
  t.app.inject({ method: "GET", url, headers: { accept } });

describe("web client and history fallback", () => {
  it("serves index.html to browser navigations, API paths included", async () => {
    for (const url of [
      "/",
      "/student/history?tab=giftcards",
      "/auth/login",
      "/auth/verify-email/some-token",
    ]) {
      const res = await get(url, HTML);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("serves static files as they are", async () => {
    const res = await get("/assets/app.js", "*/*");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
  });

  it("lets JSON calls reach the API on the same paths", async () => {
    const verify = await get("/auth/verify-email/some-token", "application/json");
    expect(verify.statusCode).toBe(400);
    expect(verify.json().error).toContain("Invalid or expired");
    const missing = await get("/api/nothing-here", "application/json");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toContain("Not found");
    expect(missing.json().code).toBe("not_found");
  });

  it("sends security headers", async () => {
    const res = await get("/", HTML);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
