import { createHash } from "node:crypto";
import swagger from "@fastify/swagger";
import scalar from "@scalar/fastify-api-reference";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { OpenAPIV3_1 } from "openapi-types";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import {
  API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE,
  API_RATE_LIMIT_PER_HOUR,
  API_TEST_RATE_LIMIT_PER_HOUR,
  AWARD_BATCH_MAX,
} from "@trophy/shared/constants";
import { completeContract } from "./openapi-contract";

/** The tags the routes use, each with what it groups; the interactive reference orders by them. */
export const API_TAGS = [
  {
    name: "Awards",
    description:
      "Give trophies to students, one by one or in batches of up to " +
      `${AWARD_BATCH_MAX}, look an award up and reverse it within 7 days.`,
  },
  {
    name: "Connections",
    description:
      "Connect your app to a student with the one-time code they give you, and award them by your pseudonym for them, without ever handling their e-mail.",
  },
  {
    name: "Webhooks",
    description:
      "What your endpoints receive when your app's awards are made or reversed, or a student's connection to it ends, signed per Standard Webhooks.",
  },
];

/** The web client's documentation page, whose Client Libraries section installs each client. */
const clientLibrariesPage = (publicUrl: string) =>
  `${publicUrl}/developer/documentation#client-libraries`;

const description = (publicUrl: string) => `Award trophies to students from your app's server.

Authenticate every call with an API key in the \`X-API-Key\` header. A live key (\`trk_…\`) moves real balances; a test key (\`trk_test_…\`) works against your sandbox, where any e-mail is a sandbox student and nothing real changes; answers say which with \`livemode\`. With a test key, \`X-Simulate-Error: 404|409|422|429\` answers that error as a real call would.

Limits: ${API_RATE_LIMIT_PER_HOUR} live calls per hour per developer (all your live keys together; a batch is one call), ${API_TEST_RATE_LIMIT_PER_HOUR.toLocaleString("en-US")} test calls per hour, and a daily trophy budget; past ${API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE} calls with an unknown key in a minute, an address is refused whatever key it sends until the minute ends. Every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; a 429 carries \`Retry-After\`.

Errors are \`{"error": "…", "code": "…"}\`: \`error\` a sentence for people, \`code\` a stable identifier for programs.

Client libraries make these calls for you, with an idempotency key on every award, retries that wait for \`Retry-After\`, errors carrying the \`code\`, and webhook signature checks: TypeScript (\`npm install @trophy/client\`, Node.js 20.3+) and Python (\`pip install trophy-rewards\`, Python 3.9+, no dependencies). Install and a first award with each: [Client Libraries](${clientLibrariesPage(publicUrl)}) on the Documentation page.`;

/** The path of the interactive reference inside /api/v1. */
const DOCS_PREFIX = "/docs";
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The reference page starts Scalar with one inline script. Rather than allow inline scripts, its
 * page alone gets that script's hash added to the site's script-src (plugins/security.ts).
 */
function allowInlineScripts(reply: FastifyReply, html: string): void {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy !== "string" || hashes.length === 0) return;
  void reply.header(
    "content-security-policy",
    policy.replace(
      /script-src ([^;]*)/,
      (_m, sources: string) => `script-src ${sources} ${hashes.join(" ")}`,
    ),
  );
}

/**
 * The OpenAPI 3.1 document of the award API at /api/v1/openapi.json, generated from the zod schemas
 * its routes validate with and completed by openapi-contract.ts, and the interactive reference
 * (Scalar) at /api/v1/docs. Registered inside the /api/v1 plugin only, so it documents that API.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Trophy Rewards award API",
        version: "1.0.0",
        description: description(app.config.publicUrl),
        termsOfService: `${app.config.publicUrl}/terms`,
        license: { name: "Trophy Rewards terms of use", url: `${app.config.publicUrl}/terms` },
      },
      externalDocs: {
        description: "Client libraries for TypeScript and Python",
        url: clientLibrariesPage(app.config.publicUrl),
      },
      servers: [
        {
          url: app.config.publicUrl,
          description: "This installation: live and test keys both call it",
        },
      ],
      tags: API_TAGS,
      components: {
        securitySchemes: {
          apiKey: {
            type: "apiKey",
            in: "header",
            name: "X-API-Key",
            description:
              "Your live key (`trk_…`) or test key (`trk_test_…`), from the API Keys page",
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      "openapiObject" in document
        ? completeContract(document.openapiObject as Partial<OpenAPIV3_1.Document>)
        : document.swaggerObject,
  });
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  // The reference's page and script are the API's own, not the web client's (plugins/static-web.ts).
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(`${app.prefix}${DOCS_PREFIX}`))
      route.config = { ...route.config, servesPage: true };
  });
  await app.register(scalar, {
    routePrefix: DOCS_PREFIX,
    logLevel: "warn",
    configuration: {
      pageTitle: "Trophy Rewards award API reference",
      // The web client's icon, rather than the browser asking for a /favicon.ico there is none of.
      favicon: "/favicon.svg",
      // Nothing leaves for Scalar's servers: no font downloads, no usage reports, no AI agent
      // (which searches Scalar's registry through Scalar's proxy).
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      showDeveloperTools: "never",
      authentication: { preferredSecurityScheme: "apiKey" },
    },
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.routeOptions.url === `${app.prefix}${DOCS_PREFIX}/` && typeof payload === "string")
      allowInlineScripts(reply, payload);
    return payload;
  });
}
