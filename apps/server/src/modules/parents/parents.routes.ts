import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorResponses,
  messageResponseSchema,
  pageQuerySchema,
} from "@trophy/shared/schemas/common";
import {
  activitySummaryResponseSchema,
  approvalResponseSchema,
  approvalsResponseSchema,
  declineApprovalSchema,
  connectionRequestBodySchema,
  createCustomRewardSchema,
  declineFulfillmentSchema,
  deleteCustomRewardResponseSchema,
  fulfillmentResponseSchema,
  fulfillmentsResponseSchema,
  linkedStudentsResponseSchema,
  parentRewardResponseSchema,
  parentRewardsResponseSchema,
  sentRequestsResponseSchema,
  studentActivityResponseSchema,
  studentSettingsResponseSchema,
  studentSettingsSchema,
  updateCustomRewardSchema,
} from "@trophy/shared/schemas/parent";
import {
  linkCodeResponseSchema,
  setAppBlockedSchema,
  studentAppResponseSchema,
  studentAppsResponseSchema,
} from "@trophy/shared/schemas/student-apps";
import { consentChangeResponseSchema } from "@trophy/shared/schemas/consent";
import { listLinkedStudentApps, setLinkedStudentAppBlocked } from "../app-students/apps.service";
import { giveConsent, withdrawConsent } from "../consent/parent-consent.service";
import { consentMailer } from "../consent/consent-mail";
import {
  disconnectLinkedStudentApp,
  issueLinkCodeFor,
  linkCodeKey,
} from "../app-students/connections.service";
import { principalOf } from "../sessions/principal";
import { VALIDATION_TEXTS } from "../../texts/errors";
import { NOTICES } from "../../texts/notices";
import { announcer } from "../ledger/ledger.service";
import { getActivitySummary, getStudentActivity } from "./activity.service";
import {
  approveGiftCard,
  declineGiftCard,
  listApprovals,
  redemptionTeller,
} from "../holds/approvals.service";
import {
  createCustomReward,
  deleteCustomReward,
  listCustomRewards,
  updateCustomReward,
} from "./custom-rewards.service";
import { declineFulfillment, listFulfillments, markFulfilled } from "./fulfillments.service";
import { listLinkedStudents, requestLink, unlinkStudent } from "../links/links.service";
import { parentDataRightsRoutes } from "./data-rights.routes";
import { cancelSentRequest, listSentRequests } from "./sent-requests.service";
import { updateStudentSettings } from "./settings.service";

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.uuid(VALIDATION_TEXTS.invalidId) });
const page = pageQuerySchema();

