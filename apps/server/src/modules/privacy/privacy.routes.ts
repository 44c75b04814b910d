import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { retentionResponseSchema } from "@trophy/shared/schemas/privacy";
import { RETENTION_SCHEDULE } from "./retention";

/** What the privacy page reads without signing in. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/retention", { schema: { response: { 200: retentionResponseSchema } } }, () => ({
    retention: RETENTION_SCHEDULE,
  }));
};
