import { and, desc, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import type { Developer } from "@trophy/shared/schemas/developer";
import { apiKeys, users } from "../../db/schema";
import { NotFound } from "../../lib/errors";
import { recordActivity } from "../activity/activity.service";
import { issueApiKey } from "../developers/api-keys.service";

/** Pending and validated developers, newest first; rejected ones have left the queue. */
export async function listDevelopers(app: FastifyInstance): Promise<Developer[]> {
  const rows = await app.db
    .select()
    .from(users)
    .where(and(eq(users.userType, "developer"), ne(users.developerStatus, "rejected")))
    .orderBy(desc(users.createdAt));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    companyName: r.companyName,
    isValidated: r.developerStatus === "validated",
    createdAt: r.createdAt.toISOString(),
  }));
}

async function findDeveloper(app: FastifyInstance, id: string) {
  const [developer] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, "developer")));
  if (!developer) throw new NotFound(SERVER_ERRORS.developerNotFound);
  return developer;
}

/** Validates the developer and issues their first key (an already validated one keeps theirs). */
export async function approveDeveloper(app: FastifyInstance, id: string): Promise<void> {
  const developer = await findDeveloper(app, id);
  if (developer.developerStatus === "validated") return;
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ developerStatus: "validated", rejectionReason: null, updatedAt: new Date() })
      .where(eq(users.id, id));
    await issueApiKey(app, tx, id);
    await recordActivity(tx, {
      type: "approval",
      description: `Developer ${developer.email} approved`,
      userId: id,
    });
  });
}

/** Refuses the developer (they are told so at sign-in), keeps the reason, revokes any key. */
export async function rejectDeveloper(
  app: FastifyInstance,
  id: string,
  reason: string | undefined,
): Promise<void> {
  const developer = await findDeveloper(app, id);
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ developerStatus: "rejected", rejectionReason: reason ?? null, updatedAt: new Date() })
      .where(eq(users.id, id));
    await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.developerId, id));
    await recordActivity(tx, {
      type: "rejection",
      description: `Developer ${developer.email} rejected${reason ? `: ${reason}` : ""}`,
      userId: id,
    });
  });
}