export const parentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("parent_guide"));
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;
  const announce = announcer(app.events, app.log);
  const consentMails = consentMailer(
    app.mailQueue,
    app.config.publicUrl,
    app.config.parentalConsentAge,
  );
  await app.register(parentDataRightsRoutes);

  app.get(
    "/students",
    { schema: { querystring: page, response: { 200: linkedStudentsResponseSchema, ...errors } } },
    (request) => listLinkedStudents(app.db, me(request), request.query),
  );

  app.post(
    "/students/request",
    {
      schema: {
        body: connectionRequestBodySchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestLink(app.db, app.notifier, me(request), request.body.studentEmail);
      return reply.code(201).send({ message: NOTICES.connectionRequestSent });
    },
  );

  app.delete(
    "/students/:id",
    { schema: { params: idParams, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await unlinkStudent({ db: app.db, announce }, me(request), request.params.id);
      return { message: NOTICES.studentUnlinked };
    },
  );

  app.get(
    "/students/:id/activity",
    {
      schema: {
        params: idParams,
        querystring: page,
        response: { 200: studentActivityResponseSchema, ...errors },
      },
    },
    (request) => getStudentActivity(app.db, me(request), request.params.id, request.query),
  );

  app.get(
    "/students/:id/apps",
    { schema: { params: idParams, response: { 200: studentAppsResponseSchema, ...errors } } },
    (request) => listLinkedStudentApps(app.db, me(request), request.params.id),
  );

  app.put(
    "/students/:id/apps/:developerId",
    {
      schema: {
        params: idParams.extend({ developerId: z.uuid(VALIDATION_TEXTS.invalidId) }),
        body: setAppBlockedSchema,
        response: { 200: studentAppResponseSchema, ...errors },
      },
    },
    async (request) => {
      const answer = await setLinkedStudentAppBlocked(
        app.db,
        me(request),
        request.params.id,
        request.params.developerId,
        request.body.blocked,
      );
      // A stop may have queued the app's connection.revoked.
      app.webhookWorker.wake();
      return answer;
    },
  );

  const codes = linkCodeKey(app.config.appSecret);
  app.post(
    "/students/:id/apps/link-code",
    { schema: { params: idParams, response: { 200: linkCodeResponseSchema, ...errors } } },
    (request) => issueLinkCodeFor(app.db, codes, me(request), request.params.id),
  );

  app.delete(
    "/students/:id/apps/:developerId/connection",
    {
      schema: {
        params: idParams.extend({ developerId: z.uuid(VALIDATION_TEXTS.invalidId) }),
        response: { 200: studentAppResponseSchema, ...errors },
      },
    },
    async (request) => {
      const answer = await disconnectLinkedStudentApp(
        app.db,
        me(request),
        request.params.id,
        request.params.developerId,
      );
      app.webhookWorker.wake();
      return answer;
    },
  );

  app.post(
    "/students/:id/consent/withdraw",
    {
      config: { endsSessions: true },
      schema: { params: idParams, response: { 200: consentChangeResponseSchema, ...errors } },
    },
    async (request) => ({
      ...(await withdrawConsent(
        { db: app.db, mails: consentMails },
        me(request),
        request.params.id,
      )),
      message: NOTICES.consentWithdrawn,
    }),
  );

  app.post(
    "/students/:id/consent",
    { schema: { params: idParams, response: { 200: consentChangeResponseSchema, ...errors } } },
    async (request) => ({
      ...(await giveConsent({ db: app.db, mails: consentMails }, me(request), request.params.id)),
      message: NOTICES.consentGiven,
    }),
  );

  app.get(
    "/students/:id/activity/summary",
    {
      schema: { params: idParams, response: { 200: activitySummaryResponseSchema, ...errors } },
    },
    (request) => getActivitySummary(app.db, me(request), request.params.id),
  );

  app.put(
    "/students/:id/settings",
    {
      schema: {
        params: idParams,
        body: studentSettingsSchema,
        response: { 200: studentSettingsResponseSchema, ...errors },
      },
    },
    (request) => updateStudentSettings(app.db, me(request), request.params.id, request.body),
  );

  app.get(
    "/approvals",
    { schema: { querystring: page, response: { 200: approvalsResponseSchema, ...errors } } },
    (request) => listApprovals(app.db, me(request), request.query),
  );

  app.post(
    "/approvals/:id/approve",
    { schema: { params: idParams, response: { 200: approvalResponseSchema, ...errors } } },
    async (request) => ({
      approval: await approveGiftCard(
        { db: app.db, tell: redemptionTeller(app.events, app.log), notifier: app.notifier },
        me(request),
        request.params.id,
      ),
    }),
  );

  app.post(
    "/approvals/:id/decline",
    {
      schema: {
        params: idParams,
        body: declineApprovalSchema,
        response: { 200: approvalResponseSchema, ...errors },
      },
    },
    async (request) => ({
      approval: await declineGiftCard(
        { db: app.db, announce, notifier: app.notifier },
        me(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.get(
    "/requests",
    { schema: { querystring: page, response: { 200: sentRequestsResponseSchema, ...errors } } },
    (request) => listSentRequests(app.db, me(request), request.query),
  );

  app.delete(
    "/requests/:id",
    {
      schema: {
        params: z.object({ id: z.uuid(VALIDATION_TEXTS.invalidConnectionRequestId) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelSentRequest(app.db, me(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/rewards",
    { schema: { querystring: page, response: { 200: parentRewardsResponseSchema, ...errors } } },
    (request) => listCustomRewards(app.db, me(request), request.query),
  );

  app.post(
    "/rewards",
    {
      schema: {
        body: createCustomRewardSchema,
        response: { 201: parentRewardResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ reward: await createCustomReward(app.db, me(request), request.body) }),
  );

  app.put(
    "/rewards/:id",
    {
      schema: {
        params: idParams,
        body: updateCustomRewardSchema,
        response: { 200: parentRewardResponseSchema, ...errors },
      },
    },
    async (request) => ({
      reward: await updateCustomReward(app.db, me(request), request.params.id, request.body),
    }),
  );

  app.delete(
    "/rewards/:id",
    {
      schema: { params: idParams, response: { 200: deleteCustomRewardResponseSchema, ...errors } },
    },
    (request) => deleteCustomReward(app.db, me(request), request.params.id),
  );

  app.get(
    "/fulfillments",
    { schema: { querystring: page, response: { 200: fulfillmentsResponseSchema, ...errors } } },
    (request) => listFulfillments(app.db, me(request), request.query),
  );

  app.put(
    "/fulfillments/:id",
    { schema: { params: idParams, response: { 200: fulfillmentResponseSchema, ...errors } } },
    async (request) => ({
      fulfillment: await markFulfilled(app.db, app.notifier, me(request), request.params.id),
    }),
  );

  app.post(
    "/fulfillments/:id/decline",
    {
      schema: {
        params: idParams,
        body: declineFulfillmentSchema,
        response: { 200: fulfillmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      fulfillment: await declineFulfillment(
        { db: app.db, announce, notifier: app.notifier },
        me(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};
