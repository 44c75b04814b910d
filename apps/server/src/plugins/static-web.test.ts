import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers";
import { holdDatabase } from "../../test/hold-database";
import { PRESSURE_SAMPLE_MS, PRESSURE_WARM_UP_MS } from "./overload";

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const APP_JS = "console.log('a script long enough to be worth compressing');\n".repeat(40);
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "trophy-web-"));
  await mkdir(path.join(webRoot, "assets"));
  await writeFile(path.join(webRoot, "index.html"), "<!doctype html><div id=root></div>");
  await writeFile(path.join(webRoot, "assets", "app.js"), APP_JS);
  // What the build writes beside each asset.
  await writeFile(path.join(webRoot, "assets", "app.js.br"), brotliCompressSync(APP_JS));
  await writeFile(path.join(webRoot, "assets", "app.js.gz"), gzipSync(APP_JS));
  await writeFile(path.join(webRoot, "manifest.webmanifest"), "{}");
  // A page the build prerendered for its own path.
  await mkdir(path.join(webRoot, "auth", "login"), { recursive: true });
  await writeFile(
    path.join(webRoot, "auth", "login", "index.html"),
    "<!doctype html><div id=root><h1>Sign In</h1></div>",
  );
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, accept: string, encoding?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { accept, ...(encoding ? { "accept-encoding": encoding } : {}) },
  });

describe("web client and history fallback", () => {
  it("serves index.html to browser navigations, API paths included", async () => {
    for (const url of [
      "/",
      "/student/history?tab=giftcards",
      "/auth/login/",
      "/auth/verify-email/some-token",
    ]) {
      const res = await get(url, HTML);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("serves a prerendered page for its exact path, and index.html around it", async () => {
    for (const url of ["/auth/login", "/auth/login?next=1"]) {
      const page = await get(url, HTML);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body, url).toContain("<h1>Sign In</h1>");
    }
    const elsewhere = await get("/auth/login/more", HTML);
    expect(elsewhere.body).toContain("<div id=root></div>");
    const api = await t.app.inject({
      method: "POST",
      url: "/auth/login",
      headers: { accept: "application/json" },
      payload: {},
    });
    expect(api.headers["content-type"]).toMatch(/application\/json/);
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

describe("compression and caching of the web client", () => {
  it("sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip", async () => {
    const br = await get("/assets/app.js", "*/*", "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await get("/assets/app.js", "*/*", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await get("/assets/app.js", "*/*", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it("lets browsers keep hashed assets for a year and revalidate everything else", async () => {
    const asset = await get("/assets/app.js", "*/*", "br");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const manifest = await get("/manifest.webmanifest", "*/*");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    for (const url of ["/", "/index.html", "/student/offerings"]) {
      const page = await get(url, HTML);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
  });
});

describe("the web client on a busy server", () => {
  it("answers its files and index.html with 200 while the server reports pressure", async () => {
    const own = await createTestApp({ OVERLOAD_POOL_WAIT_MS: "150" }, { webRoot });
    let release: (() => Promise<void>) | undefined;
    try {
      const student = await signInAs(own.app, "student");
      await new Promise((r) => setTimeout(r, PRESSURE_WARM_UP_MS));
      release = await holdDatabase(own);
      const waiting = own.database.query("SELECT 1");
      await new Promise((r) => setTimeout(r, 150 + 3 * PRESSURE_SAMPLE_MS));

      const api = await own.app.inject({
        url: "/api/students/trophies",
        headers: { accept: "application/json", ...student.headers },
      });
      expect(api.statusCode).toBe(503);
      expect(api.json()).toMatchObject({ code: "server_busy" });
      for (const [url, accept] of [
        ["/", HTML],
        ["/index.html", HTML],
        ["/student/history", HTML],
        ["/auth/verify-email/some-token", HTML],
        ["/assets/app.js", "*/*"],
        ["/manifest.webmanifest", "*/*"],
      ] as const) {
        const res = await own.app.inject({ url, headers: { accept } });
        expect(res.statusCode, url).toBe(200);
      }
      await release();
      release = undefined;
      await waiting;
    } finally {
      await release?.();
      await own.close();
    }
  });

  it("sends a page to nothing else when the browser leaves before index.html is sent", async () => {
    const own = await createTestApp({}, { webRoot });
    try {
      await own.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = own.app.server.address() as AddressInfo;
      // Each connection asks for a page and is gone at once; a route answering the path after
      // the browser left would make the file's headers throw (an unhandled rejection).
      for (let i = 0; i < 20; i++) {
        const socket = net.connect(port, "127.0.0.1");
        socket.on("error", () => undefined);
        socket.write(`GET /student/history HTTP/1.1\r\nHost: x\r\nAccept: ${HTML}\r\n\r\n`);
        socket.resetAndDestroy();
      }
      await new Promise((r) => setTimeout(r, 300));
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/`, { headers: { accept: HTML } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on("error", reject);
      });
      expect(status).toBe(200);
    } finally {
      await own.close();
    }
  });
});
