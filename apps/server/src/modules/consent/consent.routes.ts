import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  errorResponseSchema,
  errorResponses,
  messageResponseSchema,
} from "@trophy/shared/schemas/common";
import {
  consentRequestViewSchema,
  consentSettingsSchema,
  consentTokenParamsSchema,
} from "@trophy/shared/schemas/consent";
import { principalOf } from "../sessions/principal";
import { NOTICES } from "../../texts/notices";
import { announcer } from "../ledger/ledger.service";
import { acceptConsent, refuseConsent, viewConsentRequest } from "./consent-requests.service";

const errors = { ...errorResponses(400, 401, 403, 404), 410: errorResponseSchema };

/**
 * The consent page's calls (docs/product.md, Privacy). Reading a request and refusing it take
 * the link's token alone; consenting also takes a signed-in parent/guide, who is linked to the
 * student by it.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const announce = announcer(app.events, app.log);

  app.get("/settings", { schema: { response: { 200: consentSettingsSchema } } }, () => ({
    parentalConsentAge: app.config.parentalConsentAge,
  }));

  app.get(
    "/:token",
    {
      schema: {
        params: consentTokenParamsSchema,
        response: { 200: consentRequestViewSchema, ...errors },
      },
    },
    (request) => viewConsentRequest(app.db, request.params.token),
  );

  app.post(
    "/:token/accept",
    {
      onRequest: app.requireRole("parent_guide"),
      schema: {
        params: consentTokenParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await acceptConsent(app.db, principalOf(request).userId, request.params.token);
      return { message: NOTICES.consentAccepted };
    },
  );

  app.post(
    "/:token/refuse",
    {
      schema: {
        params: consentTokenParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await refuseConsent({ db: app.db, announce }, request.params.token);
      return { message: NOTICES.consentRefused };
    },
  );
};
