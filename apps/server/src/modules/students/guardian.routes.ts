import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@trophy/shared/schemas/common";
import { guardianConsentSchema } from "@trophy/shared/schemas/consent";
import { consentMailer } from "../consent/consent-mail";
import { issueConsentTicket } from "../consent/consent-ticket";
import { disputeConsent, guardianConsentOf } from "../consent/guardian.service";
import { announcer } from "../ledger/ledger.service";
import { principalOf } from "../sessions/principal";
import { NOTICES } from "../../texts/notices";

const errors = errorResponses(400, 401, 403, 409);
const disputeResponseSchema = z.object({ message: z.string(), consentTicket: z.string() });

/**
 * /api/students/consent: who stands behind the student's account, and "This is not my parent"
 * (docs/product.md, Privacy). The dispute ends the student's sessions, so its answer carries the
 * ticket of the consent step where they ask their real parent/guide.
 */
export const guardianRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("student"));
  const mails = consentMailer(app.mailQueue, app.config.publicUrl, app.config.parentalConsentAge);
  const announce = announcer(app.events, app.log);

  app.get("/", { schema: { response: { 200: guardianConsentSchema, ...errors } } }, (request) =>
    guardianConsentOf(app.db, principalOf(request).userId),
  );

  app.post(
    "/dispute",
    {
      config: { endsSessions: true },
      schema: { response: { 200: disputeResponseSchema, ...errors } },
    },
    async (request) => {
      const studentId = principalOf(request).userId;
      await disputeConsent({ db: app.db, mails, announce }, studentId);
      return {
        message: NOTICES.consentDisputed,
        consentTicket: await issueConsentTicket(app.consentTicketKey, studentId),
      };
    },
  );
};
