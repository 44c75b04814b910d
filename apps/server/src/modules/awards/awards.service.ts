import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import type { AwardRequest, AwardResponse } from "@trophy/shared/schemas/developer";
import { idempotencyKeys, users, type TransactionRow, type UserRow } from "../../db/schema";
import { NotFound, Unprocessable } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import { announce, appendEntry } from "../ledger/ledger.service";

const fingerprint = (body: AwardRequest) =>
  createHash("sha256")
    .update(JSON.stringify([body.email, body.amount, body.details ?? null]))
    .digest("base64url");

type Outcome = { body: AwardResponse; entry: TransactionRow | null };

/**
 * Awards trophies to a student by e-mail. The ledger entry (and the idempotency record, when a key
 * is given) commit before the answer; the student's live event follows after the commit. A retry
 * with the same Idempotency-Key and body gets the first answer and awards nothing more.
 */
export async function awardTrophies(
  app: FastifyInstance,
  developer: UserRow,
  body: AwardRequest,
  idempotencyKey: string | undefined,
): Promise<AwardResponse> {
  const requestHash = fingerprint(body);
  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    if (idempotencyKey) {
      // Waits for a concurrent first attempt with the same key, then sees its committed answer.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ developerId: developer.id, key: idempotencyKey, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [first] = await tx
          .select()
          .from(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.developerId, developer.id),
              eq(idempotencyKeys.key, idempotencyKey),
            ),
          );
        if (!first || first.requestHash !== requestHash || !first.responseBody) {
          throw new Unprocessable(SERVER_ERRORS.idempotencyMismatch);
        }
        return { body: JSON.parse(first.responseBody) as AwardResponse, entry: null };
      }
    }
    const [student] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.email, body.email), eq(users.userType, "student")));
    if (!student) throw new NotFound(SERVER_ERRORS.studentNotFound);
    const appName = developer.companyName ?? developer.email;
    const entry = await appendEntry(tx, {
      studentId: student.id,
      amount: body.amount,
      kind: "award",
      description: body.details || `Awarded by ${appName}`,
      developerId: developer.id,
    });
    const response: AwardResponse = {
      success: true,
      transaction: {
        id: entry.id,
        studentId: student.id,
        amount: entry.amount,
        createdAt: entry.createdAt.toISOString(),
      },
    };
    if (idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: 200, responseBody: JSON.stringify(response) })
        .where(
          and(
            eq(idempotencyKeys.developerId, developer.id),
            eq(idempotencyKeys.key, idempotencyKey),
          ),
        );
    }
    await recordActivity(tx, {
      type: "award",
      description: `${appName} awarded ${body.amount} trophies to ${student.email}`,
      userId: student.id,
    });
    return { body: response, entry };
  });
  if (outcome.entry) announce(app, [outcome.entry]);
  return outcome.body;
}
