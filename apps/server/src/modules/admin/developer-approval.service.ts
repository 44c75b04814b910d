import { platformText } from "@trophy/shared/schemas/platform-text";
import { and, count, desc, eq, isNull, ne } from "drizzle-orm";
import type { PageQuery } from "@trophy/shared/schemas/common";
import type { Developer } from "@trophy/shared/schemas/developer";
import type { Db } from "../../db/client";
import { apiKeys, users, type UserRow } from "../../db/schema";
import { NotFound } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { recordActivity, type Actor } from "../activity/activity.service";
import { revokeUserSessions } from "../sessions/user-sessions";
import { trophiesAwardedToday } from "../awards/trophy-budget";
import { issueApiKeys, lockDeveloper } from "../developers/api-keys.service";
import type { Notifier } from "../notifications/notifier";

function toDeveloper(row: UserRow, defaultBudget: number, awardedToday: number): Developer {
  return {
    id: row.id,
    email: row.email,
    companyName: row.companyName,
    isValidated: row.developerStatus === "validated",
    createdAt: row.createdAt.toISOString(),
    dailyTrophyBudget: row.dailyTrophyBudget ?? defaultBudget,
    trophiesAwardedToday: awardedToday,
  };
}

const listed = and(
  eq(users.userType, "developer"),
  ne(users.developerStatus, "rejected"),
  isNull(users.deletedAt),
);

/** Pending and validated developers, newest first; rejected and deleted ones have left the queue. */
export async function listDevelopers(
  db: Db,
  defaultBudget: number,
  page: PageQuery,
): Promise<{ developers: Developer[]; total: number }> {
  const rows = await db
    .select()
    .from(users)
    .where(listed)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(users).where(listed);
  const today = await trophiesAwardedToday(
    db,
    rows.map((r) => r.id),
  );
  return {
    developers: rows.map((r) => toDeveloper(r, defaultBudget, today.get(r.id) ?? 0)),
    total: total?.n ?? 0,
  };
}

/**
 * Validates the developer and issues their first key. Under the developer's row lock, so a double
 * click approves once; an already validated developer keeps their key.
 */
export async function approveDeveloper(
  db: Db,
  secrets: SecretBox,
  notifier: Pick<Notifier, "developerReviewed">,
  actor: Actor,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const developer = await lockDeveloper(tx, id);
    if (developer.developerStatus === "validated") return;
    await tx
      .update(users)
      .set({ developerStatus: "validated", rejectionReason: null, updatedAt: new Date() })
      .where(eq(users.id, id));
    await issueApiKeys(tx, secrets, id);
    await recordActivity(tx, {
      type: "approval",
      description: `Developer ${developer.email} approved by ${actor.email}`,
      text: platformText("activity_developer_approved", {
        developer: developer.email,
        admin: actor.email,
      }),
      userId: id,
      actorId: actor.id,
    });
    await notifier.developerReviewed(tx, { developerId: id, approved: true });
  });
}

/**
 * Refuses the developer (they are told so at sign-in), keeps the reason, revokes any key and ends
 * their sessions: a developer approved earlier and signed in is signed out at once, as a
 * suspended user is.
 */
export async function rejectDeveloper(
  db: Db,
  notifier: Pick<Notifier, "developerReviewed">,
  actor: Actor,
  id: string,
  reason: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const developer = await lockDeveloper(tx, id);
    // Again for one rejected already: a session that outlived an earlier rejection ends too.
    await revokeUserSessions(tx, id);
    if (developer.developerStatus === "rejected") return;
    await tx
      .update(users)
      .set({ developerStatus: "rejected", rejectionReason: reason ?? null, updatedAt: new Date() })
      .where(eq(users.id, id));
    await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.developerId, id));
    await recordActivity(tx, {
      type: "rejection",
      description: `Developer ${developer.email} rejected by ${actor.email}${reason ? `: ${reason}` : ""}`,
      text: reason
        ? platformText("activity_developer_rejected_reason", {
            developer: developer.email,
            admin: actor.email,
            reason,
          })
        : platformText("activity_developer_rejected", {
            developer: developer.email,
            admin: actor.email,
          }),
      userId: id,
      actorId: actor.id,
    });
    await notifier.developerReviewed(tx, { developerId: id, approved: false, reason });
  });
}

/** Sets how many trophies the developer's apps may award per UTC day, from the next award on. */
export async function setDailyTrophyBudget(
  db: Db,
  defaultBudget: number,
  actor: Actor,
  id: string,
  budget: number,
): Promise<Developer> {
  const developer = await db.transaction(async (tx) => {
    const before = await lockDeveloper(tx, id);
    const [row] = await tx
      .update(users)
      .set({ dailyTrophyBudget: budget, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await recordActivity(tx, {
      type: "budget",
      description: `Daily trophy budget of ${before.email} set to ${budget} by ${actor.email}`,
      text: platformText("activity_budget_set", {
        developer: before.email,
        budget,
        admin: actor.email,
      }),
      userId: id,
      actorId: actor.id,
    });
    return row;
  });
  if (!developer) throw new NotFound("developer_not_found");
  const today = await trophiesAwardedToday(db, [id]);
  return toDeveloper(developer, defaultBudget, today.get(id) ?? 0);
}
