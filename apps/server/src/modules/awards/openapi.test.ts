import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULATED_ERROR_STATUSES } from "@trophy/shared/schemas/api-v1";
import { WEBHOOK_EVENT_TYPES } from "@trophy/shared/constants";
import { createTestApp, inject, type TestApp } from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { issueApiKey } from "../developers/api-keys.service";

let t: TestApp;
let doc: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await inject(t.app, { method: "GET", url: "/api/v1/openapi.json" })).json();
});
afterAll(() => t.close());

type Operation = OpenAPIV3_1.OperationObject;
type Response = OpenAPIV3_1.ResponseObject;
type Examples = Record<string, { summary: string; value: unknown }>;

function operations(): { key: string; method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method,
      path,
      op: op as Operation,
    })),
  );
}

const examplesOf = (response: Response | undefined) =>
  (response?.content?.["application/json"]?.examples ?? {}) as Examples;

/** An operation's path with a real-looking award id, ready to call. */
const urlOf = (path: string) => path.replace("{id}", "0b7d4c1e-5f8a-4a3b-9c2d-6e1f0a9b8c7d");

describe("the OpenAPI document of /api/v1", () => {
  it("is OpenAPI 3.1 with this installation as its server and described tags", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: t.config.publicUrl, description: expect.any(String) }]);
    expect(doc.info.license?.url).toBe(`${t.config.publicUrl}/terms`);
    for (const tag of doc.tags ?? []) expect(tag.description).toBeTruthy();
  });

  it("documents every operation of the API with an id, a summary and a defined tag", () => {
    const keys = operations().map((o) => o.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "POST /api/v1/award-trophies",
        "POST /api/v1/award-trophies/batch",
        "GET /api/v1/awards/{id}",
        "POST /api/v1/awards/{id}/reverse",
        "POST /api/v1/connections",
      ]),
    );
    const tags = new Set((doc.tags ?? []).map((tag) => tag.name));
    const ids = new Set<string>();
    for (const { key, op } of operations()) {
      expect(key.startsWith("GET /api/v1/") || key.startsWith("POST /api/v1/")).toBe(true);
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      ids.add(op.operationId ?? "");
      expect(op.summary, key).toBeTruthy();
      expect(op.description, key).toBeTruthy();
      expect(op.tags?.length, key).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(tags.has(tag), `${key} tag ${tag}`).toBe(true);
    }
    expect(ids.size).toBe(operations().length);
  });

  it("gives every answer the RateLimit headers, 429 Retry-After, and errors their shape and examples", () => {
    for (const { key, op } of operations()) {
      const responses = op.responses as Record<string, Response>;
      for (const status of ["200", "400", "401", "403", "429", "500"])
        expect(responses[status], `${key} ${status}`).toBeDefined();
      for (const status of SIMULATED_ERROR_STATUSES)
        expect(responses[status], `${key} ${status}`).toBeDefined();
      for (const [status, response] of Object.entries(responses)) {
        expect(response.description, `${key} ${status}`).not.toBe("Default Response");
        expect(Object.keys(response.headers ?? {})).toEqual(
          expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]),
        );
        expect(Object.keys(examplesOf(response)).length, `${key} ${status}`).toBeGreaterThan(0);
        if (status.startsWith("2")) continue;
        expect(response.content?.["application/json"]?.schema).toEqual({
          $ref: "#/components/schemas/Error",
        });
        for (const example of Object.values(examplesOf(response)))
          expect(example.value).toEqual({ error: expect.any(String), code: expect.any(String) });
      }
      expect(responses["429"]?.headers?.["Retry-After"]).toEqual({
        $ref: "#/components/headers/Retry-After",
      });
      if (op.requestBody) {
        const body = op.requestBody as OpenAPIV3_1.RequestBodyObject;
        expect(
          Object.keys(body.content["application/json"]?.examples ?? {}).length,
        ).toBeGreaterThan(0);
        expect(responses["413"] && responses["415"], key).toBeTruthy();
      }
      // The key is the security scheme's, not a parameter of its own.
      const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      expect(params.map((p) => p.name)).not.toContain("X-Api-Key");
      expect(params.map((p) => p.name)).toContain("X-Simulate-Error");
    }
    expect(doc.components?.headers?.["Retry-After"]).toMatchObject({ required: true });
    expect(doc.security).toEqual([{ apiKey: [] }]);
  });

  it("has a webhooks section: each event's payload and the Standard Webhooks headers", () => {
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const [type, item] of Object.entries(doc.webhooks ?? {})) {
      const op = (item as OpenAPIV3_1.PathItemObject).post as Operation;
      expect(op.operationId).toBeTruthy();
      expect(op.summary).toBeTruthy();
      const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      expect(params.map((p) => [p.name, p.in, p.required])).toEqual([
        ["webhook-id", "header", true],
        ["webhook-timestamp", "header", true],
        ["webhook-signature", "header", true],
      ]);
      const media = (op.requestBody as OpenAPIV3_1.RequestBodyObject).content["application/json"];
      const ref = (media?.schema as OpenAPIV3_1.ReferenceObject).$ref;
      const schema = doc.components?.schemas?.[ref.split("/").pop() ?? ""];
      expect(schema?.required).toEqual(["type", "timestamp", "livemode", "data"]);
      const [example] = Object.values((media?.examples ?? {}) as Examples);
      expect(example?.value).toMatchObject({ type, livemode: true });
    }
  });
});

