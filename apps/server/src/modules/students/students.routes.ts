import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorResponseSchema,
  errorResponses,
  messageResponseSchema,
  pageQuerySchema,
} from "@trophy/shared/schemas/common";
import {
  blockedParentsResponseSchema,
  connectionRequestsResponseSchema,
  giftCardsResponseSchema,
  goalResponseSchema,
  linkedParentsResponseSchema,
  redeemGiftCardRequestSchema,
  redeemResponseSchema,
  redemptionDetailResponseSchema,
  redemptionsResponseSchema,
  type RedeemResponse,
  removeLinkedParentQuerySchema,
  rewardsResponseSchema,
  setGoalRequestSchema,
  trophiesResponseSchema,
} from "@trophy/shared/schemas/student";
import {
  linkCodeResponseSchema,
  setAppBlockedSchema,
  studentAppResponseSchema,
  studentAppsResponseSchema,
} from "@trophy/shared/schemas/student-apps";
import { principalOf, signedInUser } from "../sessions/principal";
import { listStudentApps, setAppBlocked } from "../app-students/apps.service";
import { disconnectApp, issueLinkCode, linkCodeKey } from "../app-students/connections.service";
import { VALIDATION_TEXTS } from "../../texts/errors";
import { NOTICES } from "../../texts/notices";
import { listBlockedParents, unblockParent } from "./blocked-parents.service";
import { answerConnectionRequest, listConnectionRequests } from "./connection-requests.service";
import { getRedemptionDetail } from "../holds/gift-card-hold.service";
import { clearGoal, getGoal, setGoal } from "../goals/goal.service";
import { listLinkedParents, removeLinkedParent } from "../links/linked-parents.service";
import { listRedemptions } from "../holds/redemption-view";
import { redeemGiftCard, redeemReward } from "./redemption.service";
import { listRewards } from "../rewards/rewards.service";
import { getTrophies, listStudentGiftCards } from "./student-data.service";
import { announcer } from "../ledger/ledger.service";
import { consentMailer } from "../consent/consent-mail";

const errors = errorResponses(400, 401, 403);
const redeemErrors = { ...errors, ...errorResponses(404, 409) };
const requestParams = z.object({ id: z.uuid(VALIDATION_TEXTS.invalidConnectionRequestId) });
const appParams = z.object({ developerId: z.uuid(VALIDATION_TEXTS.invalidId) });
const page = pageQuerySchema();
/** A gift card waiting for a parent/guide's approval is accepted, not yet issued: 202. */
const redeemStatus = (result: RedeemResponse) =>
  result.redemption.status === "awaiting_approval" ? 202 : 200;

