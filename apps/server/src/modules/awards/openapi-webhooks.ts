import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import { apiAwardSchema, connectionRevokedDataSchema } from "@trophy/shared/schemas/api-v1";
import { webhookPayloadSchema } from "@trophy/shared/schemas/webhooks";
import { WEBHOOK_TEXTS } from "../../texts/errors";
import { EXAMPLE_AWARD, EXAMPLE_STUDENT_REF } from "./openapi-examples";

/**
 * The `webhooks` section of the award API's document: what each event sends to a registered
 * endpoint, signed per Standard Webhooks (issue 13; docs/api.md).
 */

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1, from the shared payload schemas. */
export function jsonSchema(schema: z.ZodType): OpenAPIV3_1.SchemaObject {
  const json: Record<string, unknown> = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "output",
  });
  // The document states its dialect once; a `$schema` in each schema would only repeat it.
  delete json.$schema;
  return json;
}

export const WEBHOOK_SCHEMAS: Record<string, OpenAPIV3_1.SchemaObject> = {
  AwardEvent: jsonSchema(
    webhookPayloadSchema.extend({
      type: z.enum(["award.created", "award.reversed"]),
      data: apiAwardSchema,
    }),
  ),
  ConnectionEvent: jsonSchema(
    webhookPayloadSchema.extend({
      type: z.literal("connection.revoked"),
      data: connectionRevokedDataSchema,
    }),
  ),
  PingEvent: jsonSchema(
    webhookPayloadSchema.extend({
      type: z.literal("ping"),
      data: z.object({ message: z.string() }),
    }),
  ),
};

const MESSAGE_ID = "msg_2tGmdGKPEyWpl9IBmxgFa4Z5Zc1";
const SENT_AT = "1772447400";

const signatureHeaders: OpenAPIV3_1.ParameterObject[] = [
  {
    name: "webhook-id",
    in: "header",
    required: true,
    description:
      "The message's id, the same on every retry of it: remember the ids you processed to act once.",
    schema: { type: "string" },
    example: MESSAGE_ID,
  },
  {
    name: "webhook-timestamp",
    in: "header",
    required: true,
    description:
      "Unix seconds when this attempt was signed; refuse messages more than 5 minutes from your clock.",
    schema: { type: "string", pattern: "^[0-9]+$" },
    example: SENT_AT,
  },
  {
    name: "webhook-signature",
    in: "header",
    required: true,
    description:
      'Space-separated `v1,<base64 HMAC-SHA256>` of "webhook-id.webhook-timestamp.body", keyed with the endpoint\'s secret (the bytes after `whsec_`, base64-decoded). The standardwebhooks packages check it.',
    schema: { type: "string" },
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  },
];

const retried =
  "Retried, as is no answer within 10 seconds: after about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h and 24 h; then the endpoint is marked failing on the Webhooks page.";
const responses = {
  "2XX": { description: "Delivered, when it comes within 10 seconds." },
  "4XX": { description: retried },
  "5XX": { description: retried },
};

function event(
  type: string,
  summary: string,
  description: string,
  schema: string,
  data: unknown,
): OpenAPIV3_1.PathItemObject {
  const operationId = `on${type
    .split(".")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}`;
  return {
    post: {
      operationId,
      summary,
      description,
      tags: ["Webhooks"],
      security: [],
      parameters: signatureHeaders,
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: { $ref: `#/components/schemas/${schema}` },
            examples: {
              [type]: {
                summary,
                value: { type, timestamp: "2026-03-02T10:30:00.000Z", livemode: true, data },
              },
            },
          },
        },
      },
      responses,
    },
  };
}

export const WEBHOOKS: Record<string, OpenAPIV3_1.PathItemObject> = {
  "award.created": event(
    "award.created",
    "An award was made",
    "Sent after an award by your app (one call or a batch item) commits; `data` is the award.",
    "AwardEvent",
    EXAMPLE_AWARD,
  ),
  "award.reversed": event(
    "award.reversed",
    "An award was reversed",
    "Sent after your app or an admin reverses one of your app's awards; `data` is the award with its `reversedAt`.",
    "AwardEvent",
    { ...EXAMPLE_AWARD, reversedAt: "2026-03-02T11:05:00.000Z" },
  ),
  "connection.revoked": event(
    "connection.revoked",
    "A student's connection ended",
    "Sent when the student, or a parent/guide for them, disconnects your app (`reason: disconnected`) or stops it (`reason: blocked`). `data` names the student by your pseudonym and says nothing more about them. Where the installation requires connections, your next award to them is answered as to an unknown student; a new code from them connects your app again.",
    "ConnectionEvent",
    { studentRef: EXAMPLE_STUDENT_REF, reason: "disconnected" },
  ),
  ping: event(
    "ping",
    "A test event",
    "Sent when you press Send test on the Webhooks page, to check the endpoint and its signature check.",
    "PingEvent",
    { message: WEBHOOK_TEXTS.ping },
  ),
};
