import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, messageResponseSchema } from "@trophy/shared/schemas/common";
import {
  linkApprovalAnswerSchema,
  linkApprovalParamsSchema,
  linkApprovalsResponseSchema,
} from "@trophy/shared/schemas/consent";
import { answerLinkApproval, listLinkApprovals } from "../consent/link-approvals.service";
import { principalOf } from "../sessions/principal";
import { NOTICES } from "../../texts/notices";
import { VALIDATION_TEXTS } from "../../texts/errors";

const errors = errorResponses(400, 401, 403, 404);
const studentParams = z.object({ id: z.uuid(VALIDATION_TEXTS.invalidId) });

/**
 * /api/parents/students/:id/link-approvals: the adults a young student accepted who wait for the
 * consenting parent/guide's approval (docs/product.md, Privacy).
 */
export const linkApprovalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireRole("parent_guide"));
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  app.get(
    "/students/:id/link-approvals",
    {
      schema: { params: studentParams, response: { 200: linkApprovalsResponseSchema, ...errors } },
    },
    async (request) => ({
      approvals: await listLinkApprovals(app.db, me(request), request.params.id),
    }),
  );

  app.post(
    "/students/:id/link-approvals/:linkId",
    {
      schema: {
        params: linkApprovalParamsSchema,
        body: linkApprovalAnswerSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { approve } = request.body;
      await answerLinkApproval(
        app.db,
        app.notifier,
        me(request),
        request.params.id,
        request.params.linkId,
        approve,
      );
      return { message: approve ? NOTICES.linkApproved : NOTICES.linkRefused };
    },
  );
};
