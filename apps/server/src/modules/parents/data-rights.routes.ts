import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@trophy/shared/schemas/common";
import {
  dataExportSchema,
  parentDeletionRequestsResponseSchema,
} from "@trophy/shared/schemas/data-rights";
import { principalOf } from "../sessions/principal";
import { VALIDATION_TEXTS } from "../../texts/errors";
import {
  answerDeletionRequest,
  listDeletionRequests,
} from "../data-rights/account-deletion.service";
import { exportFileName, exportUserData } from "../users/data-export.service";
import { isLinked } from "../links/links.service";
import { NotFound } from "../../lib/errors";
import { announcer } from "../ledger/ledger.service";

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.uuid(VALIDATION_TEXTS.invalidId) });

/**
 * A parent/guide's side of a linked child's data rights (docs/product.md, "Your data"): the
 * child's export, and the answer to the child's request to delete their account. Registered
 * inside the parents' routes, behind their role check.
 */
export const parentDataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deletion = { db: app.db, announce: announcer(app.events, app.log) };
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  app.get(
    "/students/:id/export",
    { schema: { params: idParams, response: { 200: dataExportSchema, ...errors } } },
    async (request, reply) => {
      // Another parent's student, a pending link and an unknown id answer the same 404.
      if (!(await isLinked(app.db, me(request), request.params.id))) {
        throw new NotFound("link_not_found");
      }
      const data = await exportUserData(
        { db: app.db, giftCardCodes: app.giftCardCodes },
        request.params.id,
        "parent",
      );
      return reply
        .header("content-disposition", `attachment; filename="${exportFileName()}"`)
        .header("cache-control", "no-store")
        .send(data);
    },
  );

  app.get(
    "/deletion-requests",
    { schema: { response: { 200: parentDeletionRequestsResponseSchema, ...errors } } },
    async (request) => ({ requests: await listDeletionRequests(app.db, me(request)) }),
  );

  app.post(
    "/students/:id/deletion-request/confirm",
    {
      config: { endsSessions: true },
      schema: { params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await answerDeletionRequest(deletion, me(request), request.params.id, true);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/students/:id/deletion-request/refuse",
    { schema: { params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await answerDeletionRequest(deletion, me(request), request.params.id, false);
      return reply.code(204).send(null);
    },
  );
};
