import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  errorResponseSchema,
  errorResponses,
  messageResponseSchema,
} from "@trophy/shared/schemas/common";
import {
  askParentRequestSchema,
  askParentStatusSchema,
  consentRequestViewSchema,
  consentSettingsSchema,
  consentTicketRequestSchema,
  consentTokenParamsSchema,
} from "@trophy/shared/schemas/consent";
import { principalOf } from "../sessions/principal";
import { NOTICES } from "../../texts/notices";
import { announcer } from "../ledger/ledger.service";
import { askParent, askParentStatus } from "./ask-parent.service";
import { consentMailer } from "./consent-mail";
import { acceptConsent, refuseConsent, viewConsentRequest } from "./consent-requests.service";
import { studentOfTicket } from "./consent-ticket";

const errors = { ...errorResponses(400, 401, 403, 404), 410: errorResponseSchema };
const askErrors = errorResponses(400, 401, 409, 429);

/**
 * The consent page's calls (docs/product.md, Privacy). Reading a request and refusing it take
 * the link's token alone; consenting also takes a signed-in parent/guide, who is linked to the
 * student by it.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const announce = announcer(app.events, app.log);
  const mails = consentMailer(app.mailQueue, app.config.publicUrl, app.config.parentalConsentAge);

  app.get("/settings", { schema: { response: { 200: consentSettingsSchema } } }, () => ({
    parentalConsentAge: app.config.parentalConsentAge,
  }));

  // The child's consent step: the ticket rides in the body, so no log line ever holds it.
  app.post(
    "/ask/status",
    {
      schema: {
        body: consentTicketRequestSchema,
        response: { 200: askParentStatusSchema, ...askErrors },
      },
    },
    async (request) =>
      askParentStatus(app.db, await studentOfTicket(app.consentTicketKey, request.body.ticket)),
  );

  app.post(
    "/ask",
    {
      schema: {
        body: askParentRequestSchema,
        response: { 200: askParentStatusSchema, ...askErrors },
      },
    },
    async (request) =>
      askParent(
        { db: app.db, mails },
        await studentOfTicket(app.consentTicketKey, request.body.ticket),
        request.body.parentEmail,
      ),
  );

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
      await acceptConsent({ db: app.db, mails }, principalOf(request).userId, request.params.token);
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