export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("student"));
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;
  const consentMails = consentMailer(
    app.mailQueue,
    app.config.publicUrl,
    app.config.parentalConsentAge,
  );
  const redemption = {
    db: app.db,
    giftCardCodes: app.giftCardCodes,
    announce: announcer(app.events, app.log),
    notifier: app.notifier,
    log: app.log,
    oneTransactionAtATime: app.database.kind === "pglite",
  };

  app.get(
    "/trophies",
    { schema: { querystring: page, response: { 200: trophiesResponseSchema, ...errors } } },
    (request) => getTrophies(app.db, me(request), request.query),
  );

  app.get(
    "/rewards",
    { schema: { querystring: page, response: { 200: rewardsResponseSchema, ...errors } } },
    (request) => listRewards(app.db, me(request), request.query),
  );

  app.post(
    "/rewards/redeem-gift-card",
    {
      schema: {
        body: redeemGiftCardRequestSchema,
        response: { 200: redeemResponseSchema, 202: redeemResponseSchema, ...redeemErrors },
      },
    },
    async (request, reply) => {
      const result = await redeemGiftCard(
        redemption,
        await signedInUser(app.db, request),
        request.body,
      );
      return reply.code(redeemStatus(result)).send(result);
    },
  );

  app.post(
    "/rewards/:id/redeem",
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: redeemResponseSchema, 202: redeemResponseSchema, ...redeemErrors },
      },
    },
    async (request, reply) => {
      const result = await redeemReward(
        redemption,
        await signedInUser(app.db, request),
        request.params.id,
      );
      return reply.code(redeemStatus(result)).send(result);
    },
  );

  app.get("/goal", { schema: { response: { 200: goalResponseSchema, ...errors } } }, (request) =>
    getGoal(app.db, me(request)),
  );

  app.put(
    "/goal",
    {
      schema: {
        body: setGoalRequestSchema,
        response: { 200: goalResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    (request) => setGoal(app.db, me(request), request.body.rewardId),
  );

  app.delete(
    "/goal",
    { schema: { response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await clearGoal(app.db, me(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/redemptions",
    { schema: { querystring: page, response: { 200: redemptionsResponseSchema, ...errors } } },
    (request) => listRedemptions(app.db, me(request), request.query),
  );

  app.get(
    "/redemptions/:id",
    {
      schema: {
        params: z.object({ id: z.uuid(VALIDATION_TEXTS.invalidId) }),
        response: { 200: redemptionDetailResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    (request) => getRedemptionDetail(app.db, app.giftCardCodes, me(request), request.params.id),
  );

  app.get(
    "/gift-cards",
    { schema: { querystring: page, response: { 200: giftCardsResponseSchema, ...errors } } },
    (request) => listStudentGiftCards(app.db, app.giftCardCodes, me(request), request.query),
  );

  app.get(
    "/connection-requests",
    {
      schema: {
        querystring: page,
        response: { 200: connectionRequestsResponseSchema, ...errors },
      },
    },
    (request) => listConnectionRequests(app.db, me(request), request.query),
  );

  app.get(
    "/parents",
    { schema: { querystring: page, response: { 200: linkedParentsResponseSchema, ...errors } } },
    (request) => listLinkedParents(app.db, me(request), request.query),
  );

  app.delete(
    "/parents/:linkId",
    {
      schema: {
        params: z.object({ linkId: z.uuid(VALIDATION_TEXTS.invalidId) }),
        querystring: removeLinkedParentQuerySchema,
        response: {
          204: z.null(),
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema.describe(
            "approval_ends_on_unlink: the last parent/guide approving gift cards, without confirm=true",
          ),
        },
      },
    },
    async (request, reply) => {
      await removeLinkedParent(
        redemption,
        me(request),
        request.params.linkId,
        request.query.confirm,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/apps",
    { schema: { response: { 200: studentAppsResponseSchema, ...errors } } },
    (request) => listStudentApps(app.db, me(request)),
  );

  app.put(
    "/apps/:developerId",
    {
      schema: {
        params: appParams,
        body: setAppBlockedSchema,
        response: {
          200: studentAppResponseSchema,
          ...errors,
          ...errorResponses(404, 409),
        },
      },
    },
    async (request) => {
      const answer = await setAppBlocked(
        app.db,
        me(request),
        request.params.developerId,
        "student",
        request.body.blocked,
      );
      // A stop may have queued the app's connection.revoked.
      app.webhookWorker.wake();
      return answer;
    },
  );

  const codes = linkCodeKey(app.config.appSecret);
  app.post(
    "/apps/link-code",
    { schema: { response: { 200: linkCodeResponseSchema, ...errors } } },
    (request) => issueLinkCode(app.db, codes, me(request)),
  );

  app.delete(
    "/apps/:developerId/connection",
    {
      schema: {
        params: appParams,
        response: { 200: studentAppResponseSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const answer = await disconnectApp(app.db, me(request), request.params.developerId);
      app.webhookWorker.wake();
      return answer;
    },
  );

  app.get(
    "/blocked-parents",
    {
      schema: { querystring: page, response: { 200: blockedParentsResponseSchema, ...errors } },
    },
    (request) => listBlockedParents(app.db, me(request), request.query),
  );

  app.delete(
    "/blocked-parents/:id",
    {
      schema: {
        params: z.object({ id: z.uuid(VALIDATION_TEXTS.invalidId) }),
        response: { 204: z.null(), ...errors, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await unblockParent(app.db, me(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // `block` declines as `reject` does and keeps that parent/guide's later requests away.
  for (const [action, answer, block] of [
    ["accept", "accepted", false],
    ["reject", "rejected", false],
    ["block", "rejected", true],
  ] as const) {
    app.post(
      `/connection-requests/:id/${action}`,
      {
        schema: {
          params: requestParams,
          response: { 200: messageResponseSchema, ...errors, 404: errorResponseSchema },
        },
      },
      async (request) => {
        await answerConnectionRequest(
          { db: app.db, notifier: app.notifier, mails: consentMails },
          me(request),
          request.params.id,
          answer,
          { block },
        );
        return {
          message: block
            ? NOTICES.parentBlocked
            : answer === "accepted"
              ? NOTICES.connectionRequestAccepted
              : NOTICES.connectionRequestDeclined,
        };
      },
    );
  }
};
