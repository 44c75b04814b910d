import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { API_RATE_LIMIT_PER_HOUR } from "@trophy/shared/constants";

/**
 * The OpenAPI document of the award API, generated from the zod schemas its routes validate with.
 * Registered inside the /api/v1 plugin only, so it documents only that API.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Trophy Rewards award API",
        version: "1.0.0",
        description: `Award trophies to students from your app. Authenticate with your API key in the X-API-Key header. Limits: ${API_RATE_LIMIT_PER_HOUR} requests per hour per developer (all keys together) and a daily trophy budget per developer.`,
      },
      components: {
        securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "X-API-Key" } },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
