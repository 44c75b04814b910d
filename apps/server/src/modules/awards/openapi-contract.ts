import type { OpenAPIV3_1 } from "openapi-types";
import { API_RATE_LIMIT_PER_HOUR, API_TEST_RATE_LIMIT_PER_HOUR } from "@trophy/shared/constants";
import { errorResponseSchema } from "@trophy/shared/schemas/common";
import { DEFAULT_ERRORS, OPERATION_EXAMPLES, type Example } from "./openapi-examples";
import { jsonSchema, WEBHOOK_SCHEMAS, WEBHOOKS } from "./openapi-webhooks";

/**
 * Completes the document @fastify/swagger generates from the routes into the contract issue 13
 * asks for: examples of each request, answer and error; the RateLimit headers on every answer and
 * Retry-After on 429; the answers Fastify itself may give (413, 415, 500); one shared Error schema;
 * and the webhooks. What a route declares (operationId, summary, tags, statuses) stays the route's.
 */

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Response = OpenAPIV3_1.ResponseObject;

const RATE_LIMIT_HEADERS: Record<string, OpenAPIV3_1.HeaderObject> = {
  "RateLimit-Limit": {
    description: `Calls allowed per hour: ${API_RATE_LIMIT_PER_HOUR} for live keys (all of a developer's live keys together), ${API_TEST_RATE_LIMIT_PER_HOUR.toLocaleString("en-US")} for test keys. On every answer except a 401, where the key is not known.`,
    schema: { type: "integer" },
    example: API_RATE_LIMIT_PER_HOUR,
  },
  "RateLimit-Remaining": {
    description: "Calls left in the current hour, this one counted. Absent on a 401.",
    schema: { type: "integer", minimum: 0 },
    example: 42,
  },
  "RateLimit-Reset": {
    description: "Seconds until the hourly window starts again. Absent on a 401.",
    schema: { type: "integer", minimum: 0 },
    example: 1260,
  },
};
const RETRY_AFTER: OpenAPIV3_1.HeaderObject = {
  description:
    "Seconds to wait before trying again: until the next hour window, or for the daily trophy budget until the next UTC day.",
  required: true,
  schema: { type: "integer", minimum: 1 },
  example: 1260,
};

/** What an error status means when the route gives no description of its own. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  "400": "Invalid request",
  "401": "Missing, unknown or revoked API key",
  "403": "Developer not validated or suspended",
  "404": "Not found",
  "409": "Conflict",
  "413": "Body larger than 1 MB",
  "415": "Body not sent as application/json",
  "422": "Unprocessable",
  "429": "Hourly rate limit or daily trophy budget exceeded; wait for Retry-After",
  "500": "Unexpected failure; the server logs it with the request id",
};

const headerRef = (name: string): OpenAPIV3_1.ReferenceObject => ({
  $ref: `#/components/headers/${name}`,
});
const errorContent = (examples: Record<string, Example> | undefined) => ({
  "application/json": {
    schema: { $ref: "#/components/schemas/Error" },
    ...(examples ? { examples } : {}),
  },
});

/** Header names as people write them (Fastify reports them lower-cased). */
const canonicalHeader = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase());

function completeParameters(operation: Operation): void {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  // The key travels as the `apiKey` security scheme; a parameter too would ask for it twice.
  operation.parameters = parameters
    .filter((p) => !(p.in === "header" && p.name.toLowerCase() === "x-api-key"))
    .map((p) => (p.in === "header" ? { ...p, name: canonicalHeader(p.name) } : p));
  if (operation.parameters.length === 0) delete operation.parameters;
}

function completeResponses(operation: Operation, key: string): void {
  const examples = OPERATION_EXAMPLES[key];
  const responses = (operation.responses ?? {}) as Record<string, Response>;
  if (operation.requestBody) {
    responses["413"] ??= { description: "" };
    responses["415"] ??= { description: "" };
  }
  responses["500"] ??= { description: "" };
  for (const [status, response] of Object.entries(responses)) {
    const success = status.startsWith("2");
    const generic = !response.description || response.description === "Default Response";
    if (success) {
      if (generic && examples) response.description = examples.success;
      const media = response.content?.["application/json"];
      if (media && examples) media.examples = examples.response;
    } else {
      const code = Number(status);
      if (generic)
        response.description =
          examples?.descriptions?.[code] ?? ERROR_DESCRIPTIONS[status] ?? "Error";
      response.content = errorContent(examples?.errors?.[code] ?? DEFAULT_ERRORS[code]);
    }
    response.headers = {
      ...response.headers,
      ...Object.fromEntries(Object.keys(RATE_LIMIT_HEADERS).map((h) => [h, headerRef(h)])),
      ...(status === "429" ? { "Retry-After": headerRef("Retry-After") } : {}),
    };
  }
  operation.responses = responses;
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const media = body?.content["application/json"];
  if (media && examples?.request) media.examples = examples.request;
}

/**
 * A body the route may omit (a nullish zod schema, `anyOf: [object, null]`) is an optional request
 * body with that object, which is how clients and references expect to read it.
 */
function completeRequestBody(operation: Operation): void {
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const media = body?.content["application/json"];
  const variants = (media?.schema as { anyOf?: { type?: unknown }[] } | undefined)?.anyOf;
  if (!body || !media || !variants?.some((v) => v.type === "null")) return;
  body.required = false;
  const [object] = variants.filter((v) => v.type !== "null");
  if (object && variants.length === 2) media.schema = object as OpenAPIV3_1.SchemaObject;
}

/** zod's integers carry the safe-integer bounds, which say nothing a client needs. */
function withoutSafeIntegerBounds(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(withoutSafeIntegerBounds);
  } else if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    if (record.minimum === Number.MIN_SAFE_INTEGER) delete record.minimum;
    if (record.maximum === Number.MAX_SAFE_INTEGER) delete record.maximum;
    Object.values(record).forEach(withoutSafeIntegerBounds);
  }
}

export function completeContract(document: Partial<Document>): Document {
  const doc = structuredClone(document) as Document;
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!item) continue;
    for (const method of ["get", "post", "put", "patch", "delete"] as const) {
      const operation = item[method];
      if (!operation) continue;
      completeParameters(operation);
      completeRequestBody(operation);
      completeResponses(operation, `${method.toUpperCase()} ${path}`);
    }
  }
  doc.components = {
    ...doc.components,
    headers: { ...RATE_LIMIT_HEADERS, "Retry-After": RETRY_AFTER },
    schemas: {
      ...doc.components?.schemas,
      Error: jsonSchema(errorResponseSchema),
      ...structuredClone(WEBHOOK_SCHEMAS),
    },
  };
  doc.webhooks = structuredClone(WEBHOOKS);
  withoutSafeIntegerBounds(doc);
  return doc;
}