describe("the documented errors are what the server answers", () => {
  it("401 without a key, and every simulated error of a test key, on every operation", async () => {
    const { developer } = await developerWithKey(t.app, "Docs Check");
    const testKey = await issueApiKey(t.app.db, t.app.apiKeySecrets, developer.id, "test");
    for (const { key, method, path, op } of operations()) {
      const responses = op.responses as Record<string, Response>;
      const award = { email: "maya.lopez@example.com", amount: 5 };
      const body =
        method !== "post"
          ? undefined
          : path.endsWith("/batch")
            ? { awards: [award] }
            : path.endsWith("/connections")
              ? { code: "K7MX3PQA" }
              : award;
      const call = (headers: Record<string, string>) =>
        inject(t.app, {
          method: method === "get" ? "GET" : "POST",
          url: urlOf(path),
          headers,
          ...(body ? { payload: body } : {}),
        });
      const anonymous = await call({});
      expect(anonymous.statusCode, key).toBe(401);
      expect(Object.values(examplesOf(responses["401"])).map((e) => e.value)).toContainEqual(
        anonymous.json(),
      );
      for (const status of SIMULATED_ERROR_STATUSES) {
        const res = await call({ "x-api-key": testKey, "x-simulate-error": status });
        expect(res.statusCode, `${key} ${status}`).toBe(Number(status));
        const documented = Object.values(examplesOf(responses[status])).map((e) => e.value);
        expect(documented, `${key} ${status}`).toContainEqual(res.json());
        expect(res.headers["ratelimit-limit"]).toBeDefined();
        if (status === "429") expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
  });
});

describe("the interactive reference at /api/v1/docs", () => {
  it("serves Scalar's page, its script and the document, the page's inline script allowed by hash only", async () => {
    const bare = await inject(t.app, { method: "GET", url: "/api/v1/docs" });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe("/api/v1/docs/");

    const page = await t.app.inject({ method: "GET", url: "/api/v1/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('<script src="js/scalar.js">');
    const inline = /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(page.body)?.[1];
    expect(inline).toContain("Scalar.createApiReference");
    const hash = createHash("sha256")
      .update(inline ?? "")
      .digest("base64");
    const policy = String(page.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
    expect(scriptSrc.split(" ")).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(page.headers["cache-control"]).toBe("no-store");

    // Every other page keeps the site's policy.
    const other = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(/script-src ([^;]*)/.exec(String(other.headers["content-security-policy"]))?.[1]).toBe(
      "'self'",
    );

    const script = await t.app.inject({ method: "GET", url: "/api/v1/docs/js/scalar.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/^application\/javascript/);
    const copy = await inject(t.app, { method: "GET", url: "/api/v1/docs/openapi.json" });
    expect(Object.keys(copy.json().paths)).toEqual(Object.keys(doc.paths ?? {}));
  });
});

describe("the reference beside the web client", () => {
  it("answers a browser with Scalar's page, not the web client's", async () => {
    const webRoot = await mkdtemp(path.join(tmpdir(), "trophy-web-"));
    await writeFile(path.join(webRoot, "index.html"), "<!doctype html><title>Web client</title>");
    const web = await createTestApp({}, { webRoot });
    try {
      const browser = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
      const page = await web.app.inject({ method: "GET", url: "/api/v1/docs/", headers: browser });
      expect(page.body).toContain("Scalar.createApiReference");
      const bare = await web.app.inject({ method: "GET", url: "/api/v1/docs", headers: browser });
      expect(bare.statusCode).toBe(301);
      const client = await web.app.inject({ method: "GET", url: "/developer", headers: browser });
      expect(client.body).toContain("Web client");
    } finally {
      await web.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});
